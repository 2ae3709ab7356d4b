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
                // The site's shared code in one chunk: UI primitives, layout, helpers, dictionaries,
                // and the small modules most pages share (facts, mock-up frames, formatters, the chat
                // opener). Every page needs most of it, and one request beats a dozen tiny ones: a
                // chunk of 0.1-2 KB cost as much in headers as in content (14 script requests on the
                // home page before, 6 after).
                {
                  name: "site",
                  test: /[\\/]app[\\/]((components[\\/](ui|layout|icons|marketing|page)|lib|config|i18n)[\\/]|content[\\/](page-intro|facts|format)\.|components[\\/]mockups[\\/](frames|island|static-island)\.|features[\\/]chat[\\/](open-chat|copy)\.)|preload-helper|rolldown[\\/:]runtime/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
}));
