import type { Config } from "@react-router/dev/config";

// Server-rendered. Static pages are rendered once per language when the server
// starts and served from memory (see docs/decisions/0002-page-cache.md), so no
// build-time prerender list is kept here.
export default {
  ssr: true,
} satisfies Config;
