import { useEffect, useRef, useState } from "react";

/**
 * Server-rendered markup that is never hydrated: for pictures drawn in HTML (the product
 * mock-ups), whose hundreds of elements would otherwise all be walked by React on load.
 *
 * During the first hydration of the page the island renders an element with an empty
 * `dangerouslySetInnerHTML`: React then keeps the server's children as they are and does not
 * visit them. Rendered later on the client (a client-side navigation, a tab switched to), the
 * island renders its children normally. Should the server's markup be missing after all (React
 * re-rendered the page on the client after a hydration error), the island renders its children.
 */
export function StaticIsland({ children, className }: { children: React.ReactNode; className?: string }) {
  const [frozen, setFrozen] = useState(() => typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true");
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (frozen && ref.current && ref.current.childElementCount === 0) setFrozen(false);
  }, [frozen]);

  if (frozen) {
    return <div ref={ref} data-island="" className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return (
    <div data-island="" className={className}>
      {children}
    </div>
  );
}
