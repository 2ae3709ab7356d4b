// What an admin page shows about access (issue 18): who is signed in, and the page a refused
// request (403) renders. The server decides; these only say so.
import { isRouteErrorResponse } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ErrorView, NotFoundView } from "~/components/layout/status-views";
import { useApp } from "~/lib/app-context";
import { adminCopy } from "./copy";
import { AdminBand } from "./ui";
import { roleLabels, type AdminViewer } from "~/features/accounts";
import { adminPaths } from "~/config/admin-paths";

/** "Angemeldet als Anna Förster · Autor": the person's name and role, in the admin band. */
export function SignedInAs({ viewer }: { viewer: AdminViewer }) {
  const { lang } = useApp();
  const m = adminCopy[lang].access;
  return (
    <p className="w-full text-sm text-forest-100" data-testid="signed-in-as">
      {m.signedInAs} <strong className="font-semibold text-white">{viewer.name}</strong> · {roleLabels[lang][viewer.role]}
    </p>
  );
}

/** "Keine Berechtigung" with the way back to /blog/admin. */
export function ForbiddenView() {
  const { lang } = useApp();
  const m = adminCopy[lang].access;
  return (
    <>
      <AdminBand title={m.forbiddenTitle} lead={m.forbiddenBody}>
        <ButtonLink to={adminPaths.list} variant="primary">
          {m.back}
        </ButtonLink>
      </AdminBand>
      <div className="bg-forest-50 py-10" />
    </>
  );
}

/**
 * The error boundary of the admin pages: a 403 is "Keine Berechtigung"; a 404 and anything else
 * look as they do everywhere else on the site.
 */
export function AdminErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenView />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorView />;
}
