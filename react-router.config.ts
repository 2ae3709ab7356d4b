import type { Config } from "@react-router/dev/config";

// Server-rendered. Static pages are rendered once per language when the server
// starts and served from memory (docs/decisions/0001-page-cache-instead-of-build-prerender.md),
// so no build-time prerender list is kept here.
export default {
  ssr: true,
  // A separate folder lets several builds coexist (e.g. parallel test runs); server.js reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
