import { useLocation, useSearchParams } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { useApp } from "~/lib/app-context";
import { adminCopy } from "../shell/copy";
import { EditorForm } from "./editor-form";
import type { EditorLoadData } from "./editor-screen.server";
import { editorText, type SaveFailure } from "~/features/editor";
import { ErrorBox, TimedNotice } from "../shell/ui";
import type { AdminScreenHandle } from "../shell/band";
import type { AdminCopy } from "../shell/copy";
import { adminPaths } from "~/config/admin-paths";

/** After a restore (`?restored=N`) or a refused one (`?restoreFailed=…`). */
function RestoreNotice({ params, m }: { params: URLSearchParams; m: AdminCopy["editor"] }) {
  const restored = params.get("restored");
  const failed = params.get("restoreFailed");
  const { lang } = useApp();
  if (failed) {
    const message =
      failed === "stale"
        ? m.restoreStale
        : failed === "missing"
          ? editorText("restoreMissing", lang)
          : failed === "slug"
            ? editorText("slugTaken", lang)
            : m.restoreError;
    return (
      <div role="alert" className="mb-6">
        <ErrorBox>{message}</ErrorBox>
      </div>
    );
  }
  if (!restored) return null;
  return (
    <div className="mb-6">
      <TimedNotice show={restored}>{m.restored(Number(restored))}</TimedNotice>
    </div>
  );
}

/** The editor's band (drawn by the admin layout): the title, the way back to the list. */
export function editorBand(mode: "markdown" | "visual"): AdminScreenHandle<EditorLoadData>["band"] {
  return (lang, data) => {
    const m = adminCopy[lang].editor;
    return {
      title: mode === "visual" ? m.visualTitle : data.id === null ? m.newTitle : m.editTitle,
      lead: mode === "visual" ? m.visualLead : undefined,
      back: { to: adminPaths.list, label: mode === "visual" ? m.backToList : `← ${m.backToList}` },
      logout: adminCopy[lang].list.logout,
    };
  };
}

/** An editor page (Markdown or visual), below the band: the form, or the load error with the way back. */
export function EditorPage({
  mode,
  data,
  actionData,
}: {
  mode: "markdown" | "visual";
  data: EditorLoadData;
  actionData: SaveFailure | undefined;
}) {
  const { lang } = useApp();
  const m = adminCopy[lang].editor;
  const [params] = useSearchParams();
  // A new location (first load, or the redirect after a save) starts the form afresh; a refused
  // save keeps the same location, so what was typed stays.
  const location = useLocation();

  return (
    <>
      <div className="bg-forest-50 py-8 sm:py-12">
        <div className="container-site">
          {params.get("from") === "visual" ? (
            <p role="status" className="mb-6 rounded-xl border border-amber-600/40 bg-amber-50 px-4 py-3 font-medium text-amber-900">
              {m.redirecting}
            </p>
          ) : null}
          <RestoreNotice params={params} m={m} />
          {data.state === "error" && !actionData ? (
            <div className="grid gap-4">
              <ErrorBox>{data.error}</ErrorBox>
              <div>
                <ButtonLink to={adminPaths.list} variant="secondary">
                  {m.backToList}
                </ButtonLink>
              </div>
            </div>
          ) : (
            <EditorForm
              key={location.key}
              mode={mode}
              // After a failed save the form shows what was typed, even when the editor's own data
              // could not be loaded again (the database is away): nothing typed is lost.
              initial={data.state === "ok" ? data.values : actionData!.values}
              failure={actionData}
              post={data.state === "ok" && data.id && data.slug ? { id: data.id, slug: data.slug } : null}
              saved={params.get("saved") === "1"}
              extras={data.state === "ok" ? data.extras : null}
              translations={data.state === "ok" ? data.translations : []}
              uiLang={lang}
              m={m}
              canPublish={data.state === "ok" ? Boolean(data.viewer.may["posts.publish"]) : true}
              authors={data.state === "ok" ? (data.viewer.may["posts.edit-any"] ? data.authors : null) : []}
            />
          )}
        </div>
      </div>
    </>
  );
}
