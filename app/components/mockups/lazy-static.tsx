import { lazy, Suspense, type ComponentType } from "react";
import { StaticIsland } from "./static-island";

/**
 * A part of a page that never changes after the server drew it (sections of text, figures, a
 * roadmap), as a server island whose code is not in the page's bundle: the first hydration keeps
 * the server's markup (StaticIsland) and never loads `load`'s module; a client-side navigation
 * loads it, and starts doing so as soon as the page's route module is evaluated (a prefetch on
 * hover, or the navigation itself), so it is usually there when the page renders.
 *
 * Only for markup without behaviour of its own: inside the island, links are plain links (a full
 * page load) and no handler runs. See docs/decisions/0005-mockups-as-server-islands.md.
 */
export function lazyStatic<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { className?: string }> {
  if (typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true") void load();
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyStatic({ className, ...props }: P & { className?: string }) {
    return (
      <StaticIsland className={className}>
        <Suspense fallback={null}>
          <Lazy {...(props as P)} />
        </Suspense>
      </StaticIsland>
    );
  }
  return LazyStatic;
}
