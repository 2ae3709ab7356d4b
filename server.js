// Entry point. `node server.js` serves the production build (`npm run build` first);
// `node server.js --dev` (`npm run dev`), or NODE_ENV=development, serves the app through Vite
// with hot reload. Both run the same server: server/serve.ts, which reads and checks the
// configuration, binds the port, checks the data folder and the database, and only then migrates,
// applies ADMIN_PASSWORD and seeds.
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

if (process.argv.includes("--dev")) process.env.NODE_ENV = "development";

/** Configuration and start-up problems are reported in one line that says what to change. */
function fail(message) {
  console.error(message);
  process.exit(1);
}

try {
  const server = http.createServer();
  if (process.env.NODE_ENV === "development") {
    const { createServer } = await import("vite");
    // The hot-reload socket shares the site's port, so two development servers never collide on Vite's.
    const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
    const { serve } = await vite.ssrLoadModule("./server/serve.ts");
    await serve({ server, vite, loadSite: () => vite.ssrLoadModule("./server/app.ts") });
  } else {
    // Read before the configuration is checked: the schema that checks it is part of the build.
    const buildDir = process.env.BUILD_DIR?.trim() ? process.env.BUILD_DIR : "build";
    const entry = path.resolve(buildDir, "server/index.js");
    if (!existsSync(entry))
      fail(`No production build in ${path.dirname(path.dirname(entry))}: run npm run build first (npm start does both).`);
    const site = await import(pathToFileURL(entry).href);
    await site.serve({ server, loadSite: async () => site });
  }
} catch (error) {
  if (error?.name === "EnvError" || error?.name === "StartupError") fail(error.message);
  throw error;
}
