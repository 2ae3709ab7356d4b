import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { boundaries } from "../../eslint.boundaries.js";

// Only the boundary rules: no type information, so a file lints in milliseconds.
const root = join(import.meta.dirname, "../..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [...boundaries, { linterOptions: { reportUnusedDisableDirectives: "off" } }],
});

/** The boundary findings for `code` as if it were the file at `path` (relative to the repository). */
async function findings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith("import-x/")).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("boundary rules", () => {
  it("report an import circle", async () => {
    const a = join(root, "app/lib/boundaries-circle-a.test-plant.ts");
    const b = join(root, "app/lib/boundaries-circle-b.test-plant.ts");
    const codeA = 'import { b } from "./boundaries-circle-b.test-plant";\nexport const a = () => b;\n';
    try {
      writeFileSync(a, codeA);
      writeFileSync(b, 'import { a } from "./boundaries-circle-a.test-plant";\nexport const b = () => a;\n');
      expect(await findings("app/lib/boundaries-circle-a.test-plant.ts", codeA)).toEqual(["import-x/no-cycle: Dependency cycle detected"]);
    } finally {
      rmSync(a, { force: true });
      rmSync(b, { force: true });
    }
  });

  it("report a lower layer importing a higher one", async () => {
    const [fromLib] = await findings("app/lib/planted.ts", 'import { copy } from "~/pages/contact/copy";\nvoid copy;\n');
    expect(fromLib).toMatch(/no-restricted-paths: .*lib and i18n may not import a layer above it/);

    const fromComponents = await findings("app/components/planted.tsx", 'export * from "~/features/blog";\n');
    expect(fromComponents).toEqual([expect.stringMatching(/components may not import a layer above it/)]);

    const fromConfig = await findings("app/config/planted.ts", 'export * from "~/lib/slug";\n');
    expect(fromConfig).toEqual([expect.stringMatching(/config may not import a layer above it/)]);

    const fromApp = await findings("app/lib/planted.ts", 'export * from "../../server/settings";\n');
    expect(fromApp).toEqual([expect.stringMatching(/may not import a layer above it \(server/)]);
  });

  it("report a capability importing admin, pages or routes", async () => {
    for (const target of ["~/admin/shell/copy", "~/pages/contact/copy", "~/routes/sitemap"]) {
      const found = await findings("app/features/chat/planted.ts", `export * from "${target}";\n`);
      expect(found, target).toEqual([expect.stringMatching(/features may not import a layer above it/)]);
    }
  });

  it("report code outside a capability importing its internals", async () => {
    for (const [file, target] of [
      ["app/features/chat/planted.ts", "~/features/blog/posts/repository.server"],
      ["app/features/chat/planted.ts", "../blog/paths"],
      ["app/pages/contact/planted.ts", "~/features/blog/paths"],
      ["server/planted.ts", "~/features/blog/listing"],
    ] as const) {
      expect(await findings(file, `export * from "${target}";\n`), `${file} → ${target}`).toEqual([
        "import-x/no-restricted-paths: Unexpected path " +
          `"${target}" imported in restricted zone. Import the capability through its face: ` +
          "~/features/blog or ~/features/blog/index.server.",
      ]);
    }
  });

  it("report the back office and the public pages importing each other", async () => {
    expect(await findings("app/admin/planted.tsx", 'export * from "~/pages/contact/copy";\n')).toEqual([
      expect.stringMatching(/The back office does not import public pages/),
    ]);
    expect(await findings("app/pages/contact/planted.tsx", 'export * from "~/admin/shell/copy";\n')).toEqual([
      expect.stringMatching(/Public pages do not import the back office/),
    ]);
  });

  it("allow a face, deep imports inside one capability, and downward imports", async () => {
    expect(await findings("app/features/chat/planted.ts", 'export * from "~/features/blog";\n')).toEqual([]);
    expect(await findings("app/pages/contact/planted.ts", 'export * from "~/features/blog";\n')).toEqual([]);
    expect(await findings("app/features/blog/planted.ts", 'export * from "./posts/repository.server";\n')).toEqual([]);
    expect(await findings("app/pages/contact/planted.ts", 'export * from "~/components/ui/badge";\n')).toEqual([]);
    expect(await findings("app/lib/planted.ts", 'export * from "~/config/site";\n')).toEqual([]);
    expect(await findings("server/planted.ts", 'export * from "~/pages/contact/copy";\n')).toEqual([]);
  });
});

describe("the tree", () => {
  // Lints app/ and server/ with the boundary rules alone (about 20 s of CPU).
  it("keeps every boundary", { timeout: 300_000 }, async () => {
    const results = await eslint.lintFiles(["app", "server"]);
    const violations = results.flatMap((result) =>
      result.messages
        .filter((m) => m.ruleId?.startsWith("import-x/"))
        .map((m) => `${result.filePath.slice(root.length + 1)}:${m.line} ${m.message}`),
    );
    expect(violations).toEqual([]);
  });
});
