/** Admin pages and answers are personal and change with every save: never stored by any cache. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** For a route module: `export const headers = noStoreHeaders;` */
export function noStoreHeaders(): Record<string, string> {
  return { ...NO_STORE };
}
