import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * False in the server's HTML and while it hydrates, true from then on (and from the first render
 * of a component mounted later in the browser): for controls that need JavaScript to work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
