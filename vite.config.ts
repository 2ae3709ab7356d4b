import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : {
        assetsInlineLimit: 0,
        // SOURCEMAP=1 for bundle analysis (scripts/bundle-report.mjs); never in production builds.
        sourcemap: process.env.SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The site's shared code (UI primitives, layout, helpers, dictionaries) in one chunk:
                // every page needs most of it, and one request beats a dozen tiny ones.
                { name: "site", test: /[\\/]app[\\/](components[\\/](ui|layout|icons|marketing|page)|lib|config|i18n|content[\\/]page-intro)[\\/]/, priority: 10 },
              ],
            },
          },
        },
      },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
}));
