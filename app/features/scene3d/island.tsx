/**
 * A three.js scene as a lazy island. Part of the first-load bundle, so it never imports three: the scene
 * module (which does) is loaded through `load`, a dynamic import, only after hydration, when the box is
 * near the viewport and the browser is idle, and only where WebGL works. Until its first frame is on
 * screen, and again if WebGL fails or the context is lost, the server-rendered fallback shows.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { FIRST_FRAME_EVENT } from "./events";

export type SceneStatus = "fallback" | "loading" | "ready" | "failed";

export interface SceneMountOptions {
  reducedMotion: boolean;
  lang: "de" | "en";
  /** Called by the scene when it cannot go on (context lost, renderer error): the island disposes it and shows the fallback. */
  onFailure: (reason: string) => void;
}

export interface MountedScene<C> {
  /** What the page's React UI (buttons, lists, cards) drives the scene through. */
  controller: C;
  dispose(): void;
}

export interface SceneModule<C> {
  /** Builds the scene into `host` (an empty, absolutely positioned box). Throwing counts as a failure. */
  mount(host: HTMLElement, options: SceneMountOptions): MountedScene<C>;
}

/** How far below the viewport a scene starts loading (px). */
const NEAR_VIEWPORT = "200px";
/** Longest wait for an idle moment once the box is near (ms). */
const IDLE_TIMEOUT = 2000;

/** Whether this browser can create a WebGL context at all (blocked, disabled or missing GPU support). */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    if (!gl) return false;
    // Release the probe's context at once: browsers limit how many may live at the same time.
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return true;
  } catch {
    return false;
  }
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

function whenNear(element: Element, run: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: `${NEAR_VIEWPORT} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export function SceneIsland<C>({
  load,
  fallback,
  label,
  className,
  onController,
  onStatus,
}: {
  /** The scene module, as a dynamic import: `() => import("./my-scene.client")`. */
  load: () => Promise<SceneModule<C>>;
  /** Server-rendered first paint; stays where WebGL is missing or fails. */
  fallback: ReactNode;
  /** Accessible name of the scene once it shows (the fallback names itself until then). */
  label: string;
  /** The box: give it a fixed size or aspect ratio, so the scene replaces the fallback without a layout shift. */
  className?: string;
  onController?: (controller: C | null) => void;
  onStatus?: (status: SceneStatus) => void;
}) {
  const { lang } = useApp();
  const [status, setStatus] = useState<SceneStatus>("fallback");
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  // The latest callbacks and loader, read when they are needed: a parent's new function on each render
  // must not reload the scene.
  const latest = useRef({ load, onController, onStatus, lang });
  useEffect(() => {
    latest.current = { load, onController, onStatus, lang };
  });

  useEffect(() => {
    latest.current.onStatus?.(status);
  }, [status]);

  useEffect(() => {
    const box = boxRef.current;
    const host = hostRef.current;
    if (!box || !host) return;
    let cancelled = false;
    let mounted: MountedScene<C> | null = null;
    let cancelWait = () => {};

    const teardown = () => {
      host.removeEventListener(FIRST_FRAME_EVENT, onFirstFrame);
      if (mounted) {
        const scene = mounted;
        mounted = null;
        latest.current.onController?.(null);
        try {
          scene.dispose();
        } catch (error) {
          console.warn("3D scene: dispose failed", error);
        }
      }
      host.replaceChildren();
    };
    const fail = (reason: string) => {
      if (cancelled) return;
      console.warn(`3D scene unavailable: ${reason}`);
      teardown();
      setStatus("failed");
    };
    function onFirstFrame() {
      if (!cancelled && mounted) setStatus("ready");
    }

    const start = async () => {
      if (!webglAvailable()) {
        setStatus("failed");
        return;
      }
      setStatus("loading");
      let module: SceneModule<C>;
      try {
        module = await latest.current.load();
      } catch (error) {
        fail(`the scene's code did not load (${String(error)})`);
        return;
      }
      if (cancelled) return;
      host.addEventListener(FIRST_FRAME_EVENT, onFirstFrame);
      try {
        mounted = module.mount(host, {
          reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
          lang: latest.current.lang,
          onFailure: fail,
        });
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
        return;
      }
      latest.current.onController?.(mounted.controller);
    };

    cancelWait = whenNear(box, () => {
      cancelWait = whenIdle(() => void start());
    });

    return () => {
      cancelled = true;
      cancelWait();
      // Leaving the page (or a re-mount in development): release the renderer, geometries and textures.
      teardown();
    };
  }, []);

  const ready = status === "ready";
  return (
    <div ref={boxRef} className={cn("relative", className)} data-status={status}>
      {/* Hidden, not removed, once the scene shows: it keeps the box's size and comes back on failure. */}
      <div className={cn("h-full w-full", ready && "invisible")} aria-hidden={ready || undefined}>
        {fallback}
      </div>
      <div
        ref={hostRef}
        className={cn("absolute inset-0", !ready && "pointer-events-none opacity-0")}
        role={ready ? "img" : undefined}
        aria-label={ready ? label : undefined}
        aria-hidden={ready ? undefined : true}
      />
    </div>
  );
}
