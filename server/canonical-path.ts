import { publicPagePaths } from "~/config/pages";

const knownPaths = new Set<string>(publicPagePaths);

/**
 * The canonical form of a request path: no trailing slash, and known pages in lower case.
 * Leading slashes collapse to one, so a redirect can never point at another host ("//evil.example").
 */
export function canonicalPath(path: string): string {
  let p = path.replace(/^\/+/, "/");
  if (p.length > 1) p = p.replace(/\/+$/, "") || "/";
  if (p !== p.toLowerCase() && knownPaths.has(p.toLowerCase())) p = p.toLowerCase();
  return p;
}
