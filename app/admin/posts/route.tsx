import { useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { env } from "~/config/env.server";
import { formatPostDate } from "~/features/blog";
import { handleAdminAction, loadAdminList, type AdminActionResult } from "~/admin/posts/posts.server";
import { adminCopy, type AdminCopy } from "~/admin/shell/copy";
import { visualEditorAllowed } from "~/admin/visual-editor/hosts";
import { NewBadge, type AdminScreenHandle } from "~/admin/shell/band";
import { ConfirmDelete } from "~/admin/shell/confirm-delete";
import { mediaCopy, type MediaCopy } from "~/admin/media/copy";
import type { AdminViewer } from "~/features/accounts";
import { ErrorBox, NOTICE_MS, TimedNotice } from "~/admin/shell/ui";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

export async function loader({ request }: Route.LoaderArgs) {
  const list = await loadAdminList(request);
  return { ...list, visual: visualEditorAllowed(new URL(request.url).host, env().VISUAL_EDITOR) };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, context.lang);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: adminCopy[root.lang].list.title,
    description: adminCopy[root.lang].list.lead,
    canonicalPath: adminPaths.list,
    noindex: true,
  }));

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang, data) => ({
    title: adminCopy[lang].list.title,
    lead: data.viewer.may["posts.edit-any"] ? adminCopy[lang].list.lead : adminCopy[lang].access.ownPostsLead,
    actions: <ListActions visual={data.visual} inReview={data.inReview} viewer={data.viewer} />,
    nav: { newSubmissions: data.newSubmissions },
    logout: adminCopy[lang].list.logout,
  }),
};

/** The list's own buttons in the band: new post, the visual editor, the posts in review, the exports. */
function ListActions({ visual, inReview, viewer }: { visual: boolean; inReview: number; viewer: AdminViewer }) {
  const { lang } = useApp();
  const m = adminCopy[lang].list;
  const ma = adminCopy[lang].access;
  const mm = mediaCopy[lang].list;
  const may = viewer.may;
  return (
    <>
      <ButtonLink to={adminPaths.new} variant="primary">
        {m.create}
      </ButtonLink>
      {visual ? (
        <ButtonLink to={adminPaths.visualEditor("new")} variant="outline-light">
          {m.visual}
        </ButtonLink>
      ) : null}
      {may["posts.publish"] && inReview > 0 ? (
        <ButtonLink to={`${adminPaths.list}?status=review`} variant="outline-light" data-testid="review-link">
          {ma.inReview(inReview)}
        </ButtonLink>
      ) : null}
      {may["posts.export"] ? (
        <>
          <ExportArchiveButton mm={mm} />
          <ExportIndexButton m={m} />
        </>
      ) : null}
    </>
  );
}

export default function AdminList({ loaderData, actionData: result }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = adminCopy[lang].list;
  const ma = adminCopy[lang].access;
  const mm = mediaCopy[lang].list;
  const { posts, visual, newSubmissions, deleteImages, viewer, inReview, statusFilter } = loaderData;
  const may = viewer.may;
  const [params] = useSearchParams();
  const confirmId = params.get("delete");
  const confirmPost = posts?.find((p) => p.id === confirmId);
  const deleted = params.get("deleted");
  const deletedImages = Number(params.get("images") ?? 0);

  return (
    <>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid gap-10">
          {deleted || (result && "error" in result && result.intent === "delete") ? (
            <div className="grid gap-3">
              <TimedNotice show={deleted}>
                {deleted ? m.deleted(deleted) : null}
                {deleted && deletedImages > 0 ? ` ${mm.deletedImages(deletedImages)}` : null}
              </TimedNotice>
              {result && "error" in result && result.intent === "delete" ? <ErrorBox>{result.error}</ErrorBox> : null}
            </div>
          ) : null}

          {confirmPost ? (
            <ConfirmDelete
              title={m.confirmTitle(confirmPost.title)}
              body={m.confirmBody}
              action={adminPaths.list}
              cancelTo={adminPaths.list}
              cancel={m.cancel}
              confirm={m.confirmDelete}
              fields={{ id: confirmPost.id }}
            >
              {deleteImages.length > 0 ? <DeleteImagesChoice mm={mm} images={deleteImages} /> : null}
            </ConfirmDelete>
          ) : null}

          <section aria-labelledby="posts-heading" className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="posts-heading" className="text-xl font-bold text-forest-950">
                {statusFilter === "review" ? ma.reviewHeading : m.postsHeading}
              </h2>
              {statusFilter ? (
                <Link to={adminPaths.list} className="font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-600">
                  {ma.allPosts}
                </Link>
              ) : inReview > 0 ? (
                <Link
                  to={`${adminPaths.list}?status=review`}
                  className="font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-600"
                >
                  {ma.inReview(inReview)}
                </Link>
              ) : null}
            </div>
            {posts === null ? (
              <div className="mt-4">
                <ErrorBox>{m.loadError}</ErrorBox>
              </div>
            ) : posts.length === 0 ? (
              <div className="mt-6 rounded-xl border border-dashed border-forest-900/25 p-8 text-center">
                <p className="text-lg text-forest-900">{m.empty}</p>
                <ButtonLink to={adminPaths.new} variant="secondary" className="mt-4">
                  {m.createFirst}
                </ButtonLink>
              </div>
            ) : (
              <PostsTable posts={posts} m={m} mm={mm} lang={lang} visual={visual} />
            )}
          </section>

          {may["posts.export"] ? <ImportSection m={m} mm={mm} result={result} /> : null}

          {may.inbox || may["consent.log"] ? <InboxCard m={m} count={newSubmissions} viewer={viewer} /> : null}
        </div>
      </div>
    </>
  );
}

const cellLabel = "text-xs font-semibold tracking-wide text-forest-700 uppercase sm:hidden";

function PostsTable({
  posts,
  m,
  mm,
  lang,
  visual,
}: {
  posts: NonNullable<Route.ComponentProps["loaderData"]["posts"]>;
  m: AdminCopy["list"];
  mm: MediaCopy["list"];
  lang: "de" | "en";
  visual: boolean;
}) {
  const { origins } = useApp();
  const action =
    "rounded-md px-2 py-1 font-semibold text-forest-700 underline-offset-2 hover:bg-forest-50 hover:underline focus-visible:outline-3 focus-visible:outline-moss-400";
  return (
    <table className="mt-4 w-full border-collapse text-left max-sm:block">
      <thead className="max-sm:sr-only">
        <tr className="border-b border-forest-900/15 text-sm text-forest-800">
          <th scope="col" className="py-3 pr-4 font-semibold">
            {m.colTitle}
          </th>
          <th scope="col" className="py-3 pr-4 font-semibold">
            {m.colDate}
          </th>
          <th scope="col" className="py-3 pr-4 font-semibold">
            {m.colAuthor}
          </th>
          <th scope="col" className="py-3 font-semibold">
            {m.colActions}
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {posts.map((post) => (
          <tr key={post.id} className="border-b border-forest-900/10 align-top last:border-0 max-sm:grid max-sm:gap-1 max-sm:py-4">
            <td className="py-3 pr-4 font-semibold text-forest-950 max-sm:py-0">
              <span className={cellLabel}>{m.colTitle}: </span>
              {post.title}
              <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5",
                    post.status === "published"
                      ? "bg-moss-200 text-forest-900"
                      : post.status === "scheduled"
                        ? "bg-sky-100 text-sky-900"
                        : post.status === "review"
                          ? "bg-orange-100 text-orange-900 ring-1 ring-orange-700"
                          : "bg-amber-100 text-amber-900",
                  )}
                >
                  {mm.status[post.status]}
                </span>
                {post.lang === lang ? null : (
                  <span className="rounded-full bg-forest-50 px-2 py-0.5 text-forest-800">{mm.langBadge[post.lang]}</span>
                )}
              </span>
            </td>
            <td className="py-3 pr-4 whitespace-nowrap text-forest-900 max-sm:py-0">
              <span className={cellLabel}>{m.colDate}: </span>
              <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time>
            </td>
            <td className="py-3 pr-4 text-forest-900 max-sm:py-0">
              <span className={cellLabel}>{m.colAuthor}: </span>
              {post.author}
            </td>
            <td className="py-2 max-sm:py-1">
              <div className="-mx-2 flex flex-wrap gap-x-1 gap-y-1 text-sm">
                {post.editable ? (
                  <Link to={adminPaths.edit(post.id)} className={action} aria-label={`${m.edit}: ${post.title}`}>
                    {m.edit}
                  </Link>
                ) : null}
                {visual && post.editable ? (
                  <Link to={adminPaths.visualEditor(post.id)} className={action} aria-label={`${m.editVisual}: ${post.title}`}>
                    {m.editVisual}
                  </Link>
                ) : null}
                {post.status === "published" ? (
                  <a href={`${origins[post.lang]}/blog/${encodeURIComponent(post.slug)}`} target="_blank" rel="noopener" className={action}>
                    {m.view}
                    <span className="sr-only">
                      : {post.title} {m.newTab}
                    </span>
                  </a>
                ) : null}
                {post.editable ? (
                  <Link
                    to={`${adminPaths.list}?delete=${encodeURIComponent(post.id)}`}
                    className={cn(action, "text-red-700")}
                    aria-label={`${m.delete}: ${post.title}`}
                  >
                    {m.delete}
                  </Link>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The uploads only the post being deleted uses: offered for deletion with it, ticked by default. */
function DeleteImagesChoice({ mm, images }: { mm: MediaCopy["list"]; images: { url: string; name: string }[] }) {
  return (
    <fieldset className="mb-2 w-full rounded-xl border border-forest-900/15 p-4">
      <legend className="px-1 font-semibold text-forest-950">{mm.deleteImagesLegend}</legend>
      <p className="text-sm text-forest-800/85">{mm.deleteImagesHint}</p>
      <ul className="mt-3 grid gap-2">
        {images.map((image) => (
          <li key={image.url}>
            <label className="flex items-center gap-3 text-forest-950">
              <input type="checkbox" name="images" value={image.url} defaultChecked className="size-5 accent-red-700" />
              <img src={image.url} alt="" width={64} height={40} loading="lazy" className="h-10 w-16 rounded object-cover" />
              <span className="font-mono text-sm break-all">{mm.deleteImage(image.name)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** 'Export': every post with its images as one ZIP archive, downloaded directly. */
function ExportArchiveButton({ mm }: { mm: MediaCopy["list"] }) {
  return (
    <a href={adminPaths.export("forstblog.zip")} download className={buttonClass("outline-light", "md")} title={mm.exportArchiveHint}>
      {mm.exportArchive}
    </a>
  );
}

/**
 * 'Blog-Index exportieren': with JavaScript the file is fetched first, so success or failure can
 * be reported; without it, the link downloads the file directly.
 */
function ExportIndexButton({ m }: { m: AdminCopy["list"] }) {
  const [state, setState] = useState<{ ok: boolean; at: number } | null>(null);
  const href = adminPaths.export("index.json");

  async function exportIndex(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      const response = await fetch(href, { headers: { Accept: "application/json" } });
      if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = "index.json";
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ ok: true, at: Date.now() });
    } catch (error) {
      console.error("Fehler beim Exportieren des Blog-Index", error);
      setState({ ok: false, at: Date.now() });
    }
  }

  return (
    <>
      <a href={href} download="index.json" onClick={(event) => void exportIndex(event)} className={buttonClass("outline-light", "md")}>
        {m.exportIndex}
      </a>
      {/* Below the buttons, full width; takes no room while empty. */}
      <div className="order-last -mt-3 w-full">
        <TimedNotice show={state?.ok ? state.at : null} ms={NOTICE_MS}>
          {m.exported}
        </TimedNotice>
        <div role="alert">{state && !state.ok ? <ErrorBox>{m.exportError}</ErrorBox> : null}</div>
      </div>
    </>
  );
}

function ImportSection({ m, mm, result }: { m: AdminCopy["list"]; mm: MediaCopy["list"]; result: AdminActionResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  const imported = result?.intent === "import" ? result : undefined;
  return (
    <section aria-labelledby="import-heading" className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
      <h2 id="import-heading" className="text-xl font-bold text-forest-950">
        {m.importHeading}
      </h2>
      <p className="mt-2 max-w-3xl text-forest-800/85">
        {m.importLead} {mm.importArchiveLead}
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="import" />
        <div className="min-w-0 flex-1">
          <label htmlFor="import-files" className="mb-1.5 block text-sm font-semibold text-forest-950">
            {mm.importLabel}
          </label>
          <input
            id="import-files"
            name="files"
            type="file"
            accept=".json,application/json,.md,text/markdown,.zip,application/zip"
            multiple
            required
            className="block w-full rounded-xl border border-forest-900/25 bg-white p-2 text-sm text-forest-950 file:mr-3 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:font-semibold file:text-forest-900 hover:file:bg-forest-200 focus-visible:outline-3 focus-visible:outline-moss-400"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? m.importing : m.importSubmit}
        </Button>
      </Form>
      <div role="status" aria-live="polite" className="mt-4 empty:hidden">
        {imported && "error" in imported ? <ErrorBox>{imported.error}</ErrorBox> : null}
        {imported && "report" in imported ? <ImportReportView m={m} mm={mm} report={imported.report} images={imported.images} /> : null}
      </div>
    </section>
  );
}

function ImportReportView({
  m,
  mm,
  report,
  images,
}: {
  m: AdminCopy["list"];
  mm: MediaCopy["list"];
  report: Extract<AdminActionResult, { report: unknown }>["report"];
  images: string[] | undefined;
}) {
  const list = (ids: string[]) => (ids.length === 0 ? m.none : ids.join(", "));
  return (
    <div className="rounded-xl border border-forest-900/15 bg-forest-50 p-4">
      <h3 className="font-semibold text-forest-950">{m.importReport}</h3>
      <dl className="mt-2 grid gap-1 text-forest-900 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">
          {m.created} ({report.created.length})
        </dt>
        <dd className="break-all">{list(report.created)}</dd>
        <dt className="font-semibold">
          {m.updated} ({report.updated.length})
        </dt>
        <dd className="break-all">{list(report.updated)}</dd>
        {images ? (
          <>
            <dt className="font-semibold">
              {mm.imagesRestored} ({images.length})
            </dt>
            <dd className="break-all">{images.length === 0 ? m.none : images.map((url) => url.split("/").pop()).join(", ")}</dd>
          </>
        ) : null}
        <dt className="font-semibold">
          {m.refused} ({report.refused.length})
        </dt>
        <dd>
          {report.refused.length === 0 ? (
            m.none
          ) : (
            <ul className="list-disc pl-5">
              {report.refused.map((r, i) => (
                <li key={`${r.name}-${i}`}>
                  <span className="font-medium break-all">{r.name}</span>: {r.reason}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  );
}

/** Where contact requests, applications and waitlist sign-ups are read, handled and deleted: the inbox. */
function InboxCard({ m, count, viewer }: { m: AdminCopy["list"]; count: number | null; viewer: AdminViewer }) {
  return (
    <div className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
      {viewer.may.inbox ? (
        <p className="text-lg text-forest-950">
          {m.inboxCard}{" "}
          <Link to={adminPaths.inbox} className="font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-600">
            {m.inboxCardLink}
            <NewBadge m={m} count={count} />
          </Link>
        </p>
      ) : null}
      {viewer.may["consent.log"] ? (
        <p className="mt-2 text-forest-800">
          {m.consentCard}{" "}
          <Link to={adminPaths.consentLog} className="font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-600">
            {m.consentCardLink}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
