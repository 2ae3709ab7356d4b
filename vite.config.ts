import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { ogImagesPlugin } from "./scripts/build/og-images";

// React Router's package exports only its development build (remix-run/react-router#14102, open),
// which keeps its development warnings in the browser bundle. The client build takes the production
// build instead (the same code with ENABLE_DEV_WARNINGS off): 0.5 KB less on every page and no
// development warnings in visitors' consoles. The server keeps the exported build, so the CLI, the
// server and its node_modules share one copy, the reason for #14102's workaround.
const reactRouterProduction: Record<string, string> = {
  "react-router": fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)),
  "react-router/dom": fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)),
};
const reactRouterProductionInClient: Plugin = {
  name: "react-router-production-in-client",
  enforce: "pre",
  resolveId(id) {
    if (this.environment.name !== "client" || this.environment.mode !== "build") return null;
    return reactRouterProduction[id] ?? null;
  },
};

// A capability's face (features/<cap>/index*.ts) only re-exports: marked free of side effects, a
// page that takes one name from it gets that module alone, not everything the face lists (without
// this the 3D scenes' face put the island into the first load). Marked per module, so the packages'
// own `sideEffects` fields still count (a tree-shaking option for all modules would override them).
const faceModule = /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index(\.[a-z]+)?\.tsx?$/;
const facesWithoutSideEffects: Plugin = {
  name: "faces-without-side-effects",
  transform(code, id) {
    if (this.environment.name !== "client" || !faceModule.test(id)) return null;
    return { code, map: null, moduleSideEffects: false };
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : {
        assetsInlineLimit: 0,
        // SOURCEMAP=1 for bundle analysis (scripts/bench/bundle-report.ts); never in production builds.
        sourcemap: process.env.SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The site's shared code in one chunk: UI primitives, layout, helpers, dictionaries,
                // and the small modules most pages share (facts, mock-up frames, formatters, the chat
                // opener and its face; not the back office's address registry, which no public page
                // loads). Every page needs most of it, and one request beats a dozen tiny ones: a
                // chunk of 0.1-2 KB cost as much in headers as in content (14 script requests on the
                // home page before, 6 after).
                {
                  name: "site",
                  test: /[\\/]app[\\/]((components[\\/](ui|layout|icons|marketing|page)|lib|i18n)[\\/]|config[\\/](?!admin-paths\.)|content[\\/](page-intro|facts|format)\.|components[\\/]mockups[\\/](frames|island|static-island|lazy-static)\.|features[\\/]chat[\\/](index|open-chat|copy)\.)|preload-helper|rolldown[\\/:]runtime/,
                  priority: 10,
                },
                // The public forms' parts (fields, state, the field rules) in one chunk: contact,
                // career and every waitlist form load them together; one request instead of two.
                {
                  name: "form-parts",
                  test: /[\\/]app[\\/]features[\\/]forms[\\/](form-fields|form-parts|form-state|fields)\./,
                  priority: 5,
                },
                // The blog's list parts (cards, byline, tags) with the date formatting they use: the
                // list, the article and the admin load them together, so one request instead of two.
                {
                  name: "blog-parts",
                  test: /[\\/]app[\\/]features[\\/]blog[\\/](components|cover-sources|text|rules)\./,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
  // ogImagesPlugin: the social image of every registry page per language, after the client build (scripts/build/).
  plugins: [reactRouterProductionInClient, facesWithoutSideEffects, tailwindcss(), reactRouter(), ogImagesPlugin()],
  resolve: { tsconfigPaths: true },
}));
