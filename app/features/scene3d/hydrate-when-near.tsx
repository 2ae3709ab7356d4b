/**
 * Server-rendered, interactive markup whose code loads only when it comes near the viewport: for a page
 * section below the fold (a 3D scene with its controls) that would otherwise add its code to the page's
 * first load.
 *
 * During the first hydration the wrapper renders an element with an empty `dangerouslySetInnerHTML`, so
 * React keeps the server's markup and does not need the section's code (the StaticIsland technique of
 * the product mock-ups). When the section comes within `rootMargin` of the viewport, or is focused or
 * clicked, `load` fetches the code; then the wrapper renders its children (a `React.lazy` component in
 * `<Suspense>`), which replace the identical server markup in one commit. A click or the focus that
 * reached the server markup meanwhile is passed on to the same control in the live markup.
 *
 * On the server, and when the page is rendered in the browser later (a client-side navigation), the
 * children render at once.
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";

/** Controls whose clicks and focus are carried over to the live markup. */
const CONTROLS = "button, summary, a[href], input, select, textarea, [tabindex]";

const isHydrating = () => typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true";

export function HydrateWhenNear({
  load,
  children,
  className,
  rootMargin = "600px",
}: {
  /** Fetches the children's code (the same dynamic import their `React.lazy` uses). */
  load: () => Promise<unknown>;
  children: ReactNode;
  className?: string;
  /** How far from the viewport the code starts loading. */
  rootMargin?: string;
}) {
  const [frozen, setFrozen] = useState(isHydrating);
  const ref = useRef<HTMLDivElement>(null);
  // Index (among CONTROLS) of the control clicked or focused before the live markup was there.
  const pending = useRef<{ click: number | null; focus: number | null }>({ click: null, focus: null });
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    const el = ref.current;
    if (!frozen || !el) return;
    // The server's markup is missing (React re-rendered the page after a hydration error): render normally.
    if (el.childElementCount === 0) {
      startTransition(() => setFrozen(false));
      return;
    }
    let started = false;
    const indexOf = (node: EventTarget | null) => {
      const control = node instanceof Element ? node.closest(CONTROLS) : null;
      return control && el.contains(control) ? [...el.querySelectorAll(CONTROLS)].indexOf(control) : -1;
    };
    const wake = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      latestLoad.current().then(
        () => {
          const focused = indexOf(document.activeElement);
          if (focused >= 0) pending.current.focus = focused;
          // A transition: React keeps the server's markup on screen until the code has rendered.
          startTransition(() => setFrozen(false));
        },
        (error: unknown) => {
          // The markup keeps working as plain HTML (links, native controls); try again on the next approach.
          console.warn("A section's code did not load", error);
          started = false;
        },
      );
    };
    const onClick = (event: MouseEvent) => {
      const index = indexOf(event.target);
      if (index < 0) return;
      // Not now (a <summary> would toggle its details): the live control gets the click.
      event.preventDefault();
      pending.current.click = index;
      wake();
    };
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && wake(), { rootMargin })
        : null;
    if (observer) observer.observe(el);
    else wake();
    el.addEventListener("click", onClick, true);
    el.addEventListener("focusin", wake);
    return () => {
      observer?.disconnect();
      el.removeEventListener("click", onClick, true);
      el.removeEventListener("focusin", wake);
    };
  }, [frozen, rootMargin]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (frozen || !el) return;
    const { click, focus } = pending.current;
    pending.current = { click: null, focus: null };
    const controls = el.querySelectorAll<HTMLElement>(CONTROLS);
    if (focus !== null) controls[focus]?.focus({ preventScroll: true });
    if (click !== null) controls[click]?.click();
  }, [frozen]);

  if (frozen) {
    return <div ref={ref} data-island="" className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  // data-island: app.css clips a lower section that holds an island to its box while it is skipped (content-visibility).
  return (
    <div ref={ref} data-island="" className={className}>
      {children}
    </div>
  );
}
