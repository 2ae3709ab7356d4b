import { publicPagePaths } from "~/config/pages";
import { knowledgeArticlePaths } from "~/pages/wissen/articles";

const knownPaths = new Set<string>([...publicPagePaths, ...knowledgeArticlePaths]);

/**
 * Characters a browser reads differently from the server when they come back in a `Location`:
 * `\` counts as `/` (so `/\evil.example` means `//evil.example`, another host), and tabs, line
 * breaks and other control characters and spaces are dropped or rejected. Percent-encoded they are
 * plain path characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this must find
const UNSAFE_IN_LOCATION = /[\\\u0000-\u0020\u007f]/g;
const percentEncode = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;

/**
 * The canonical form of a request path: no trailing slash, and known pages in lower case.
 * Leading slashes collapse to one and backslashes and control characters are percent-encoded, so
 * a redirect can never point at another host ("//evil.example", "/\evil.example").
 */
export function canonicalPath(path: string): string {
  let p = path.replace(UNSAFE_IN_LOCATION, percentEncode).replace(/^\/+/, "/");
  if (p.length > 1) p = p.replace(/\/+$/, "") || "/";
  if (p !== p.toLowerCase() && knownPaths.has(p.toLowerCase())) p = p.toLowerCase();
  return p;
}
