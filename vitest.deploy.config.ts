import { defineConfig } from "vitest/config";

/**
 * Tests that run the production build (`npx react-router build` first): HTTP caching, and the
 * deployment behind Caddy with two instances on PostgreSQL. `npm test` runs them after the build.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
