import type { Route } from "./+types/new";
import { editorBand } from "~/admin/editor/editor-page";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { handleSavePost, loadEditor } from "~/admin/editor/editor-screen.server";
import { adminCopy } from "~/admin/shell/copy";
import { EditorPage } from "~/admin/editor/editor-page";
import { loadOrUnavailable, saveKeepingText } from "~/features/editor/index.server";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

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

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: editorBand("markdown"),
};

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage mode="markdown" data={loaderData} actionData={actionData} />;
}
