// `npm run lint` (with `prettier --check`): ESLint's and typescript-eslint's recommended rules,
// the Rules of React (hooks and the React Compiler's checks) and jsx-a11y's accessibility rules.
// Formatting is Prettier's alone: none of these presets has layout rules that could disagree with it.
// The import boundaries (layers, capability faces, no circles) live in eslint.boundaries.js.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import { boundaries } from "./eslint.boundaries.js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "build/",
    ".builds/",
    "node_modules/",
    ".react-router/",
    "test-results/",
    "bench-results/",
    "public/",
    "data/",
    "playwright-report/",
  ]),
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    extends: [
      js.configs.recommended,
      // Type-aware (promises passed where nothing awaits them, non-Error throws, needless assertions):
      // 35 s on 2 cores against 11 s without types, still the fastest step of `npm test`.
      tseslint.configs.recommendedTypeChecked,
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      // Server and scripts run in Node; app modules and the functions scripts send into Chromium run in the browser.
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Tailwind's base styles remove list bullets, and Safari (VoiceOver) then no longer announces a
      // <ul> or <ol> as a list: role="list" gives it back, so it is not redundant here.
      "jsx-a11y/no-redundant-roles": ["error", { nav: ["navigation"], ul: ["list"], ol: ["list"] }],
      // Loaders and actions end a request by throwing a Response (redirect, replace) or data(): React
      // Router's documented way, not an error.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
      // A leading underscore marks a parameter or binding that is deliberately unused.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...boundaries,
  {
    // server.js, the end-to-end SMTP server and the browser code the media scripts inline are plain
    // JavaScript: without types every value is `any`, and the type-aware rules would flag each use.
    files: ["**/*.{js,mjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Migrations take Kysely<any> on purpose: they must keep working when schema.ts changes later.
    files: ["app/lib/db/migrations.server.ts", "app/lib/db/migration-support.ts", "app/lib/db/migrations/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Components and hooks live in app/ only; the React Compiler's checks parse each file they see
    // (most of the lint time), so the scripts, the server and the tests skip them.
    files: ["app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
  },
]);
