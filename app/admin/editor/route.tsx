import type { Route } from "./+types/route";
import { editorBand } from "~/admin/editor/editor-page";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { handleSavePost, loadEditor } from "~/admin/editor/editor-screen.server";
import { adminCopy } from "~/admin/shell/copy";
import { EditorPage } from "~/admin/editor/editor-page";
import { loadOrUnavailable, saveKeepingText } from "~/features/editor/index.server";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrUnavailable(context.lang, params.id, () => loadEditor(request, params.id, context.lang));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return saveKeepingText(request, context.lang, () =>
    handleSavePost(request, context.lang, { id: params.id, redirectTo: (id) => adminPaths.edit(id) }),
  );
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: adminCopy[root.lang].editor.editTitle,
    description: adminCopy[root.lang].list.lead,
    canonicalPath: adminPaths.edit(args.params.id),
    noindex: true,
  }));

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: editorBand("markdown"),
};

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage mode="markdown" data={loaderData} actionData={actionData} />;
}
