/**
 * The 3D inventory visualisation: the demo forest as a low-poly diorama, in four layers (satellite image,
 * drone image, AI analysis, inventory). Loaded by the page's SceneIsland through a dynamic import, so three
 * never reaches the first load. Everything is built in code; nothing is fetched.
 */
import * as THREE from "three";
import type { MountedScene, SceneMountOptions } from "~/features/scene3d";
import { createStage } from "~/features/scene3d/index.stage";
import { crownRadius, demoTrees, PLOT_HALF, sceneHeight } from "./demo-forest";
import { forestFloor, gridFloor, IMAGE_SIZE, plotExtent, satelliteImage } from "./inventory-textures.client";
import { buildTree, makeGeometries, materials, ring, type BuiltTree } from "./inventory-trees.client";
import { healthClasses, healthColours, inventoryLayers, zoomDistance, type LayerId } from "./layers";
import { healthClassOf } from "./tree-health";

export interface TreeHover {
  id: number;
  /** The top of the tree's crown, in CSS pixels from the canvas's top left corner. */
  x: number;
  y: number;
}

export interface InventorySceneController {
  /** Shows a layer and moves the camera to its position (a flight, or a cut when `instant` or with reduced motion). */
  setLayer(layer: LayerId, instant?: boolean): void;
  zoom(direction: "in" | "out"): void;
  rotate(direction: "left" | "right"): void;
  /** Marks the tree whose card is open (null: none). */
  select(id: number | null): void;
  /** A tree clicked or tapped in the scene (null: empty ground clicked). */
  onSelect(handler: (id: number | null) => void): void;
  /** The tree under the mouse in the inventory layer, for its label (null: none). */
  onHover(handler: (hover: TreeHover | null) => void): void;
}

const BACKGROUND = "#143324";
const ZOOM_STEP = 0.75;
const ROTATE_STEP = Math.PI / 8;
const SCAN_MS = 1800;

export function mount(host: HTMLElement, options: SceneMountOptions): MountedScene<InventorySceneController> {
  const start = inventoryLayers[0];
  const stage = createStage(host, {
    cameraPosition: [...start.camera],
    minDistance: zoomDistance.min,
    maxDistance: zoomDistance.max,
    reducedMotion: options.reducedMotion,
    onFailure: options.onFailure,
    background: BACKGROUND,
  });
  const { scene, renderer } = stage;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  scene.fog = new THREE.Fog(BACKGROUND, 35, 80);

  // Soft daylight: sky and ground bounce, a warm sun from the south-west that casts the shadows.
  scene.add(new THREE.HemisphereLight("#eaf6d8", "#3b3324", 1.6));
  const sun = new THREE.DirectionalLight("#fff1d6", 2.4);
  sun.position.set(-7, 12, 6);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  Object.assign(sun.shadow.camera, { left: -8, right: 8, top: 8, bottom: -8, near: 1, far: 40 });
  sun.shadow.bias = -0.0008;
  sun.shadow.normalBias = 0.03;
  scene.add(sun);

  const m = materials();
  const floors: Record<Exclude<LayerId, "satellite">, THREE.CanvasTexture> = {
    drone: forestFloor(),
    analysis: gridFloor("#17261c", "rgba(94,164,122,0.16)", "rgba(94,164,122,0.35)"),
    inventory: gridFloor("#eef4ec", "rgba(42,106,70,0.14)", "rgba(42,106,70,0.35)"),
  };
  const top = new THREE.MeshStandardMaterial({ map: floors.drone, roughness: 1 });
  const soil = new THREE.MeshStandardMaterial({ color: "#54493a", roughness: 1 });
  // The plot as a block of ground: top, then soil on its sides (box faces: +x, −x, +y, −y, +z, −z).
  const slab = new THREE.Mesh(new THREE.BoxGeometry(plotExtent, 0.5, plotExtent), [soil, soil, top, soil, soil, soil]);
  slab.position.y = -0.25;
  slab.receiveShadow = true;
  scene.add(slab);

  // The satellite layer: a coarse image of the plot and its surroundings, the plot outlined on it.
  const image = new THREE.Mesh(
    new THREE.PlaneGeometry(IMAGE_SIZE, IMAGE_SIZE).rotateX(-Math.PI / 2),
    new THREE.MeshBasicMaterial({ map: satelliteImage(), toneMapped: false }),
  );
  const outline = new THREE.LineSegments(
    new THREE.EdgesGeometry(new THREE.PlaneGeometry(plotExtent, plotExtent).rotateX(-Math.PI / 2)),
    new THREE.LineBasicMaterial({ color: "#d1ee8a", toneMapped: false }),
  );
  outline.position.y = 0.02;
  const tiles = new THREE.GridHelper(IMAGE_SIZE, 6, "#d1ee8a", "#d1ee8a");
  (tiles.material as THREE.Material).transparent = true;
  (tiles.material as THREE.Material).opacity = 0.18;
  tiles.position.y = 0.01;
  const satellite = new THREE.Group().add(image, outline, tiles);
  scene.add(satellite);

  const geometries = makeGeometries();
  const trees = demoTrees.map((t) => buildTree(t, m, geometries));
  const forest = new THREE.Group();
  const healthRings = new THREE.Group();
  for (const t of trees) {
    forest.add(t.group);
    const r = crownRadius(t.tree);
    const mark = ring(r * 0.92, r * 1.08, healthColours[healthClassOf(t.tree.health)]);
    mark.position.x = t.tree.position[0];
    mark.position.z = t.tree.position[2];
    healthRings.add(mark);
  }
  const proxies = trees.map((t) => t.proxy);
  scene.add(forest, healthRings, ...proxies);

  const selection = ring(1, 1.2, "#d1ee8a");
  selection.visible = false;
  const hoverMark = ring(1, 1.08, "#ffffff", 0.75);
  hoverMark.visible = false;
  scene.add(selection, hoverMark);

  // The drone layer's scan: a bar of light that sweeps over the plot once.
  const scanBar = new THREE.Mesh(
    new THREE.BoxGeometry(plotExtent, 0.03, 0.03),
    new THREE.MeshBasicMaterial({ color: "#d1ee8a", toneMapped: false }),
  );
  const scanSheet = new THREE.Mesh(
    new THREE.PlaneGeometry(plotExtent, 4).translate(0, -2, 0),
    new THREE.MeshBasicMaterial({
      color: "#bce35a",
      transparent: true,
      opacity: 0.14,
      side: THREE.DoubleSide,
      depthWrite: false,
      toneMapped: false,
    }),
  );
  const scan = new THREE.Group().add(scanBar, scanSheet);
  scan.position.y = 4;
  scan.visible = false;
  scene.add(scan);

  let layer: LayerId = start.id;
  let hovered: BuiltTree | null = null;
  let selectHandler: (id: number | null) => void = () => {};
  let hoverHandler: (hover: TreeHover | null) => void = () => {};
  const byId = new Map(trees.map((t) => [t.tree.id, t]));

  const place = (mark: THREE.Mesh, t: BuiltTree, scale: number) => {
    mark.position.x = t.tree.position[0];
    mark.position.z = t.tree.position[2];
    mark.scale.setScalar(scale);
    mark.visible = true;
  };

  const anchor = new THREE.Vector3();
  const hoverAt = (t: BuiltTree): TreeHover => {
    anchor.set(t.tree.position[0], sceneHeight(t.tree), t.tree.position[2]);
    const p = stage.project(anchor);
    return { id: t.tree.id, x: p.x, y: p.y };
  };
  const setHovered = (t: BuiltTree | null) => {
    hovered = t;
    if (t) place(hoverMark, t, crownRadius(t.tree) + 0.12);
    else hoverMark.visible = false;
    hoverHandler(t ? hoverAt(t) : null);
    stage.invalidate();
  };

  const applyLayer = (next: LayerId) => {
    layer = next;
    satellite.visible = next === "satellite";
    slab.visible = next !== "satellite";
    forest.visible = next !== "satellite";
    healthRings.visible = next === "analysis";
    if (next !== "satellite") {
      top.map = floors[next];
      top.needsUpdate = true;
    }
    for (const t of trees) {
      for (const crown of t.crowns) {
        crown.material = next === "analysis" ? m.health[healthClassOf(t.tree.health)] : (crown.userData.natural as THREE.Material);
      }
    }
    if (next !== "inventory" && hovered) setHovered(null);
    scan.visible = false;
    if (next === "drone" && !options.reducedMotion) {
      const begin = performance.now();
      scan.visible = true;
      stage.animate((now) => {
        const t = Math.min(1, (now - begin) / SCAN_MS);
        scan.position.z = -PLOT_HALF + t * plotExtent;
        if (t >= 1 || layer !== "drone") scan.visible = false;
        return scan.visible;
      });
    }
  };

  stage.onPick(
    () => proxies,
    (object) => {
      const id = typeof object?.userData.treeId === "number" ? object.userData.treeId : null;
      selectHandler(id);
    },
  );
  stage.onHover(
    () => (layer === "inventory" ? proxies : []),
    (object) => setHovered(object ? (byId.get(object.userData.treeId as number) ?? null) : null),
  );
  stage.onFrame(() => {
    // Labels follow their tree while the camera moves.
    if (hovered) hoverHandler(hoverAt(hovered));
  });

  // Test hook (only with ?e2e-scene in the address): each tree's crown on screen, for clicking it in the tests.
  if (new URLSearchParams(window.location.search).has("e2e-scene")) {
    const canvas = renderer.domElement;
    const point = new THREE.Vector3();
    stage.onFrame(() => {
      const spots = trees.map((t) => {
        point.set(t.tree.position[0], sceneHeight(t.tree) * 0.6, t.tree.position[2]);
        const p = stage.project(point);
        return { id: t.tree.id, x: Math.round(p.x), y: Math.round(p.y), d: Math.round(p.distance * 100) / 100, visible: p.visible };
      });
      canvas.dataset.trees = JSON.stringify(spots);
    });
  }

  // Compile every layer's shaders now, with everything shown (and one probe per health colour), so the
  // first switch to another layer does not stall on shader compilation.
  const probes = healthClasses.map((h) => new THREE.Mesh(geometries.blob, m.health[h]));
  scene.add(...probes);
  scan.visible = true;
  renderer.compile(scene, stage.camera);
  scene.remove(...probes);
  applyLayer(layer);
  stage.invalidate();

  const controller: InventorySceneController = {
    setLayer(next, instant = false) {
      const target = inventoryLayers.find((l) => l.id === next);
      if (!target) return;
      applyLayer(next);
      if (instant) {
        const [x, y, z] = target.camera;
        stage.camera.position.set(x, y, z);
        stage.controls.target.set(0, 0, 0);
        stage.controls.update();
        stage.invalidate();
      } else {
        stage.flyTo([...target.camera], [0, 0, 0]);
      }
    },
    zoom: (direction) => stage.zoomBy(direction === "in" ? ZOOM_STEP : 1 / ZOOM_STEP),
    rotate: (direction) => stage.rotateBy(direction === "left" ? ROTATE_STEP : -ROTATE_STEP),
    select(id) {
      const t = id === null ? undefined : byId.get(id);
      if (t) place(selection, t, crownRadius(t.tree) + 0.2);
      else selection.visible = false;
      stage.invalidate();
    },
    onSelect(handler) {
      selectHandler = handler;
    },
    onHover(handler) {
      hoverHandler = handler;
    },
  };

  return {
    controller,
    dispose() {
      selectHandler = () => {};
      hoverHandler = () => {};
      for (const texture of Object.values(floors)) texture.dispose();
      // Materials and geometries in the scene (shared ones once), the renderer and its context.
      stage.dispose();
    },
  };
}
