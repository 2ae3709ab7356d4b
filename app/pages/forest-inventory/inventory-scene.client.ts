/**
 * The 3D inventory visualisation: the demo forest as a low-poly diorama, in four layers (satellite image,
 * drone image, AI analysis, inventory). Loaded by the page's SceneIsland through a dynamic import, so three
 * never reaches the first load. Everything is built in code; nothing is fetched.
 */
import * as THREE from "three";
import type { MountedScene, SceneMountOptions } from "~/features/scene3d/island";
import { createStage, type Vec3 } from "~/features/scene3d/stage";
import { crownRadius, demoTrees, PLOT_HALF, sceneHeight, seededRandom, type DemoTree, type TreeSpecies } from "./demo-forest";
import { healthClasses, healthColours, inventoryLayers, speciesColours, zoomDistance, type HealthClass, type LayerId } from "./layers";
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
/** The satellite image covers this much ground around the plot (scene units). */
const IMAGE_SIZE = 30;
const SCAN_MS = 1800;

/** A canvas-drawn texture. */
function paint(size: number, draw: (g: CanvasRenderingContext2D, size: number) => void, pixelated = false): THREE.CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext("2d");
  if (g) draw(g, size);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  if (pixelated) {
    texture.magFilter = THREE.NearestFilter;
    texture.minFilter = THREE.NearestFilter;
    texture.generateMipmaps = false;
  } else {
    texture.anisotropy = 4;
  }
  return texture;
}

/** Scene x/z to texture pixels, for a texture covering `extent` units centred on the plot. */
const toPixel = (value: number, extent: number, size: number) => ((value + extent / 2) / extent) * size;

function satelliteImage(): THREE.CanvasTexture {
  return paint(
    128,
    (g, size) => {
      const random = seededRandom(11);
      g.fillStyle = "#3a5a3c";
      g.fillRect(0, 0, size, size);
      // Fields, forest and a track around the plot, then the plot's own trees: a coarse image, as from orbit.
      g.fillStyle = "#7d8a4e";
      g.fillRect(0, size * 0.78, size * 0.42, size * 0.22);
      g.fillStyle = "#8c9a5a";
      g.fillRect(size * 0.8, 0, size * 0.2, size * 0.3);
      for (let i = 0; i < 420; i++) {
        const x = random() * size;
        const y = random() * size;
        const plot = Math.abs(x - size / 2) < (PLOT_HALF / IMAGE_SIZE) * size && Math.abs(y - size / 2) < (PLOT_HALF / IMAGE_SIZE) * size;
        const field = (x < size * 0.42 && y > size * 0.78) || (x > size * 0.8 && y < size * 0.3);
        if (plot || field) continue;
        g.fillStyle = random() < 0.55 ? "#1f3d28" : random() < 0.5 ? "#2f5531" : "#466f3a";
        g.beginPath();
        g.arc(x, y, 1.4 + random() * 2.2, 0, Math.PI * 2);
        g.fill();
      }
      g.strokeStyle = "#b9a98a";
      g.lineWidth = 2;
      g.beginPath();
      g.moveTo(0, size * 0.7);
      g.bezierCurveTo(size * 0.3, size * 0.66, size * 0.25, size * 0.22, size, size * 0.12);
      g.stroke();
      g.fillStyle = "#67854a";
      const half = (PLOT_HALF / IMAGE_SIZE) * size;
      g.fillRect(size / 2 - half, size / 2 - half, half * 2, half * 2);
      for (const t of demoTrees) {
        g.fillStyle = t.species === "deadTree" ? "#9a8c6a" : t.species === "spruce" || t.species === "pine" ? "#132a1c" : "#23461f";
        g.beginPath();
        g.arc(
          toPixel(t.position[0], IMAGE_SIZE, size),
          toPixel(t.position[2], IMAGE_SIZE, size),
          (crownRadius(t) / IMAGE_SIZE) * size * 1.6,
          0,
          Math.PI * 2,
        );
        g.fill();
      }
      // Sensor noise.
      const image = g.getImageData(0, 0, size, size);
      for (let i = 0; i < image.data.length; i += 4) {
        const n = (random() - 0.5) * 18;
        image.data[i] = image.data[i]! + n;
        image.data[i + 1] = image.data[i + 1]! + n;
        image.data[i + 2] = image.data[i + 2]! + n;
      }
      g.putImageData(image, 0, 0);
    },
    true,
  );
}

const plotExtent = PLOT_HALF * 2;

function forestFloor(): THREE.CanvasTexture {
  return paint(512, (g, size) => {
    const random = seededRandom(5);
    g.fillStyle = "#4f6f3b";
    g.fillRect(0, 0, size, size);
    const colours = ["#5d7d42", "#425f33", "#6b7f3f", "#7a6a45", "#587a3e"];
    for (let i = 0; i < 2600; i++) {
      g.fillStyle = colours[Math.floor(random() * colours.length)]!;
      g.globalAlpha = 0.35 + random() * 0.4;
      g.beginPath();
      g.arc(random() * size, random() * size, 1 + random() * 4, 0, Math.PI * 2);
      g.fill();
    }
    g.globalAlpha = 1;
  });
}

function gridFloor(base: string, line: string, strong: string): THREE.CanvasTexture {
  return paint(512, (g, size) => {
    g.fillStyle = base;
    g.fillRect(0, 0, size, size);
    const unit = size / plotExtent;
    const offset = (plotExtent / 2 - Math.floor(plotExtent / 2)) * unit;
    g.lineWidth = 1;
    g.strokeStyle = line;
    for (let v = offset; v < size; v += unit) {
      g.beginPath();
      g.moveTo(v, 0);
      g.lineTo(v, size);
      g.moveTo(0, v);
      g.lineTo(size, v);
      g.stroke();
    }
    // The cell borders of the 5 × 5 grid, stronger.
    g.strokeStyle = strong;
    g.lineWidth = 2;
    for (let i = -2.5; i <= 2.5; i++) {
      const v = toPixel(i * 2, plotExtent, size);
      g.beginPath();
      g.moveTo(v, toPixel(-5, plotExtent, size));
      g.lineTo(v, toPixel(5, plotExtent, size));
      g.moveTo(toPixel(-5, plotExtent, size), v);
      g.lineTo(toPixel(5, plotExtent, size), v);
      g.stroke();
    }
  });
}

interface Materials {
  crown: Record<TreeSpecies, THREE.MeshStandardMaterial>;
  health: Record<HealthClass, THREE.MeshStandardMaterial>;
  bark: THREE.MeshStandardMaterial;
  birchBark: THREE.MeshStandardMaterial;
  beechBark: THREE.MeshStandardMaterial;
  deadWood: THREE.MeshStandardMaterial;
}

const standard = (color: string, extra: THREE.MeshStandardMaterialParameters = {}) =>
  new THREE.MeshStandardMaterial({ color, roughness: 0.9, metalness: 0, flatShading: true, ...extra });

function materials(): Materials {
  const crown = Object.fromEntries(Object.entries(speciesColours).map(([s, c]) => [s, standard(c)])) as Record<
    TreeSpecies,
    THREE.MeshStandardMaterial
  >;
  const health = Object.fromEntries(
    healthClasses.map((h) => [h, standard(healthColours[h], { emissive: healthColours[h], emissiveIntensity: 0.18 })]),
  ) as Record<HealthClass, THREE.MeshStandardMaterial>;
  return {
    crown,
    health,
    bark: standard("#5b4633"),
    birchBark: standard("#e8e4da"),
    beechBark: standard("#8d8a7e"),
    deadWood: standard("#8f8470"),
  };
}

interface BuiltTree {
  tree: DemoTree;
  group: THREE.Group;
  /** Crown parts: recoloured by health in the analysis layer. */
  crowns: THREE.Mesh[];
  proxy: THREE.Mesh;
}

/** Unit shapes every tree is scaled from (shared: one upload each). */
const makeGeometries = () => ({
  trunk: new THREE.CylinderGeometry(0.7, 1, 1, 6).translate(0, 0.5, 0),
  cone: new THREE.ConeGeometry(1, 1, 7).translate(0, 0.5, 0),
  blob: new THREE.IcosahedronGeometry(1, 1),
  proxy: new THREE.CylinderGeometry(1, 1, 1, 8).translate(0, 0.5, 0),
  proxyMaterial: new THREE.MeshBasicMaterial(),
});
type Geometries = ReturnType<typeof makeGeometries>;

function buildTree(tree: DemoTree, m: Materials, geometries: Geometries): BuiltTree {
  const group = new THREE.Group();
  const h = sceneHeight(tree);
  const r = crownRadius(tree);
  const random = seededRandom(tree.id * 97);
  const crowns: THREE.Mesh[] = [];
  const part = (geometry: THREE.BufferGeometry, material: THREE.Material, scale: Vec3, position: Vec3, isCrown = false) => {
    const mesh = new THREE.Mesh(geometry, material);
    mesh.scale.set(...scale);
    mesh.position.set(...position);
    mesh.castShadow = true;
    mesh.receiveShadow = isCrown;
    if (isCrown) {
      mesh.userData.natural = material;
      crowns.push(mesh);
    }
    group.add(mesh);
    return mesh;
  };
  const crown = m.crown[tree.species];
  const trunkR = Math.max(0.04, tree.diameterM * 0.16);

  switch (tree.species) {
    case "spruce": {
      part(geometries.trunk, m.bark, [trunkR, h * 0.3, trunkR], [0, 0, 0]);
      // Three tiers, narrowing to the top.
      for (let i = 0; i < 3; i++)
        part(geometries.cone, crown, [r * (1 - i * 0.24), h * 0.42, r * (1 - i * 0.24)], [0, h * (0.18 + i * 0.2), 0], true);
      break;
    }
    case "pine": {
      part(geometries.trunk, m.bark, [trunkR, h * 0.8, trunkR], [0, 0, 0]);
      // A high, flat, umbrella-like crown in tiers.
      part(geometries.blob, crown, [r * 1.05, h * 0.08, r * 0.95], [0, h * 0.78, 0], true);
      part(geometries.blob, crown, [r * 0.7, h * 0.07, r * 0.65], [r * 0.3, h * 0.88, -r * 0.15], true);
      part(geometries.blob, crown, [r * 0.5, h * 0.06, r * 0.5], [-r * 0.35, h * 0.85, r * 0.3], true);
      break;
    }
    case "birch": {
      part(geometries.trunk, m.birchBark, [trunkR * 0.8, h * 0.75, trunkR * 0.8], [0, 0, 0]);
      part(geometries.blob, crown, [r, h * 0.3, r], [0, h * 0.66, 0], true);
      break;
    }
    case "deadTree": {
      part(geometries.trunk, m.deadWood, [trunkR * 1.4, h, trunkR * 1.4], [0, 0, 0]);
      for (const [height, angle] of [
        [0.5, 0.9],
        [0.7, -1.0],
        [0.85, 0.7],
      ] as const) {
        const branch = part(geometries.trunk, m.deadWood, [trunkR * 0.5, h * 0.35, trunkR * 0.5], [0, h * height, 0]);
        branch.rotation.set(0, random() * Math.PI * 2, angle);
      }
      break;
    }
    default: {
      // Broadleaves: beech and maple round, oak wide with several lobes.
      const bark = tree.species === "beech" ? m.beechBark : m.bark;
      part(geometries.trunk, bark, [trunkR, h * 0.55, trunkR], [0, 0, 0]);
      const lobes = tree.species === "oak" ? 3 : 2;
      part(geometries.blob, crown, [r * 0.85, h * 0.26, r * 0.85], [0, h * 0.64, 0], true);
      for (let i = 0; i < lobes; i++) {
        const angle = (i / lobes) * Math.PI * 2 + random();
        part(
          geometries.blob,
          crown,
          [r * 0.55, h * 0.18, r * 0.55],
          [Math.cos(angle) * r * 0.45, h * (0.6 + random() * 0.15), Math.sin(angle) * r * 0.45],
          true,
        );
      }
    }
  }
  group.rotation.y = random() * Math.PI * 2;
  group.position.set(...tree.position);

  // An invisible cylinder round the whole tree: easier to hit than its parts, and pickable in every layer.
  const proxy = new THREE.Mesh(geometries.proxy, geometries.proxyMaterial);
  proxy.visible = false;
  proxy.scale.set(Math.max(r, 0.35), h, Math.max(r, 0.35));
  proxy.position.set(...tree.position);
  proxy.userData.treeId = tree.id;
  return { tree, group, crowns, proxy };
}

function ring(inner: number, outer: number, color: string, opacity = 1) {
  const mesh = new THREE.Mesh(
    new THREE.RingGeometry(inner, outer, 40).rotateX(-Math.PI / 2),
    new THREE.MeshBasicMaterial({ color, transparent: opacity < 1, opacity, toneMapped: false, depthWrite: false }),
  );
  mesh.position.y = 0.015;
  mesh.renderOrder = 1;
  return mesh;
}

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
