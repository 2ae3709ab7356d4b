// The house rules for imports (docs/decisions/0033): no import circles, layers import downwards only,
// admin and pages never import each other, and code outside a capability reaches it only through
// its faces: app/features/<cap>/index.ts(x), index.server.ts and, for a part that must stay
// in its own chunk, index.<part>.ts. eslint.config.js applies these
// with everything else; tests/unit/boundaries.test.ts lints with them alone.
import { readdirSync } from "node:fs";
import path from "node:path";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const at = (relative) => path.join(root, relative);

// The top of app/: route modules' entry files and the route table (any new file here joins them).
const appRootFiles = readdirSync(at("app"), { withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => `app/${entry.name}`);

/** Every capability, one folder each under app/features. */
export const capabilities = readdirSync(at("app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// From the top down. A layer may import its own and every layer below it, none above.
const top = ["app/admin", "app/pages", "app/routes", ...appRootFiles];
const layers = [
  { name: "server", dirs: ["server"] },
  { name: "admin, pages, routes and the app's root files", dirs: top },
  { name: "features", dirs: ["app/features"] },
  { name: "components", dirs: ["app/components"] },
  { name: "content", dirs: ["app/content"] },
  { name: "lib and i18n", dirs: ["app/lib", "app/i18n"] },
  { name: "config", dirs: ["app/config"] },
];

const layerZones = layers.slice(1).map((layer, index) => ({
  target: layer.dirs,
  from: layers.slice(0, index + 1).flatMap((above) => above.dirs),
  message: `${layer.name} may not import a layer above it (${layers
    .slice(0, index + 1)
    .map((above) => above.name)
    .join("; ")}).`,
}));

const neighbourZones = [
  { target: "app/admin", from: "app/pages", message: "The back office does not import public pages." },
  { target: "app/pages", from: "app/admin", message: "Public pages do not import the back office." },
];

// Outside a capability means the rest of app/ and the server; tests and scripts may reach inside to
// exercise or measure one piece. Globs are absolute: the rule matches `except` against resolved paths.
const faceZones = capabilities.map((cap) => ({
  target: [at("server/**"), at("app/*.{ts,tsx}"), at("app/!(features)/**"), at(`app/features/!(${cap})/**`)],
  from: [at(`app/features/${cap}/**`)],
  except: [at(`app/features/${cap}/index{,.*}.{ts,tsx}`)],
  message: `Import the capability through its face: ~/features/${cap} or ~/features/${cap}/index.server.`,
}));

/** Flat-config objects holding only the boundary rules (no type information needed). @type {import("eslint").Linter.Config[]} */
export const boundaries = [
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: { parser: tseslint.parser },
    plugins: { "import-x": importX },
    settings: {
      // ESLint parses the modules an import leads to (for the circle check) with this parser too.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: at("tsconfig.json") })],
    },
    rules: {
      // Type-only imports are exempt (they vanish at build). Circles among runtime imports are not:
      // they make module evaluation order matter.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...layerZones, ...neighbourZones, ...faceZones] }],
    },
  },
];
