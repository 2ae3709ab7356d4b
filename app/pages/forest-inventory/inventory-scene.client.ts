/**
 * The 3D inventory visualisation: the demo forest as a low-poly diorama, in four layers (satellite image,
 * drone image, AI analysis, inventory). Loaded by the page's SceneIsland through a dynamic import, so three
 * never reaches the first load. Everything is built in code; nothing is fetched.
 */
import * as THREE from "three";
import type { MountedScene, SceneMountOptions } from "~/features/scene3d";
import { createStage } from "~/features/scene3d/index.stage";
import { boxCorners, framedCamera, plotBox } from "./camera-framing";
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

/** A rectangle of the canvas in CSS pixels: the part the selected tree must stay inside (not under the card or the buttons). */
export interface ClearArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface InventorySceneController {
  /** Shows a layer and moves the camera to its position (a flight, or a cut when `instant` or with reduced motion). */
  setLayer(layer: LayerId, instant?: boolean): void;
  zoom(direction: "in" | "out"): void;
  rotate(direction: "left" | "right"): void;
  /**
   * Marks the tree whose card is open (null: none). With `clear`, the view moves sideways (not nearer)
   * when the tree is outside that area, so the card beside it never covers it; layer changes keep it there.
   */
  select(id: number | null, clear?: ClearArea): void;
  /** Where a tree is on the canvas now (CSS pixels), and the canvas's size. */
  screenPoint(id: number): { x: number; y: number; width: number; height: number } | null;
  /** A tree clicked or tapped in the scene (null: empty ground clicked). */
  onSelect(handler: (id: number | null) => void): void;
  /** The tree under the mouse in the inventory layer, for its label (null: none). */
  onHover(handler: (hover: TreeHover | null) => void): void;
}

const BACKGROUND = "#143324";
const ZOOM_STEP = 0.75;
const ROTATE_STEP = Math.PI / 8;
const SCAN_MS = 1800;
const FOV = 45;

export function mount(host: HTMLElement, options: SceneMountOptions): MountedScene<InventorySceneController> {
  const start = inventoryLayers[0];
  // Each layer's camera frames the whole plot in the box's current shape (tall on phones, wide on desktops).
  const aspect = () => Math.max(1, host.clientWidth) / Math.max(1, host.clientHeight);
  const cameraFor = (layer: (typeof inventoryLayers)[number]) =>
    framedCamera({ preferred: layer.camera, aspect: aspect(), fov: FOV, maxDistance: zoomDistance.max });
  const stage = createStage(host, {
    cameraPosition: cameraFor(start),
    fov: FOV,
    minDistance: zoomDistance.min,
    maxDistance: zoomDistance.max,
    reducedMotion: options.reducedMotion,
    onFailure: options.onFailure,
    background: BACKGROUND,
  });
  const { scene, renderer } = stage;
  // A finger moving up or down scrolls the page (the box fills most of a phone's screen); sideways it turns
  // the view, two fingers zoom. The orbit controls would take every touch (touch-action: none).
  renderer.domElement.style.touchAction = "pan-y";
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

  // Test hook (only with ?e2e-scene in the address): each tree's crown and the plot's corners on screen.
  if (new URLSearchParams(window.location.search).has("e2e-scene")) {
    const canvas = renderer.domElement;
    const point = new THREE.Vector3();
    const corners = boxCorners(plotBox);
    stage.onFrame(() => {
      const spots = trees.map((t) => {
        point.set(t.tree.position[0], sceneHeight(t.tree) * 0.6, t.tree.position[2]);
        const p = stage.project(point);
        return { id: t.tree.id, x: Math.round(p.x), y: Math.round(p.y), d: Math.round(p.distance * 100) / 100, visible: p.visible };
      });
      canvas.dataset.trees = JSON.stringify(spots);
      canvas.dataset.plot = JSON.stringify(
        corners.map((c) => {
          const p = stage.project(point.set(...c));
          return { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10, visible: p.visible };
        }),
      );
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

  // The selected tree and the part of the canvas it must stay inside (beside the card), if any.
  let selected: BuiltTree | null = null;
  let clear: ClearArea | undefined;
  // Whether the camera is where the layer puts it (no drag, zoom, turn or pan since): then a new box shape re-frames it.
  let framed = true;
  stage.controls.addEventListener("start", () => {
    framed = false;
  });

  const treePoint = (t: BuiltTree) => new THREE.Vector3(t.tree.position[0], sceneHeight(t.tree) * 0.6, t.tree.position[2]);

  /**
   * The camera moved sideways (position and target alike, so nothing turns or comes nearer) by as much
   * as brings the selected tree into the clear area, when it is outside that area seen from `position`
   * looking at `target`; otherwise unchanged.
   */
  const keepClear = (position: THREE.Vector3, target: THREE.Vector3) => {
    if (!selected || !clear) return { position, target };
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    const view = new THREE.PerspectiveCamera(FOV, width / height, 0.1, 500);
    view.position.copy(position);
    view.lookAt(target);
    view.updateMatrixWorld();
    const point = treePoint(selected);
    const ndc = point.clone().project(view);
    const x = ((ndc.x + 1) / 2) * width;
    const y = ((1 - ndc.y) / 2) * height;
    const inside = x >= clear.left && x <= clear.right && y >= clear.top && y <= clear.bottom;
    if (inside || clear.right <= clear.left || clear.bottom <= clear.top) return { position, target };
    // The least move that brings the tree well inside the area (an inset of up to 40 px from its edges).
    const insetX = Math.min(40, (clear.right - clear.left) / 2);
    const insetY = Math.min(40, (clear.bottom - clear.top) / 2);
    const dx = THREE.MathUtils.clamp(x, clear.left + insetX, clear.right - insetX) - x;
    const dy = THREE.MathUtils.clamp(y, clear.top + insetY, clear.bottom - insetY) - y;
    const forward = view.getWorldDirection(new THREE.Vector3());
    const depth = point.clone().sub(position).dot(forward);
    const perPixel = (2 * depth * Math.tan(THREE.MathUtils.degToRad(FOV / 2))) / height;
    const right = new THREE.Vector3().setFromMatrixColumn(view.matrixWorld, 0);
    const up = new THREE.Vector3().setFromMatrixColumn(view.matrixWorld, 1);
    const shift = right.multiplyScalar(-dx * perPixel).add(up.multiplyScalar(dy * perPixel));
    return { position: position.clone().add(shift), target: target.clone().add(shift) };
  };
  const toVec3 = (v: THREE.Vector3): [number, number, number] => [v.x, v.y, v.z];

  /** Puts the camera where the layer frames the plot (kept clear of the card); a flight unless `instant`. */
  const frameLayer = (next: LayerId, instant: boolean) => {
    const target = inventoryLayers.find((l) => l.id === next);
    if (!target) return;
    const view = keepClear(new THREE.Vector3(...cameraFor(target)), new THREE.Vector3(0, 0, 0));
    framed = true;
    if (instant) {
      stage.camera.position.copy(view.position);
      stage.controls.target.copy(view.target);
      stage.controls.update();
      stage.invalidate();
    } else {
      stage.flyTo(toVec3(view.position), toVec3(view.target));
    }
  };

  // A new shape of the box (phone turned, window resized): the layer's framing again, unless the visitor has moved the view.
  const reframe = new ResizeObserver(() => {
    if (framed) frameLayer(layer, true);
  });
  reframe.observe(host);

  const controller: InventorySceneController = {
    setLayer(next, instant = false) {
      if (!inventoryLayers.some((l) => l.id === next)) return;
      applyLayer(next);
      frameLayer(next, instant);
    },
    zoom(direction) {
      framed = false;
      stage.zoomBy(direction === "in" ? ZOOM_STEP : 1 / ZOOM_STEP);
    },
    rotate(direction) {
      framed = false;
      stage.rotateBy(direction === "left" ? ROTATE_STEP : -ROTATE_STEP);
    },
    select(id, area) {
      const t = id === null ? undefined : byId.get(id);
      selected = t ?? null;
      clear = t ? area : undefined;
      if (t) {
        place(selection, t, crownRadius(t.tree) + 0.2);
        const view = keepClear(stage.camera.position.clone(), stage.controls.target.clone());
        if (!view.position.equals(stage.camera.position)) stage.flyTo(toVec3(view.position), toVec3(view.target));
      } else selection.visible = false;
      stage.invalidate();
    },
    screenPoint(id) {
      const t = byId.get(id);
      if (!t) return null;
      const p = stage.project(treePoint(t));
      return { x: p.x, y: p.y, width: host.clientWidth, height: host.clientHeight };
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
      reframe.disconnect();
      for (const texture of Object.values(floors)) texture.dispose();
      // Materials and geometries in the scene (shared ones once), the renderer and its context.
      stage.dispose();
    },
  };
}
