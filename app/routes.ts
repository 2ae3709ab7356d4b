import { type RouteConfig, index, route } from "@react-router/dev/routes";
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

/** Every route of the site, grouped by area: pages come from the page registry, the rest are listed here. */
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
  route("blog/einladung/:token", "admin/invitation/route.tsx"),

  // Blog: administration (session-protected)
  route("blog/login", "admin/login/route.tsx"),
  route("blog/admin", "admin/posts/route.tsx"),
  route("blog/admin/new", "admin/editor/new.tsx"),
  route("blog/admin/edit/:id", "admin/editor/route.tsx"),
  route("blog/admin/edit/:id/restore", "admin/editor/restore.ts"),
  route("blog/admin/edit/:id/preview-link", "admin/editor/preview-link.ts"),
  route("blog/admin/edit/:id/diff/:revision", "admin/editor/diff.ts"),
  route("blog/admin/autosave", "admin/editor/autosave.ts"),
  route("blog/admin/preview", "admin/editor/preview.ts"),
  route("blog/admin/upload", "admin/editor/upload.ts"),
  route("blog/admin/export/:file", "admin/posts/export.ts"),
  route("blog/admin/logout", "admin/login/logout.ts"),
  route("blog/admin/anfragen", "admin/inbox/route.tsx"),
  route("blog/admin/anfragen/export.csv", "admin/inbox/export.ts"),
  route("blog/admin/anfragen/:id", "admin/inbox/detail.tsx"),
  route("blog/admin/anfragen/:id/lebenslauf", "admin/inbox/cv.ts"),
  route("blog/admin/einwilligungen", "admin/consent-log/route.tsx"),
  route("blog/admin/medien", "admin/media/route.tsx"),
  route("blog/admin/chat", "admin/chat-overview/route.tsx"),
  route("blog/admin/chat/:id", "admin/chat-overview/transcript.tsx"),
  route("blog/admin/konten", "admin/accounts/route.tsx"),
  route("blog/admin/konto", "admin/account/route.tsx"),
  route("blog/admin/protokoll", "admin/audit/route.tsx"),
  route("blog/admin/:id", "admin/posts/id-redirect.ts"),
  route("blog/visual-editor/:id", "admin/visual-editor/route.tsx"),

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
