import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { adminRoutes, type AdminRouteEntry } from "./config/admin-paths";
import { aliasModule, pageModule, pages, type PageGroup } from "./config/pages";

/** The pages of one group, from the page registry (the only place their addresses are written). */
function pageRoutes(group: PageGroup) {
  return pages
    .filter((page) => page.group === group)
    .flatMap((page) => [
      page.path === "/" ? index(pageModule(page)) : route(page.path.slice(1), pageModule(page)),
      ...("aliases" in page ? page.aliases.map((alias) => route(alias.slice(1), aliasModule(page), { id: `alias:${alias}` })) : []),
    ]);
}

/** The back office's routes of one area, from the admin registry (the only place their addresses are written). */
function adminAreaRoutes(area: AdminRouteEntry["area"]) {
  return adminRoutes.filter((entry) => entry.area === area).map((entry) => route(entry.path.slice(1), entry.module));
}

/** Every route of the site, grouped by area: pages and the back office come from their registries, the rest are listed here. */
export default [
  // Products and campaigns
  ...pageRoutes("products"),

  // Company
  ...pageRoutes("company"),

  // Legal
  ...pageRoutes("legal"),

  // Blog and knowledge base: public
  ...pageRoutes("blog"),
  route("blog/tag/:tag", "pages/blog/tag.tsx"),
  route("blog/suche", "pages/blog/search.tsx"),
  route("blog/:slug", "pages/blog/article.tsx"),
  route("wissen/:slug", "pages/wissen/article.tsx"),
  route("blog/vorschau/:token", "pages/blog/preview.tsx"),

  // Blog: administration. The sign-in pages need no session; the admin layout checks it for the rest.
  ...adminAreaRoutes("sign-in"),
  layout("admin/layout.tsx", adminAreaRoutes("back-office")),

  // Resources
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("blog/index.json", "routes/blog.index-json.ts"),
  route("blog/content/:file", "routes/blog.content-json.ts"),
  route("blog/feed.xml", "routes/blog.feed.ts"),
  route("blog/images/*", "routes/blog.images.ts"),
  route("datahub/openapi.json", "routes/datahub.openapi-json.ts"),
  route("api/form-started", "routes/api.form-started.ts"),

  // ForestChat API
  route("api/forestchat", "routes/api.forestchat.ts"),
  route("api/forestchat/history", "routes/api.forestchat.history.ts"),
  route("api/forestchat/translate", "routes/api.forestchat.translate.ts"),

  // Consent: the proof-of-consent log
  route("api/consent", "routes/api.consent.ts"),

  // Test support: a 404 unless E2E_FAULTS=1 (see the module)
  route("__fault", "routes/fault.ts"),
  route("__blog-hostile", "routes/blog.hostile-corpus.tsx"),
  // Design review of the product mock-ups: development only, 404 otherwise
  route("__mockups", "routes/mockups-preview.tsx"),

  // Everything else: 404
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
