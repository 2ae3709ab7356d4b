import { useLoaderData } from "react-router";

/**
 * The page's copy in the visitor's language, handed to the page by its route's loader: the
 * text travels once, inside the HTML, and the other language never reaches the browser's
 * JavaScript (a page's copy in both languages was 3-6 KB gzip of every product page's bundle).
 * Any component inside the route's element may read it.
 */
export function usePageData<T>(): T {
  return useLoaderData() as T;
}
