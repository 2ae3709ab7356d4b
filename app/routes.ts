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
  route("blog/tag/:tag", "routes/blog.tag.$tag.tsx"),
  route("blog/suche", "routes/blog.suche.tsx"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("wissen/:slug", "pages/wissen/article.tsx"),
  route("blog/vorschau/:token", "routes/blog.vorschau.$token.tsx"),
  route("blog/einladung/:token", "routes/blog.einladung.$token.tsx"),

  // Blog: administration (session-protected)
  route("blog/login", "routes/blog.login.tsx"),
  route("blog/admin", "routes/blog.admin._index.tsx"),
  route("blog/admin/new", "routes/blog.admin.new.tsx"),
  route("blog/admin/edit/:id", "routes/blog.admin.edit.$id.tsx"),
  route("blog/admin/edit/:id/restore", "routes/blog.admin.edit.$id.restore.ts"),
  route("blog/admin/edit/:id/preview-link", "routes/blog.admin.edit.$id.preview-link.ts"),
  route("blog/admin/edit/:id/diff/:revision", "routes/blog.admin.edit.$id.diff.$revision.ts"),
  route("blog/admin/autosave", "routes/blog.admin.autosave.ts"),
  route("blog/admin/preview", "routes/blog.admin.preview.ts"),
  route("blog/admin/upload", "routes/blog.admin.upload.ts"),
  route("blog/admin/export/:file", "routes/blog.admin.export.$file.ts"),
  route("blog/admin/logout", "routes/blog.admin.logout.ts"),
  route("blog/admin/anfragen", "routes/blog.admin.anfragen._index.tsx"),
  route("blog/admin/anfragen/export.csv", "routes/blog.admin.anfragen.export.ts"),
  route("blog/admin/anfragen/:id", "routes/blog.admin.anfragen.$id.tsx"),
  route("blog/admin/anfragen/:id/lebenslauf", "routes/blog.admin.anfragen.$id.lebenslauf.ts"),
  route("blog/admin/einwilligungen", "routes/blog.admin.einwilligungen.tsx"),
  route("blog/admin/medien", "routes/blog.admin.medien.tsx"),
  route("blog/admin/chat", "routes/blog.admin.chat._index.tsx"),
  route("blog/admin/chat/:id", "routes/blog.admin.chat.$id.tsx"),
  route("blog/admin/konten", "routes/blog.admin.konten.tsx"),
  route("blog/admin/konto", "routes/blog.admin.konto.tsx"),
  route("blog/admin/protokoll", "routes/blog.admin.protokoll.tsx"),
  route("blog/admin/:id", "routes/blog.admin.$id-redirect.ts"),
  route("blog/visual-editor/:id", "routes/blog.visual-editor.$id.tsx"),

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
