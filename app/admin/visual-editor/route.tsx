import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { editorBand } from "~/admin/editor/editor-page";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { env } from "~/config/env.server";
import { handleSavePost, loadEditor } from "~/admin/editor/editor-screen.server";
import { adminCopy } from "~/admin/shell/copy";
import { EditorPage } from "~/admin/editor/editor-page";
import { visualEditorAllowed } from "~/admin/visual-editor/hosts";
import { NO_STORE } from "~/lib/http/no-store";
import { loadOrUnavailable, saveKeepingText } from "~/features/editor/index.server";
import { requirePermission } from "~/lib/auth/admin.server";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

/** With VISUAL_EDITOR=local-only, a non-local host goes to the standard editor. */
function standardEditor(request: Request, id: string): Response | null {
  if (visualEditorAllowed(new URL(request.url).host, env().VISUAL_EDITOR)) return null;
  const target = id === "new" ? adminPaths.new : adminPaths.edit(id);
  return redirect(`${target}?from=visual`, { headers: NO_STORE });
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrUnavailable(context.lang, params.id, async () => {
    await requirePermission(request, "posts.write");
    const away = standardEditor(request, params.id);
    if (away) throw away;
    return loadEditor(request, params.id, context.lang);
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return saveKeepingText(request, context.lang, async () => {
    await requirePermission(request, "posts.write");
    const away = standardEditor(request, params.id);
    if (away) throw away;
    return handleSavePost(request, context.lang, {
      id: params.id === "new" ? null : params.id,
      redirectTo: (id) => adminPaths.visualEditor(id),
    });
  });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: adminCopy[root.lang].editor.visualTitle,
    description: adminCopy[root.lang].editor.visualLead,
    keywords: ["Forstblog", "Visueller Editor", "Markdown", "Blog-Verwaltung"],
    canonicalPath: adminPaths.visualEditorBase,
    noindex: true,
  }));

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: editorBand("visual"),
};

export default function VisualEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage mode="visual" data={loaderData} actionData={actionData} />;
}
