import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { adminPaths, adminPatterns, adminRoutes, backOfficeStems } from "../../app/config/admin-paths";
import { reservedSlugs } from "../../app/features/blog/paths";
import routes from "../../app/routes";

interface RouteNode {
  path?: string;
  index?: boolean;
  file: string;
  id?: string;
  children?: RouteNode[];
}

const rootDir = join(import.meta.dirname, "../..");
const appDir = join(rootDir, "app");
const table = routes as unknown as RouteNode[];
const layoutNode = table.find((node) => node.file === "admin/layout.tsx");
const topLevel = (path: string) => table.filter((node) => node.path === path.slice(1));
const inLayout = (path: string) => (layoutNode?.children ?? []).filter((node) => node.path === path.slice(1));

/** Every route of the table with its full address (pathless layouts add nothing). */
function flatten(nodes: RouteNode[], parent = ""): { path: string; file: string }[] {
  return nodes.flatMap((node) => {
    const path = node.path === undefined ? parent : `${parent}/${node.path}`;
    return [...(node.children ? [] : [{ path: path || "/", file: node.file }]), ...flatten(node.children ?? [], path)];
  });
}

const backOffice = /^\/blog\/(admin|login|einladung|visual-editor)(\/|$)/;

describe("admin path registry", () => {
  it("gives every entry a unique id and address", () => {
    expect(new Set(adminRoutes.map((entry) => entry.id)).size).toBe(adminRoutes.length);
    expect(new Set(adminRoutes.map((entry) => entry.path)).size).toBe(adminRoutes.length);
  });

  it("is a route of app/routes.ts, each once with its module: the sign-in pages outside the admin layout, the rest inside", () => {
    expect(layoutNode, "the admin layout route").toBeDefined();
    for (const entry of adminRoutes) {
      const [outside, inside] = [topLevel(entry.path), inLayout(entry.path)];
      expect(entry.area === "sign-in" ? outside : inside, entry.path).toHaveLength(1);
      expect(entry.area === "sign-in" ? inside : outside, entry.path).toHaveLength(0);
      expect((entry.area === "sign-in" ? outside : inside)[0]!.file, entry.path).toBe(entry.module);
    }
  });

  it("is where the route table gets every back-office route", () => {
    const registered = new Set<string>(adminRoutes.map((entry) => entry.path));
    const backOfficeRoutes = flatten(table).filter((route) => backOffice.test(route.path));
    expect(backOfficeRoutes.length).toBe(adminRoutes.length);
    for (const route of backOfficeRoutes) expect(registered.has(route.path as `/${string}`), route.path).toBe(true);
    expect(layoutNode!.children!.every((node) => backOffice.test(`/${node.path}`))).toBe(true);
  });

  it("names route modules that exist", () => {
    for (const entry of adminRoutes) expect(statSync(join(appDir, entry.module)).isFile(), entry.module).toBe(true);
  });

  it("builds concrete addresses, each parameter encoded as one segment", () => {
    expect(adminPaths.list).toBe("/blog/admin");
    expect(adminPaths.edit("a b/c")).toBe("/blog/admin/edit/a%20b%2Fc");
    expect(adminPaths.diff("p1", 3)).toBe("/blog/admin/edit/p1/diff/3");
    expect(adminPaths.export("p1.json")).toBe("/blog/admin/export/p1.json");
    expect(adminPaths.visualEditor("new")).toBe("/blog/visual-editor/new");
    expect(adminPaths.invitation("tok")).toBe("/blog/einladung/tok");
    expect(adminPaths.invitationBase).toBe("/blog/einladung");
    expect(adminPaths.visualEditorBase).toBe("/blog/visual-editor");
    expect(adminPatterns.submission).toBe("/blog/admin/anfragen/:id");
  });

  it("reserves the back office's stems, not the invitation's, as article slugs", () => {
    expect(backOfficeStems).toEqual(["/blog/admin", "/blog/login", "/blog/visual-editor"]);
    for (const slug of ["admin", "login", "visual-editor", "new"]) expect(reservedSlugs.has(slug), slug).toBe(true);
    expect(reservedSlugs.has("einladung")).toBe(false);
  });
});

/** Source files under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (block comments, and line comments outside strings well enough for this check). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

describe("back-office addresses", () => {
  it("are written only in the registry (app/config/admin-paths.ts and the stems it builds on, admin-area.ts)", () => {
    const registry = [join("app", "config", "admin-paths.ts"), join("app", "config", "admin-area.ts")];
    const files = [...sourceFiles(appDir), ...sourceFiles(join(rootDir, "server"))].filter(
      (file) => !registry.includes(relative(rootDir, file)),
    );
    const offenders = files.flatMap((file) => {
      const code = withoutComments(readFileSync(file, "utf8"));
      const hits = code.match(/\/blog\/(admin|login|einladung|visual-editor)\b/g) ?? [];
      return hits.length ? [`${relative(rootDir, file)}: ${hits.join(", ")}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});

describe("the back office's stems", () => {
  it("are the stems of the registry's routes (without the invitation's token address)", async () => {
    const { adminRoutes, backOfficeStems } = await import("../../app/config/admin-paths");
    const derived = [
      ...new Set(adminRoutes.filter((entry) => !entry.path.includes(":token")).map((entry) => entry.path.split("/").slice(0, 3).join("/"))),
    ];
    expect(backOfficeStems).toEqual(derived);
  });
});
