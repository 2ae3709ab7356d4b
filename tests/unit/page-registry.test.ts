import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { pageModule, pages, paths } from "../../app/config/pages";
import routes from "../../app/routes";

interface RouteNode {
  path?: string;
  index?: boolean;
  file: string;
  id?: string;
  children?: RouteNode[];
}

const appDir = join(import.meta.dirname, "../../app");
// A layout route without a path (the admin area's) adds no address: its children stand in its place.
const flatten = (nodes: RouteNode[]): RouteNode[] =>
  nodes.flatMap((node) => (node.path === undefined && !node.index ? flatten(node.children ?? []) : [node]));
const table = flatten(routes);
const routePath = (node: RouteNode) => (node.index ? "/" : `/${node.path ?? ""}`);

describe("page registry", () => {
  it("gives every page a unique id and address", () => {
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(paths.contact).toBe("/contact");
    expect(paths.home).toBe("/");
  });

  it("is where the route table gets every page: each once, with the page's module", () => {
    for (const page of pages) {
      const matches = table.filter((node) => routePath(node) === page.path);
      expect(matches, page.path).toHaveLength(1);
      expect(matches[0]!.file).toBe(pageModule(page));
    }
  });

  it("leaves no page address written into the route table by hand", () => {
    // A route whose address is not in the registry must be a parameterised, admin, API, resource
    // or test route, never a page the registry lacks. /blog/suche answers a query (noindex, never
    // cached, not in the sitemap): no page of the registry, whose pages the page cache keeps.
    const registered = new Set<string>(pages.flatMap((p) => [p.path, ...("aliases" in p ? p.aliases : [])]));
    const others = table.map(routePath).filter((path) => !registered.has(path));
    for (const path of others) {
      expect(path, `${path} looks like a page missing from app/config/pages.ts`).toMatch(
        /[:*]|^\/blog\/(login|admin|visual-editor|index\.json|content|feed\.xml|images|suche$)|^\/api\/|^\/__|\.(txt|xml|json)$/,
      );
    }
  });

  it("names route modules that exist", () => {
    for (const page of pages) {
      expect(statSync(join(appDir, pageModule(page))).isFile(), pageModule(page)).toBe(true);
    }
  });

  it("answers an old address with a redirect route from the page's folder", () => {
    const alias = table.find((node) => routePath(node) === "/forestinventory");
    expect(alias?.file).toBe("pages/forest-inventory/redirect.ts");
  });
});

/** Source files of the app, except the registry itself. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("page addresses", () => {
  it("are written only in the registry: everything else links with paths.<id>", () => {
    const registry = join(appDir, "config/pages.ts");
    const literals = pages
      .map((p) => p.path)
      .filter((path) => path !== "/")
      .map((path) => new RegExp(`["'\`]${path.replace(/[-/]/g, "\\$&")}(["'\`#?]|\\$\\{)`));
    const offenders = sourceFiles(appDir)
      .filter((file) => file !== registry)
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        return literals.filter((re) => re.test(text)).map((re) => `${relative(appDir, file)}: ${re.source}`);
      });
    expect(offenders).toEqual([]);
  });
});
