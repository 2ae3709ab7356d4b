// A process-wide signal "editorial content changed" (blog posts created, updated, deleted or
// imported). The page cache in server/cached-pages.ts subscribes and drops the pages that show
// posts. Kept on globalThis so that the app bundle and a dev-server module reload share one
// registry. On PostgreSQL a publisher (app/lib/db/notify.server.ts) also tells the other
// instances, whose relay hands the change to their listeners with deliverContentChange.

export interface ContentChange {
  /** What changed; "blog" for posts. */
  kind: "blog";
  /** Slugs of the posts affected, when known (a renamed post lists its old and new slug). */
  slugs?: string[];
}

type Listener = (change: ContentChange) => void;

const globalKey = Symbol.for("forestcrew.content-listeners");
const publisherKey = Symbol.for("forestcrew.content-publisher");
type GlobalWithListeners = typeof globalThis & { [globalKey]?: Set<Listener>; [publisherKey]?: Listener };
const holder = globalThis as GlobalWithListeners;
const listeners: Set<Listener> = (holder[globalKey] ??= new Set());

/** Registers a listener; returns a function that removes it. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets (or with undefined removes) what tells the other instances about a change made here. */
export function setContentChangePublisher(publisher: Listener | undefined): void {
  holder[publisherKey] = publisher;
}

/** Tells every listener in this process, and the other instances, that content changed. */
export function notifyContentChanged(change: ContentChange = { kind: "blog" }): void {
  deliverContentChange(change);
  const publisher = holder[publisherKey];
  if (!publisher) return;
  try {
    publisher(change);
  } catch (error) {
    console.error("content change publisher failed", error);
  }
}

/**
 * Tells this process's listeners only (a change another instance announced). A failing listener
 * is logged and does not stop the others.
 */
export function deliverContentChange(change: ContentChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.error("content change listener failed", error);
    }
  }
}
