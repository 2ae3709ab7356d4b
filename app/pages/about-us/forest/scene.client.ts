/**
 * The interactive forest on /about-us: terrain, ground cover, the seven trees and six animals of the
 * info cards, lit and shadowed, on the shared stage (render on demand, paused off-screen). Loaded by the
 * page's SceneIsland through a dynamic import, so three.js is never part of the page's first load.
 */
import * as THREE from "three";
import { createStage, type Stage, type Vec3 } from "~/features/scene3d/index.stage";
import type { MountedScene } from "~/features/scene3d";
import {
  entries,
  groundCover,
  terrainHeight,
  TERRAIN_SEGMENTS,
  TERRAIN_SIZE,
  type EntryId,
  type EntryLayout,
  type TreeType,
  type AnimalType,
} from "./entries";
import { animalGeometry, backdropGeometry, flowerGeometry, grassGeometry, rockGeometry, treeGeometry } from "./models";

/** What the page's React UI drives the scene through. */
export interface ForestController {
  /** Highlights an entry and brings it into view (a flight, or a cut with reduced motion); null clears. */
  select(id: EntryId | null): void;
  /** Called when the visitor clicks or taps an entry in the scene (null: empty ground). */
  onSelect(handler: (id: EntryId | null) => void): void;
  zoom(direction: "in" | "out"): void;
  rotate(direction: "left" | "right"): void;
  reset(): void;
}

const MIN_DISTANCE = 3;
const MAX_DISTANCE = 30;
const HORIZON = "#eef6ef";
/** Where the camera looks at first. */
const HOME_TARGET: Vec3 = [0.5, 2.4, -0.5];
/** Idle motion: one slow swing of the camera after the first frame, then stillness (no endless loop). */
const IDLE_MS = 9000;
const IDLE_ANGLE = 0.45;

/** The entry's ground height: a perched entry (the owl) counts from the dead tree's foot, so it stays on its branch. */
function baseHeight(entry: EntryLayout): number {
  if (entry.perch !== undefined) {
    const host = entries.find((e) => e.id === "deadTree")!;
    return terrainHeight(...host.position) + entry.perch;
  }
  return terrainHeight(...entry.position);
}

/** Field of view: narrower on wide boxes (less distortion at the edges), wider on portrait phones (more of the clearing). */
const fovFor = (aspect: number) => (aspect < 1.2 ? 50 : 38);

/**
 * The starting camera: far enough that the clearing fits the box's width (within the zoom range), low
 * enough on wide boxes that the tree tops at the back stay in the picture, higher on portrait phones.
 */
function homeView(aspect: number): { position: Vec3; target: Vec3 } {
  const fitWidth = 30;
  const halfFov = THREE.MathUtils.degToRad(fovFor(aspect) / 2);
  const distance = THREE.MathUtils.clamp(fitWidth / (2 * Math.tan(halfFov) * aspect), 16, MAX_DISTANCE - 1);
  const elevation = aspect < 1.2 ? 0.5 : 0.37;
  const [tx, ty, tz] = HOME_TARGET;
  return {
    position: [tx, ty + Math.sin(elevation) * distance, tz + Math.cos(elevation) * distance],
    target: HOME_TARGET,
  };
}

function buildTerrain(material: THREE.Material): THREE.Mesh {
  const geometry = new THREE.PlaneGeometry(TERRAIN_SIZE, TERRAIN_SIZE, TERRAIN_SEGMENTS, TERRAIN_SEGMENTS);
  geometry.rotateX(-Math.PI / 2);
  const pos = geometry.getAttribute("position") as THREE.BufferAttribute;
  const colors = new Float32Array(pos.count * 3);
  const low = new THREE.Color("#4f9a6c");
  const high = new THREE.Color("#8fbf5a");
  const dry = new THREE.Color("#a9b870");
  const c = new THREE.Color();
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i);
    const z = pos.getZ(i);
    const y = terrainHeight(x, z);
    pos.setY(i, y);
    // Hollows darker, crests lighter, a drier tint on the far hills.
    c.copy(low).lerp(high, THREE.MathUtils.clamp((y + 0.6) / 3, 0, 1));
    c.lerp(dry, THREE.MathUtils.clamp((Math.hypot(x, z) - 30) / 30, 0, 0.5));
    colors.set([c.r, c.g, c.b], i * 3);
  }
  geometry.setAttribute("color", new THREE.BufferAttribute(colors, 3));
  geometry.computeVertexNormals();
  const mesh = new THREE.Mesh(geometry, material);
  mesh.receiveShadow = true;
  return mesh;
}

/** A sky dome: a vertical gradient that meets the fog colour at the horizon. */
function buildSky(): THREE.Mesh {
  const geometry = new THREE.SphereGeometry(220, 16, 10);
  const pos = geometry.getAttribute("position") as THREE.BufferAttribute;
  const colors = new Float32Array(pos.count * 3);
  const top = new THREE.Color("#b9dcc6");
  const horizon = new THREE.Color(HORIZON);
  const c = new THREE.Color();
  for (let i = 0; i < pos.count; i++) {
    c.copy(horizon).lerp(top, THREE.MathUtils.clamp(pos.getY(i) / 140, 0, 1));
    colors.set([c.r, c.g, c.b], i * 3);
  }
  geometry.setAttribute("color", new THREE.BufferAttribute(colors, 3));
  const material = new THREE.MeshBasicMaterial({
    vertexColors: true,
    side: THREE.BackSide,
    fog: false,
    depthWrite: false,
    toneMapped: false,
  });
  const sky = new THREE.Mesh(geometry, material);
  sky.renderOrder = -1;
  return sky;
}

function instanced(
  geometry: THREE.BufferGeometry,
  material: THREE.Material,
  items: { position: [number, number]; rotation: number; scale: number; color: string; height?: number }[],
): THREE.InstancedMesh {
  const mesh = new THREE.InstancedMesh(geometry, material, items.length);
  const m = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  const up = new THREE.Vector3(0, 1, 0);
  items.forEach((item, i) => {
    const [x, z] = item.position;
    const s = item.scale;
    m.compose(
      new THREE.Vector3(x, terrainHeight(x, z) - 0.02, z),
      q.setFromAxisAngle(up, item.rotation),
      new THREE.Vector3(s, s * (item.height ?? 1), s),
    );
    mesh.setMatrixAt(i, m);
    mesh.setColorAt(i, new THREE.Color(item.color));
  });
  mesh.instanceMatrix.needsUpdate = true;
  mesh.computeBoundingSphere();
  return mesh;
}

/** The little "i" disc over each entry, as the sketch draws it: drawn once on a canvas. */
function markerTexture(): THREE.CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 64;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "rgba(188,227,90,0.45)";
  g.beginPath();
  g.arc(32, 32, 31, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = "#ffffff";
  g.strokeStyle = "#22553a";
  g.lineWidth = 4;
  g.beginPath();
  g.arc(32, 32, 20, 0, Math.PI * 2);
  g.fill();
  g.stroke();
  g.fillStyle = "#22553a";
  g.fillRect(29.5, 29, 5, 13);
  g.beginPath();
  g.arc(32, 23, 3, 0, Math.PI * 2);
  g.fill();
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}

function ring(color: string, opacity: number): THREE.Mesh {
  const mesh = new THREE.Mesh(
    new THREE.RingGeometry(0.82, 1, 40),
    new THREE.MeshBasicMaterial({ color, transparent: true, opacity, depthWrite: false, toneMapped: false }),
  );
  mesh.rotation.x = -Math.PI / 2;
  mesh.visible = false;
  mesh.renderOrder = 1;
  return mesh;
}

interface Entry {
  layout: EntryLayout;
  group: THREE.Group;
  mesh: THREE.Mesh;
  /** The model's middle, in scene coordinates: where the camera looks when the entry is chosen. */
  centre: THREE.Vector3;
  /** Radius of the ring drawn round the entry's foot. */
  footprint: number;
  top: number;
}

export function mount(
  host: HTMLElement,
  options: { reducedMotion: boolean; onFailure(reason: string): void },
): MountedScene<ForestController> {
  const aspect = Math.max(0.3, host.clientWidth / Math.max(1, host.clientHeight));
  const home = homeView(aspect);
  const stage: Stage = createStage(host, {
    cameraPosition: home.position,
    target: home.target,
    minDistance: MIN_DISTANCE,
    maxDistance: MAX_DISTANCE,
    reducedMotion: options.reducedMotion,
    onFailure: (reason) => options.onFailure(reason),
    background: HORIZON,
    fov: fovFor(aspect),
  });
  const { scene, renderer } = stage;

  // One small shadow map, drawn once: nothing in the forest moves, so it never needs redrawing.
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  renderer.shadowMap.autoUpdate = false;
  renderer.shadowMap.needsUpdate = true;
  renderer.toneMappingExposure = 1.05;
  scene.fog = new THREE.Fog(HORIZON, 34, 95);

  scene.add(new THREE.HemisphereLight("#eaf6ee", "#6b5a3e", 1.6));
  const sun = new THREE.DirectionalLight("#fff1d6", 2.4);
  sun.position.set(18, 30, 14);
  sun.target.position.set(0, 0, -1);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  Object.assign(sun.shadow.camera, { left: -18, right: 18, top: 18, bottom: -18, near: 5, far: 80 });
  sun.shadow.bias = -0.0008;
  sun.shadow.normalBias = 0.03;
  scene.add(sun, sun.target);

  const material = new THREE.MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 0.92, metalness: 0 });
  scene.add(buildSky(), buildTerrain(new THREE.MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 1 })));

  const cover = groundCover();
  const grassColors = ["#3b855a", "#4f9a4c", "#6aa84f"];
  const flowerColors = ["#f5c451", "#faf8f5", "#e4f5b8", "#d98fb0"];
  scene.add(
    instanced(
      grassGeometry(),
      material,
      cover.grass.map((s, i) => ({ ...s, color: grassColors[i % 3]! })),
    ),
    instanced(
      rockGeometry(),
      material,
      cover.rocks.map((s, i) => ({ ...s, color: i % 2 ? "#8d918a" : "#a4a49a" })),
    ),
    instanced(
      flowerGeometry(),
      material,
      cover.flowers.map((s, i) => ({ ...s, color: flowerColors[i % 4]! })),
    ),
  );
  const conifers = cover.backdrop.filter((b) => b.conifer);
  const broadleaves = cover.backdrop.filter((b) => !b.conifer);
  const backdrop = [
    instanced(
      backdropGeometry(true),
      material,
      conifers.map((s, i) => ({ ...s, scale: s.scale * 9, color: i % 2 ? "#22553a" : "#2a6a46" })),
    ),
    instanced(
      backdropGeometry(false),
      material,
      broadleaves.map((s, i) => ({ ...s, scale: s.scale * 8, color: i % 2 ? "#3b855a" : "#4f9a6c" })),
    ),
  ];
  for (const mesh of backdrop) mesh.castShadow = true;
  scene.add(...backdrop);

  const markerMaterial = new THREE.SpriteMaterial({ map: markerTexture(), toneMapped: false, depthWrite: false });
  const built: Entry[] = entries.map((layout) => {
    const geometry = layout.kind === "tree" ? treeGeometry(layout.id as TreeType, layout.height) : animalGeometry(layout.id as AnimalType);
    const mesh = new THREE.Mesh(geometry, material);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    const group = new THREE.Group();
    group.name = layout.id;
    group.add(mesh);
    const [x, z] = layout.position;
    group.position.set(x, baseHeight(layout), z);
    group.rotation.y = layout.rotation;
    group.scale.setScalar(layout.scale);
    group.updateMatrixWorld(true);
    const box = new THREE.Box3().setFromObject(mesh);
    const size = box.getSize(new THREE.Vector3());
    const marker = new THREE.Sprite(markerMaterial);
    const markerSize = layout.kind === "tree" ? 0.75 : 0.55;
    marker.scale.setScalar(markerSize / layout.scale);
    marker.position.set(0, (size.y + (layout.kind === "tree" ? 0.5 : 0.45)) / layout.scale, 0);
    marker.renderOrder = 2;
    group.add(marker);
    scene.add(group);
    return {
      layout,
      group,
      mesh,
      centre: box.getCenter(new THREE.Vector3()),
      footprint: layout.kind === "tree" ? Math.max(1.1, Math.min(size.x, size.z) * 0.45) : Math.max(0.5, Math.max(size.x, size.z) * 0.7),
      top: box.max.y,
    };
  });
  const byGroup = new Map(built.map((e) => [e.group as THREE.Object3D, e]));
  const byId = new Map(built.map((e) => [e.layout.id, e]));
  const pickable = () => built.map((e) => e.group);

  const selectedRing = ring("#bce35a", 0.95);
  const hoverRing = ring("#ffffff", 0.7);
  scene.add(selectedRing, hoverRing);
  const placeRing = (target: THREE.Mesh, entry: Entry | null) => {
    target.visible = entry !== null;
    if (!entry) return;
    const [x, z] = entry.layout.position;
    const y = entry.layout.perch !== undefined ? entry.group.position.y : terrainHeight(x, z);
    target.position.set(x, y + 0.06, z);
    target.scale.setScalar(entry.footprint);
  };

  let selectHandler: (id: EntryId | null) => void = () => {};
  let selected: Entry | null = null;
  let idle = !options.reducedMotion && !location.search.includes("e2e-scene");
  const stopIdle = () => {
    idle = false;
  };
  stage.controls.addEventListener("start", stopIdle);

  const choose = (entry: Entry | null) => {
    selected = entry;
    placeRing(selectedRing, entry);
    stage.invalidate();
  };

  stage.onPick(pickable, (object) => {
    stopIdle();
    const entry = object ? (byGroup.get(object) ?? null) : null;
    choose(entry);
    selectHandler(entry?.layout.id ?? null);
  });
  stage.onHover(pickable, (object) => {
    placeRing(hoverRing, object ? (byGroup.get(object) ?? null) : null);
    if (hoverRing.visible && selected && hoverRing.position.equals(selectedRing.position)) hoverRing.visible = false;
    stage.invalidate();
  });

  /** Looks at the entry from the camera's current side, close enough to fill a good part of the view. */
  const bringIntoView = (entry: Entry) => {
    const target = entry.centre.clone();
    const distance = entry.layout.kind === "tree" ? Math.max(13, entry.top * 2.1) : 7;
    const from = stage.camera.position.clone().sub(stage.controls.target).setY(0).normalize();
    if (from.lengthSq() === 0) from.set(0, 0, 1);
    const position = target.clone().addScaledVector(from, distance * Math.cos(0.42));
    position.y = target.y + distance * Math.sin(0.42);
    stage.flyTo([position.x, position.y, position.z], [target.x, target.y, target.z]);
  };

  // Test hook (only with ?e2e-scene in the address): where each entry can be clicked, in canvas pixels,
  // checked by a ray so another model in front of it never takes the click.
  if (location.search.includes("e2e-scene")) {
    const canvas = renderer.domElement;
    stage.onFrame(() => {
      const rect = canvas.getBoundingClientRect();
      const points: Record<string, [number, number]> = {};
      for (const entry of built) {
        const candidates = [entry.centre, entry.group.children[1]!.getWorldPosition(new THREE.Vector3())];
        for (const point of candidates) {
          const p = stage.project(point);
          if (!p.visible) continue;
          const hit = stage.pick(rect.left + p.x, rect.top + p.y, pickable());
          if (hit === entry.group) {
            points[entry.layout.id] = [Math.round(p.x), Math.round(p.y)];
            break;
          }
        }
      }
      canvas.dataset.entries = JSON.stringify(points);
    });
  }

  if (idle) {
    const start = performance.now();
    let turned = 0;
    const axis = new THREE.Vector3(0, 1, 0);
    stage.animate((now) => {
      if (!idle) return false;
      const t = Math.min(1, (now - start) / IDLE_MS);
      // Ease in and out: a swing that starts and ends at rest.
      const angle = IDLE_ANGLE * (0.5 - Math.cos(Math.PI * t) / 2);
      const offset = stage.camera.position
        .clone()
        .sub(stage.controls.target)
        .applyAxisAngle(axis, angle - turned);
      turned = angle;
      stage.camera.position.copy(stage.controls.target).add(offset);
      stage.camera.lookAt(stage.controls.target);
      if (t >= 1) idle = false;
      return idle;
    });
  }
  stage.invalidate();

  const controller: ForestController = {
    select(id) {
      stopIdle();
      const entry = id ? (byId.get(id) ?? null) : null;
      choose(entry);
      if (entry) bringIntoView(entry);
    },
    onSelect(handler) {
      selectHandler = handler;
    },
    zoom(direction) {
      stopIdle();
      stage.zoomBy(direction === "in" ? 0.75 : 1 / 0.75);
    },
    rotate(direction) {
      stopIdle();
      stage.rotateBy(direction === "left" ? Math.PI / 8 : -Math.PI / 8);
    },
    reset() {
      stopIdle();
      const view = homeView(Math.max(0.3, host.clientWidth / Math.max(1, host.clientHeight)));
      stage.flyTo(view.position, view.target);
    },
  };

  return {
    controller,
    dispose() {
      selectHandler = () => {};
      idle = false;
      stage.dispose();
    },
  };
}
