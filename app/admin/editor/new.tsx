import type { Route } from "./+types/new";
import { handleSavePost, loadEditor } from "~/admin/posts/posts.server";
import { adminCopy } from "~/admin/shell/copy";
import { EditorPage } from "~/admin/editor/editor-page";
import { noStoreHeaders } from "~/lib/http/no-store";
import { loadOrUnavailable, saveKeepingText } from "~/features/editor/index.server";
import { seo } from "~/lib/meta";
import { AdminErrorBoundary } from "~/admin/shell/access-ui";
import { adminPaths } from "~/config/admin-paths";

export const headers = noStoreHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrUnavailable(context.lang, null, () => loadEditor(request, null, context.lang));
}

export function action({ request, context }: Route.ActionArgs) {
  return saveKeepingText(request, context.lang, () =>
    handleSavePost(request, context.lang, { id: null, redirectTo: (id) => adminPaths.edit(id) }),
  );
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: adminCopy[root.lang].editor.newTitle,
    description: adminCopy[root.lang].list.lead,
    canonicalPath: adminPaths.new,
    noindex: true,
  }));

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage mode="markdown" data={loaderData} actionData={actionData} />;
}

/** A 403 (the role may not use this) is "Keine Berechtigung" with the way back (issue 18). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
