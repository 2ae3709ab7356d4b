import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { ConfirmDelete } from "~/admin/shell/confirm-delete";
import { formatDateTime, formatSize } from "~/admin/inbox/inbox-ui";
import { mediaCopy } from "~/admin/media/copy";
import { handleMediaAction, loadMediaLibrary } from "~/features/media/index.server";
import { type MediaItem } from "~/features/media";
import { ErrorBox, TimedNotice } from "~/admin/shell/ui";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

export function loader({ request }: Route.LoaderArgs) {
  return loadMediaLibrary(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleMediaAction(request, context.lang);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: mediaCopy[root.lang].library.title,
    description: mediaCopy[root.lang].library.lead,
    canonicalPath: adminPaths.media,
    noindex: true,
  }));

const cellLabel = "text-xs font-semibold tracking-wide text-forest-700 uppercase sm:hidden";

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang) => ({
    title: mediaCopy[lang].library.title,
    lead: mediaCopy[lang].library.lead,
    back: { to: adminPaths.list, label: mediaCopy[lang].library.back },
    logout: mediaCopy[lang].library.logout,
  }),
};

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = mediaCopy[lang].library;
  const { items, filter, confirm } = loaderData;
  const [params] = useSearchParams();
  const deleted = params.get("deleted");
  const filterQuery = filter === "unused" ? "?filter=unused" : "";
  const here = `${adminPaths.media}${filterQuery}`;
  const tab = (active: boolean) =>
    cn(
      "rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-moss-400",
      active ? "bg-forest-900 text-white" : "border border-forest-900/20 text-forest-900 hover:bg-forest-100",
    );

  return (
    <>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid gap-6">
          <TimedNotice show={deleted}>{deleted ? m.deleted(deleted) : null}</TimedNotice>
          {actionData?.error ? <ErrorBox>{actionData.error}</ErrorBox> : null}

          {confirm ? (
            <ConfirmDelete
              title={m.confirmTitle(confirm.name)}
              body={m.confirmBody}
              action={here}
              cancelTo={here}
              cancel={m.cancel}
              confirm={m.confirmDelete}
              fields={{ url: confirm.url }}
            />
          ) : null}

          <section aria-labelledby="media-heading" className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="media-heading" className="text-xl font-bold text-forest-950">
                {m.heading}
                {items ? <span className="ml-2 text-base font-normal text-forest-800">({m.count(items.length)})</span> : null}
              </h2>
              <nav aria-label={m.filterLabel} className="flex gap-2">
                <Link to={adminPaths.media} className={tab(filter === "all")} aria-current={filter === "all" ? "page" : undefined}>
                  {m.filterAll}
                </Link>
                <Link
                  to={`${adminPaths.media}?filter=unused`}
                  className={tab(filter === "unused")}
                  aria-current={filter === "unused" ? "page" : undefined}
                >
                  {m.filterUnused}
                </Link>
              </nav>
            </div>
            {items === null ? (
              <div className="mt-4">
                <ErrorBox>{m.loadError}</ErrorBox>
              </div>
            ) : items.length === 0 ? (
              <p className="mt-6 rounded-xl border border-dashed border-forest-900/25 p-8 text-center text-lg text-forest-900">
                {filter === "unused" ? m.emptyUnused : m.empty}
              </p>
            ) : (
              <MediaTable items={items} filterQuery={filterQuery} />
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/** One entry per post, with every way it uses the image (cover, social image, content). */
function byPost(usage: MediaItem["usage"]) {
  const posts = new Map<string, { id: string; title: string; kinds: MediaItem["usage"][number]["kind"][] }>();
  for (const use of usage) {
    const entry = posts.get(use.id) ?? { id: use.id, title: use.title, kinds: [] };
    entry.kinds.push(use.kind);
    posts.set(use.id, entry);
  }
  return [...posts.values()];
}

function MediaTable({ items, filterQuery }: { items: MediaItem[]; filterQuery: string }) {
  const { lang } = useApp();
  const m = mediaCopy[lang].library;
  const link = "font-semibold text-forest-700 underline-offset-2 hover:underline";
  return (
    <table className="mt-4 w-full border-collapse text-left max-sm:block">
      <thead className="max-sm:sr-only">
        <tr className="border-b border-forest-900/15 text-sm text-forest-800">
          <th scope="col" className="py-3 pr-4 font-semibold">
            {m.colImage}
          </th>
          <th scope="col" className="py-3 pr-4 font-semibold">
            {m.colName}
          </th>
          <th scope="col" className="py-3 pr-4 font-semibold">
            {m.colSize}
          </th>
          <th scope="col" className="py-3 pr-4 font-semibold">
            {m.colDate}
          </th>
          <th scope="col" className="py-3 pr-4 font-semibold">
            {m.colUsage}
          </th>
          <th scope="col" className="py-3 font-semibold">
            {m.colActions}
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {items.map((item) => (
          <tr key={item.path} className="border-b border-forest-900/10 align-top last:border-0 max-sm:grid max-sm:gap-1 max-sm:py-4">
            <td className="py-3 pr-4 max-sm:py-0">
              <img
                src={item.thumb}
                alt=""
                loading="lazy"
                decoding="async"
                width={96}
                height={64}
                className="h-16 w-24 rounded-md object-cover"
              />
            </td>
            <td className="py-3 pr-4 font-mono text-sm break-all text-forest-950 max-sm:py-0">
              <span className={cellLabel}>{m.colName}: </span>
              <a href={item.url} target="_blank" rel="noopener" className={link}>
                {item.name}
              </a>
            </td>
            <td className="py-3 pr-4 whitespace-nowrap text-forest-900 tabular-nums max-sm:py-0">
              <span className={cellLabel}>{m.colSize}: </span>
              {formatSize(item.size, lang)}
            </td>
            <td className="py-3 pr-4 whitespace-nowrap text-forest-900 max-sm:py-0">
              <span className={cellLabel}>{m.colDate}: </span>
              <time dateTime={item.modified}>{formatDateTime(item.modified, lang)}</time>
            </td>
            <td className="py-3 pr-4 text-forest-900 max-sm:py-0">
              <span className={cellLabel}>{m.colUsage}: </span>
              {item.usage.length === 0 ? (
                <span className="rounded-full bg-bark-100 px-2 py-0.5 text-sm font-semibold text-bark-700">{m.unused}</span>
              ) : (
                <ul className="grid gap-1">
                  {byPost(item.usage).map((use) => (
                    <li key={use.id}>
                      <Link to={adminPaths.edit(use.id)} className={link}>
                        {use.title}
                      </Link>{" "}
                      <span className="text-sm text-forest-800">({use.kinds.map((kind) => m.kinds[kind]).join(", ")})</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="py-2 max-sm:py-1">
              {item.usage.length === 0 ? (
                <Link
                  to={`${adminPaths.media}${filterQuery ? `${filterQuery}&` : "?"}loeschen=${encodeURIComponent(item.path)}`}
                  className="-mx-2 rounded-md px-2 py-1 text-sm font-semibold text-red-700 underline-offset-2 hover:bg-forest-50 hover:underline"
                  aria-label={`${m.delete}: ${item.name}`}
                >
                  {m.delete}
                </Link>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
