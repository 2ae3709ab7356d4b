/**
 * The three.js stage both scenes stand on: renderer, camera, orbit controls, picking, and a render loop
 * that runs only while something moves. Imported only by scene modules, which the island loads with a
 * dynamic import: this module pulls three into their chunk, never into a page's first load.
 */
import * as THREE from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { FIRST_FRAME_EVENT } from "./events";

export type Vec3 = [number, number, number];

export interface StageOptions {
  cameraPosition: Vec3;
  target?: Vec3;
  /** Zoom range: the camera's distance from its target. */
  minDistance: number;
  maxDistance: number;
  /** prefers-reduced-motion: camera flights become cuts, no damping glide after a drag. */
  reducedMotion: boolean;
  /** Called once when the stage cannot go on (context lost); the island then shows the fallback. */
  onFailure: (reason: string) => void;
  /** Clear colour behind the scene (CSS colour). */
  background?: string;
  /** Vertical field of view in degrees (default 45). */
  fov?: number;
}

export interface Stage {
  scene: THREE.Scene;
  camera: THREE.PerspectiveCamera;
  controls: OrbitControls;
  renderer: THREE.WebGLRenderer;
  /** Requests a frame (render on demand); cheap to call often, frames are coalesced. */
  invalidate(): void;
  /** Moves the camera (and its target) smoothly, or cuts there with reduced motion. */
  flyTo(position: Vec3, target?: Vec3): void;
  /** Moves the camera towards (factor < 1) or away from (factor > 1) its target, within the zoom range. */
  zoomBy(factor: number): void;
  /** Orbits the camera around the vertical axis through its target (radians, positive = to the left). */
  rotateBy(angle: number): void;
  /**
   * Runs `step` before every frame until it returns false (an animation of the scene's own: it keeps the
   * render loop going only while it lasts). No invalidate() needed: the loop starts at once.
   */
  animate(step: (now: number) => boolean): void;
  /**
   * The first of `objects` (or of their ancestors in that list) under a point of the viewport, or null.
   * Hidden objects are hit too (invisible pick proxies work): pass only what may be picked.
   */
  pick(clientX: number, clientY: number, objects: THREE.Object3D[]): THREE.Object3D | null;
  /** Click or tap on the canvas (not the end of a drag): the object picked there, or null for empty space. */
  onPick(objects: () => THREE.Object3D[], handler: (object: THREE.Object3D | null) => void): void;
  /** Mouse pointer moving over the canvas: called when the object under it changes (null when none). */
  onHover(objects: () => THREE.Object3D[], handler: (object: THREE.Object3D | null) => void): void;
  /** Called after every rendered frame (e.g. to move HTML labels along). */
  onFrame(handler: () => void): void;
  /** A point of the scene in CSS pixels relative to the canvas, with its distance from the camera. */
  project(point: THREE.Vector3): { x: number; y: number; distance: number; visible: boolean };
  /** Releases everything: geometries, materials, textures, the renderer and its context, listeners. */
  dispose(): void;
}

/** Device pixels per CSS pixel, capped: sharper than 1.5 costs fill rate on phones without a visible gain. */
const MAX_PIXEL_RATIO = 1.5;
/** Duration of a camera flight (ms). */
const FLIGHT_MS = 900;
/** A pointer that moved further than this between down and up was dragging, not clicking (px). */
const CLICK_SLOP = 6;

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
const round1 = (n: number) => Math.round(n * 10) / 10 || 0;

interface Flight {
  start: number;
  fromTarget: THREE.Vector3;
  toTarget: THREE.Vector3;
  from: THREE.Spherical;
  to: THREE.Spherical;
}

export function createStage(host: HTMLElement, o: StageOptions): Stage {
  const renderer = new THREE.WebGLRenderer({ antialias: true, powerPreference: "low-power" });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO));
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  const canvas = renderer.domElement;
  canvas.style.display = "block";
  canvas.style.width = "100%";
  canvas.style.height = "100%";
  canvas.style.outline = "none";
  host.appendChild(canvas);

  const scene = new THREE.Scene();
  if (o.background) scene.background = new THREE.Color(o.background);

  const width = () => Math.max(1, host.clientWidth);
  const height = () => Math.max(1, host.clientHeight);
  const camera = new THREE.PerspectiveCamera(o.fov ?? 45, width() / height(), 0.1, 500);
  camera.position.set(...o.cameraPosition);
  renderer.setSize(width(), height(), false);

  const controls = new OrbitControls(camera, canvas);
  controls.target.set(...(o.target ?? [0, 0, 0]));
  controls.minDistance = o.minDistance;
  controls.maxDistance = o.maxDistance;
  // Keep the camera above the ground.
  controls.maxPolarAngle = Math.PI / 2 - 0.05;
  controls.enableDamping = !o.reducedMotion;
  controls.dampingFactor = 0.1;
  controls.update();

  let disposed = false;
  let looping = false;
  let visible = true;
  let pending = false;
  let interacting = false;
  let firstFrame = true;
  let flight: Flight | null = null;
  const frameHandlers: (() => void)[] = [];
  let animations: ((now: number) => boolean)[] = [];

  const canRender = () => visible && !document.hidden && !disposed;

  const render = () => {
    renderer.render(scene, camera);
    const p = camera.position;
    canvas.dataset.camera = `${round1(p.x)},${round1(p.y)},${round1(p.z)}`;
    for (const handler of frameHandlers) handler();
    if (firstFrame) {
      firstFrame = false;
      host.dispatchEvent(new Event(FIRST_FRAME_EVENT));
    }
  };

  const stepFlight = (now: number): boolean => {
    if (!flight) return false;
    const t = Math.min(1, (now - flight.start) / FLIGHT_MS);
    const k = easeInOut(t);
    const { from, to } = flight;
    const s = new THREE.Spherical(
      from.radius + (to.radius - from.radius) * k,
      from.phi + (to.phi - from.phi) * k,
      from.theta + (to.theta - from.theta) * k,
    );
    controls.target.lerpVectors(flight.fromTarget, flight.toTarget, k);
    camera.position.setFromSpherical(s).add(controls.target);
    camera.lookAt(controls.target);
    if (t >= 1) flight = null;
    return true;
  };

  // One frame per animation frame while something moves (a flight, damping after a drag); then the loop stops.
  const frame = (now: number) => {
    if (!canRender()) {
      stop();
      pending = true;
      return;
    }
    let moving = stepFlight(now);
    if (animations.length > 0) {
      animations = animations.filter((step) => step(now));
      if (animations.length > 0) moving = true;
    }
    if (controls.update()) moving = true;
    render();
    if (!moving && !interacting && !flight) stop();
  };
  const stop = () => {
    if (!looping) return;
    looping = false;
    renderer.setAnimationLoop(null);
  };
  const invalidate = () => {
    if (disposed) return;
    if (!canRender()) {
      pending = true;
      return;
    }
    pending = false;
    if (looping) return;
    looping = true;
    renderer.setAnimationLoop(frame);
  };

  controls.addEventListener("change", invalidate);
  controls.addEventListener("start", () => {
    // A drag takes over from a flight.
    flight = null;
    interacting = true;
    invalidate();
  });
  controls.addEventListener("end", () => {
    interacting = false;
    invalidate();
  });

  const toSpherical = (position: THREE.Vector3, target: THREE.Vector3) =>
    new THREE.Spherical().setFromVector3(position.clone().sub(target));

  const flyTo = (position: Vec3, target?: Vec3) => {
    const toTarget = target ? new THREE.Vector3(...target) : controls.target.clone();
    const toPosition = new THREE.Vector3(...position);
    if (o.reducedMotion) {
      flight = null;
      controls.target.copy(toTarget);
      camera.position.copy(toPosition);
      camera.lookAt(toTarget);
      invalidate();
      return;
    }
    const from = toSpherical(camera.position, controls.target);
    const to = toSpherical(toPosition, toTarget);
    // The short way round.
    while (to.theta - from.theta > Math.PI) to.theta -= 2 * Math.PI;
    while (to.theta - from.theta < -Math.PI) to.theta += 2 * Math.PI;
    flight = { start: performance.now(), fromTarget: controls.target.clone(), toTarget, from, to };
    invalidate();
  };

  // Button moves start from where the camera is heading, so repeated presses add up during a flight.
  const destination = () => {
    if (!flight) return { target: controls.target.clone(), spherical: toSpherical(camera.position, controls.target) };
    return { target: flight.toTarget.clone(), spherical: flight.to.clone() };
  };
  const flyToSpherical = (s: THREE.Spherical, target: THREE.Vector3) => {
    const p = new THREE.Vector3().setFromSpherical(s).add(target);
    flyTo([p.x, p.y, p.z], [target.x, target.y, target.z]);
  };
  const zoomBy = (factor: number) => {
    const { target, spherical } = destination();
    spherical.radius = THREE.MathUtils.clamp(spherical.radius * factor, o.minDistance, o.maxDistance);
    flyToSpherical(spherical, target);
  };
  const rotateBy = (angle: number) => {
    const { target, spherical } = destination();
    spherical.theta -= angle;
    flyToSpherical(spherical, target);
  };

  const raycaster = new THREE.Raycaster();
  const pointer = new THREE.Vector2();
  const pick = (clientX: number, clientY: number, objects: THREE.Object3D[]): THREE.Object3D | null => {
    const rect = canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    pointer.set(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    raycaster.setFromCamera(pointer, camera);
    const listed = new Set(objects);
    for (const hit of raycaster.intersectObjects(objects, true)) {
      for (let node: THREE.Object3D | null = hit.object; node; node = node.parent) {
        if (listed.has(node)) return node;
      }
    }
    return null;
  };

  const listeners: [EventTarget, string, EventListener][] = [];
  const listen = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) => {
    target.addEventListener(type, handler as EventListener);
    listeners.push([target, type, handler as EventListener]);
  };

  const onPick = (objects: () => THREE.Object3D[], handler: (object: THREE.Object3D | null) => void) => {
    let down: { x: number; y: number; id: number } | null = null;
    listen<PointerEvent>(canvas, "pointerdown", (e) => {
      down = e.button === 0 ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
    });
    listen<PointerEvent>(canvas, "pointerup", (e) => {
      const start = down;
      down = null;
      if (!start || start.id !== e.pointerId) return;
      if (Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP) return;
      handler(pick(e.clientX, e.clientY, objects()));
    });
  };

  const onHover = (objects: () => THREE.Object3D[], handler: (object: THREE.Object3D | null) => void) => {
    let current: THREE.Object3D | null = null;
    let queued: { x: number; y: number } | null = null;
    const update = (next: THREE.Object3D | null) => {
      if (next === current) return;
      current = next;
      canvas.style.cursor = next ? "pointer" : "";
      handler(next);
    };
    listen<PointerEvent>(canvas, "pointermove", (e) => {
      if (e.pointerType === "touch" || interacting) return;
      // At most one ray per animation frame.
      if (!queued)
        requestAnimationFrame(() => {
          const at = queued;
          queued = null;
          if (at && !disposed) update(pick(at.x, at.y, objects()));
        });
      queued = { x: e.clientX, y: e.clientY };
    });
    listen(canvas, "pointerleave", () => {
      queued = null;
      update(null);
    });
  };

  const project = (point: THREE.Vector3) => {
    const v = point.clone().project(camera);
    const distance = point.distanceTo(camera.position);
    return {
      x: ((v.x + 1) / 2) * width(),
      y: ((1 - v.y) / 2) * height(),
      distance,
      visible: v.z > -1 && v.z < 1 && Math.abs(v.x) <= 1 && Math.abs(v.y) <= 1,
    };
  };

  const resizeObserver = new ResizeObserver(() => {
    renderer.setSize(width(), height(), false);
    camera.aspect = width() / height();
    camera.updateProjectionMatrix();
    invalidate();
  });
  resizeObserver.observe(host);

  // Paused while the box is off-screen or the tab hidden; a frame asked for meanwhile is drawn on return.
  const visibilityObserver = new IntersectionObserver(
    (entries) => {
      visible = entries.some((e) => e.isIntersecting);
      if (visible && pending) invalidate();
    },
    { rootMargin: "100px 0px" },
  );
  visibilityObserver.observe(host);
  listen(document, "visibilitychange", () => {
    if (!document.hidden && pending) invalidate();
  });

  listen<Event>(canvas, "webglcontextlost", (e) => {
    e.preventDefault();
    if (disposed) return;
    o.onFailure("the WebGL context was lost");
  });

  const dispose = () => {
    if (disposed) return;
    disposed = true;
    stop();
    for (const [target, type, handler] of listeners) target.removeEventListener(type, handler);
    resizeObserver.disconnect();
    visibilityObserver.disconnect();
    controls.dispose();
    disposeTree(scene);
    renderer.dispose();
    // Frees the GPU memory now rather than at the next garbage collection.
    renderer.forceContextLoss();
    canvas.remove();
  };

  return {
    scene,
    camera,
    controls,
    renderer,
    invalidate,
    flyTo,
    zoomBy,
    rotateBy,
    animate: (step) => {
      animations.push(step);
      invalidate();
    },
    pick,
    onPick,
    onHover,
    onFrame: (handler) => void frameHandlers.push(handler),
    project,
    dispose,
  };
}

/** Disposes every geometry, material and texture below `root` (shared ones once). */
export function disposeTree(root: THREE.Object3D) {
  const seen = new Set<{ dispose(): void }>();
  const add = (item: { dispose(): void } | null | undefined) => {
    if (item) seen.add(item);
  };
  const addMaterial = (material: THREE.Material) => {
    add(material);
    for (const value of Object.values(material)) if (value instanceof THREE.Texture) add(value);
  };
  root.traverse((node) => {
    const mesh = node as Partial<THREE.Mesh>;
    add(mesh.geometry);
    const material = mesh.material;
    if (Array.isArray(material)) material.forEach(addMaterial);
    else if (material) addMaterial(material);
  });
  if (root instanceof THREE.Scene) {
    if (root.background instanceof THREE.Texture) add(root.background);
    if (root.environment) add(root.environment);
  }
  for (const item of seen) item.dispose();
}
