// A process-wide signal "editorial content changed" (blog posts created, updated, deleted or
// imported). The page cache in server/app.ts subscribes and drops the pages that show posts.
// Kept on globalThis so that the app bundle and a dev-server module reload share one registry.

export interface ContentChange {
  /** What changed; "blog" for posts. */
  kind: "blog";
  /** Slugs of the posts affected, when known (a renamed post lists its old and new slug). */
  slugs?: string[];
}

type Listener = (change: ContentChange) => void;

const globalKey = Symbol.for("forestcrew.content-listeners");
type GlobalWithListeners = typeof globalThis & { [globalKey]?: Set<Listener> };
const holder = globalThis as GlobalWithListeners;
const listeners: Set<Listener> = (holder[globalKey] ??= new Set());

/** Registers a listener; returns a function that removes it. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that content changed. A failing listener is logged and does not stop the others. */
export function notifyContentChanged(change: ContentChange = { kind: "blog" }): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.error("content change listener failed", error);
    }
  }
}
