/**
 * Every address of the back office, in one typed list: the only place such an address is written.
 * The route table (`app/routes.ts`) is built from it; links, redirects, fetches, robots.txt and the
 * server's per-route limits use `adminPaths.<id>`.
 *
 * Plain data with no imports, like the page registry: `app/routes.ts` reads it at build time, and
 * every layer (lib, features, admin, server) and the browser bundle may use it.
 */

import { adminArea, backOfficeStems } from "./admin-area";

export interface AdminRouteEntry {
  /** Stable name, used as `adminPaths.<id>`. */
  readonly id: string;
  /** The address pattern, always starting with "/"; `:name` marks a parameter. */
  readonly path: `/${string}`;
  /** Route module relative to `app/`. */
  readonly module: string;
  /**
   * "back-office": inside the admin layout (`admin/layout.tsx`), which checks the session;
   * "sign-in": outside it, the pages that lead to a session and need none.
   */
  readonly area: "back-office" | "sign-in";
}

export const adminRoutes = [
  // The start of the back office; then the sign-in pages, which need no session
  { id: "list", path: `${adminArea.admin}`, module: "admin/posts/route.tsx", area: "back-office" },
  { id: "login", path: `${adminArea.login}`, module: "admin/login/route.tsx", area: "sign-in" },
  { id: "invitation", path: `${adminArea.invitation}/:token`, module: "admin/invitation/route.tsx", area: "sign-in" },

  // Posts: the editors and their resources
  { id: "new", path: `${adminArea.admin}/new`, module: "admin/editor/new.tsx", area: "back-office" },
  { id: "edit", path: `${adminArea.admin}/edit/:id`, module: "admin/editor/route.tsx", area: "back-office" },
  { id: "restore", path: `${adminArea.admin}/edit/:id/restore`, module: "admin/editor/restore.ts", area: "back-office" },
  { id: "previewLink", path: `${adminArea.admin}/edit/:id/preview-link`, module: "admin/editor/preview-link.ts", area: "back-office" },
  { id: "diff", path: `${adminArea.admin}/edit/:id/diff/:revision`, module: "admin/editor/diff.ts", area: "back-office" },
  { id: "autosave", path: `${adminArea.admin}/autosave`, module: "admin/editor/autosave.ts", area: "back-office" },
  { id: "preview", path: `${adminArea.admin}/preview`, module: "admin/editor/preview.ts", area: "back-office" },
  { id: "upload", path: `${adminArea.admin}/upload`, module: "admin/editor/upload.ts", area: "back-office" },
  { id: "export", path: `${adminArea.admin}/export/:file`, module: "admin/posts/export.ts", area: "back-office" },
  { id: "logout", path: `${adminArea.admin}/logout`, module: "admin/login/logout.ts", area: "back-office" },

  // The inbox, the consent log, media, the chat overview
  { id: "inbox", path: `${adminArea.admin}/anfragen`, module: "admin/inbox/route.tsx", area: "back-office" },
  { id: "inboxExport", path: `${adminArea.admin}/anfragen/export.csv`, module: "admin/inbox/export.ts", area: "back-office" },
  { id: "submission", path: `${adminArea.admin}/anfragen/:id`, module: "admin/inbox/detail.tsx", area: "back-office" },
  { id: "cv", path: `${adminArea.admin}/anfragen/:id/lebenslauf`, module: "admin/inbox/cv.ts", area: "back-office" },
  { id: "consentLog", path: `${adminArea.admin}/einwilligungen`, module: "admin/consent-log/route.tsx", area: "back-office" },
  { id: "media", path: `${adminArea.admin}/medien`, module: "admin/media/route.tsx", area: "back-office" },
  { id: "chat", path: `${adminArea.admin}/chat`, module: "admin/chat-overview/route.tsx", area: "back-office" },
  { id: "transcript", path: `${adminArea.admin}/chat/:id`, module: "admin/chat-overview/transcript.tsx", area: "back-office" },

  // Accounts
  { id: "accounts", path: `${adminArea.admin}/konten`, module: "admin/accounts/route.tsx", area: "back-office" },
  { id: "account", path: `${adminArea.admin}/konto`, module: "admin/account/route.tsx", area: "back-office" },
  { id: "audit", path: `${adminArea.admin}/protokoll`, module: "admin/audit/route.tsx", area: "back-office" },

  // The old site's second form of the edit address; after every fixed address below /blog/admin
  { id: "idRedirect", path: `${adminArea.admin}/:id`, module: "admin/posts/id-redirect.ts", area: "back-office" },
  { id: "visualEditor", path: `${adminArea.visualEditor}/:id`, module: "admin/visual-editor/route.tsx", area: "back-office" },
] as const satisfies readonly AdminRouteEntry[];

export type AdminRouteId = (typeof adminRoutes)[number]["id"];
type PatternOf<Id extends AdminRouteId> = Extract<(typeof adminRoutes)[number], { id: Id }>["path"];

/** Each address pattern by its id: `adminPatterns.edit` is "/blog/admin/edit/:id". */
export const adminPatterns = Object.fromEntries(adminRoutes.map((entry) => [entry.id, entry.path])) as {
  readonly [Id in AdminRouteId]: PatternOf<Id>;
};

/** A pattern with its parameters filled in, each encoded as one path segment. */
function fill(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The part of a pattern before its first parameter: `/blog/visual-editor` of `/blog/visual-editor/:id`. */
function stem(pattern: string): string {
  return pattern.replace(/\/:.*$/, "");
}

/** Concrete addresses of the back office: `adminPaths.edit(id)`, `adminPaths.media`. */
export const adminPaths = {
  login: adminPatterns.login,
  invitation: (token: string) => fill(adminPatterns.invitation, { token }),
  /** `/blog/einladung`: the invitation links' stem (the link itself carries the secret token). */
  invitationBase: stem(adminPatterns.invitation),

  list: adminPatterns.list,
  new: adminPatterns.new,
  edit: (id: string) => fill(adminPatterns.edit, { id }),
  restore: (id: string) => fill(adminPatterns.restore, { id }),
  previewLink: (id: string) => fill(adminPatterns.previewLink, { id }),
  diff: (id: string, revision: number | string) => fill(adminPatterns.diff, { id, revision }),
  autosave: adminPatterns.autosave,
  preview: adminPatterns.preview,
  upload: adminPatterns.upload,
  /** A file of the export: "forstblog.zip", "index.json" or "{id}.json". */
  export: (file: string) => fill(adminPatterns.export, { file }),
  logout: adminPatterns.logout,

  inbox: adminPatterns.inbox,
  inboxExport: adminPatterns.inboxExport,
  submission: (id: string) => fill(adminPatterns.submission, { id }),
  cv: (id: string) => fill(adminPatterns.cv, { id }),
  consentLog: adminPatterns.consentLog,
  media: adminPatterns.media,
  chat: adminPatterns.chat,
  transcript: (id: string) => fill(adminPatterns.transcript, { id }),

  accounts: adminPatterns.accounts,
  account: adminPatterns.account,
  audit: adminPatterns.audit,

  idRedirect: (id: string) => fill(adminPatterns.idRedirect, { id }),
  /** The visual editor of a post, or of a new one with id "new". */
  visualEditor: (id: string) => fill(adminPatterns.visualEditor, { id }),
  /** `/blog/visual-editor`: the visual editor's stem. */
  visualEditorBase: stem(adminPatterns.visualEditor),
} as const;

/** The back office's stems without secrets (written in admin-area.ts, which a test holds to this list). */
export { backOfficeStems };
