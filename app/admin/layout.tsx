// The back office's layout route: every screen below /blog/admin and the visual editor sit in it.
// It checks the session once for the page (each screen's loader and action still checks its own
// permission: resource routes run without this loader), keeps every answer out of caches, draws
// the band the screen describes in its `handle`, and shows errors: a 403 is "Keine Berechtigung".
import { isRouteErrorResponse, Outlet, useMatches } from "react-router";
import type { Route } from "./+types/layout";
import { viewerOf } from "~/features/accounts";
import { requireAdmin } from "~/lib/auth/admin.server";
import { isDatabaseFault } from "~/lib/db/db.server";
import { useApp } from "~/lib/app-context";
import { noStoreHeaders } from "~/lib/http/no-store";
import { seo } from "~/lib/meta";
import { adminCopy } from "./shell/copy";
import { AdminErrorBoundary } from "./shell/access-ui";
import { isScreenHandle, ScreenBand } from "./shell/band";
import { missingLegalItems } from "./shell/legal-notice";
import { LegalNoticeBanner } from "./shell/legal-notice-banner";
import type { RouteHandle } from "~/root";

// Also for thrown answers: an error below is shown by this route's boundary, whose headers count.
/** No chat widget in the back office. */
export const handle: RouteHandle = { chat: false };

export const headers = noStoreHeaders;

// While the database is away the session cannot be read: the screen's own loader and action then
// answer (the editor hands back the typed text with "Speichern fehlgeschlagen", ADR 0016), and the
// band shows no navigation. Nothing is shown that a session would have unlocked.
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const admin = await requireAdmin(request);
    // Only the owner can set the configuration: the others are not told about it.
    const legalMissing = admin.account.role === "owner" ? missingLegalItems(context.site.legal) : [];
    return { viewer: viewerOf(admin.account), legalMissing };
  } catch (error) {
    if (isDatabaseFault(error)) return { viewer: null, legalMissing: [] };
    throw error;
  }
}

// A screen names its own page; an error shown by this route's boundary cuts the screen's meta off,
// so the error page gets its name here ("Keine Berechtigung" for a 403).
export const meta: Route.MetaFunction = (args) =>
  args.error
    ? seo(args, (root) => ({
        title:
          isRouteErrorResponse(args.error) && args.error.status === 403
            ? adminCopy[root.lang].access.forbiddenTitle
            : adminCopy[root.lang].list.title,
        description: adminCopy[root.lang].list.lead,
        canonicalPath: args.location.pathname,
        noindex: true,
      }))
    : [];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { lang } = useApp();
  const screen = useMatches().at(-1);
  const spec = screen && isScreenHandle(screen.handle) ? screen.handle.band(lang, screen.data) : null;
  return (
    <>
      {spec ? <ScreenBand spec={spec} viewer={loaderData.viewer} /> : null}
      <LegalNoticeBanner lang={lang} missing={loaderData.legalMissing} />
      <Outlet />
    </>
  );
}

/** One boundary for every screen: 403 "Keine Berechtigung", 404 and other errors as elsewhere. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
