import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { submissionKinds, submissionStatuses } from "~/features/forms";
import { adminCopy } from "~/admin/shell/copy";
import { loadInboxList } from "~/features/inbox/index.server";
import { filterHref, type InboxFilter } from "~/features/inbox";
import { AttachmentMark, formatDateTime, MailFailedMark, StatusBadge, subjectOf, type InboxCopy } from "~/admin/inbox/inbox-ui";
import { ErrorBox, TimedNotice } from "~/admin/shell/ui";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

export function loader({ request }: Route.LoaderArgs) {
  return loadInboxList(request);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: adminCopy[root.lang].inbox.title,
    description: adminCopy[root.lang].inbox.lead,
    canonicalPath: adminPaths.inbox,
    noindex: true,
  }));

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang, data) => ({
    title: adminCopy[lang].inbox.title,
    lead: adminCopy[lang].inbox.lead,
    back: { to: adminPaths.list, label: adminCopy[lang].inbox.backToBlog },
    // A download: a document request, not a client navigation.
    actions: (
      <a
        href={filterHref({ kind: data.filter.kind, status: data.filter.status }, adminPaths.inboxExport)}
        className={buttonClass("primary", "md")}
      >
        {adminCopy[lang].inbox.exportCsv}
      </a>
    ),
    logout: adminCopy[lang].inbox.logout,
  }),
};

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = adminCopy[lang].inbox;
  const { filter, rows, total, pages, deleted } = loaderData;
  const filtered = Boolean(filter.kind || filter.status);

  return (
    <>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid gap-8">
          {deleted ? <TimedNotice show="deleted">{m.deleted}</TimedNotice> : null}

          <FilterBar m={m} filter={filter} />

          <section aria-labelledby="inbox-heading" className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="inbox-heading" className="text-xl font-bold text-forest-950">
                {m.listHeading}
              </h2>
              {rows ? <p className="text-sm text-forest-800">{m.count(total)}</p> : null}
            </div>
            {rows === null ? (
              <div className="mt-4">
                <ErrorBox>{m.loadError}</ErrorBox>
              </div>
            ) : rows.length === 0 ? (
              <div className="mt-6 rounded-xl border border-dashed border-forest-900/25 p-8 text-center">
                <p className="text-lg text-forest-900">{filtered ? m.emptyFiltered : m.empty}</p>
                {filtered ? (
                  <ButtonLink to={adminPaths.inbox} variant="secondary" className="mt-4">
                    {m.reset}
                  </ButtonLink>
                ) : null}
              </div>
            ) : (
              <>
                <InboxTable rows={rows} m={m} />
                {pages > 1 ? <Pager m={m} filter={filter} pages={pages} /> : null}
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

const chip = (current: boolean) =>
  cn(
    "inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-moss-400",
    current ? "border-forest-800 bg-forest-800 text-white" : "border-forest-900/20 bg-white text-forest-900 hover:bg-forest-100",
  );

const selectClass =
  "block h-10 w-full rounded-xl border border-forest-900/25 bg-white px-3 text-base text-forest-950 hover:border-forest-900/40 focus-visible:border-forest-600 focus-visible:outline-3 focus-visible:outline-moss-400 sm:w-auto";

/**
 * Filters: quick links per type and a small GET form for type and status together. Both are
 * plain addresses, so they work without JavaScript and can be bookmarked.
 */
function FilterBar({ m, filter }: { m: InboxCopy; filter: InboxFilter }) {
  return (
    <section aria-labelledby="filter-heading" className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
      <h2 id="filter-heading" className="sr-only">
        {m.filterHeading}
      </h2>
      <nav aria-label={m.kindNav}>
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...submissionKinds].map((kind) => (
            <li key={kind ?? "all"}>
              <Link
                to={filterHref({ kind, status: filter.status })}
                className={chip(filter.kind === kind)}
                aria-current={filter.kind === kind ? "page" : undefined}
              >
                {kind ? m.kinds[kind] : m.all}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={adminPaths.inbox} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor="filter-kind" className="mb-1.5 block text-sm font-semibold text-forest-950">
            {m.kindLabel}
          </label>
          <select id="filter-kind" name="kind" defaultValue={filter.kind ?? ""} key={`k-${filter.kind ?? ""}`} className={selectClass}>
            <option value="">{m.all}</option>
            {submissionKinds.map((kind) => (
              <option key={kind} value={kind}>
                {m.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className="mb-1.5 block text-sm font-semibold text-forest-950">
            {m.statusLabel}
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={filter.status ?? ""}
            key={`s-${filter.status ?? ""}`}
            className={selectClass}
          >
            <option value="">{m.all}</option>
            {submissionStatuses.map((status) => (
              <option key={status} value={status}>
                {m.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary">
            {m.apply}
          </Button>
          {filter.kind || filter.status ? (
            <Link
              to={adminPaths.inbox}
              className="rounded-md px-2 py-1 font-semibold text-forest-700 underline underline-offset-2 hover:bg-forest-50"
            >
              {m.reset}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

const cellLabel = "text-xs font-semibold tracking-wide text-forest-700 uppercase sm:hidden";
const cell = "py-3 pr-4 align-top max-sm:py-0";

function InboxTable({ rows, m }: { rows: NonNullable<Route.ComponentProps["loaderData"]["rows"]>; m: InboxCopy }) {
  const { lang } = useApp();
  return (
    <table className="mt-4 w-full border-collapse text-left text-sm max-sm:block">
      <thead className="max-sm:sr-only">
        <tr className="border-b border-forest-900/15 text-forest-800">
          {[m.colDate, m.colKind, m.colName, m.colEmail, m.colSubject, m.colStatus].map((h) => (
            <th key={h} scope="col" className="py-3 pr-4 font-semibold">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {rows.map((row) => (
          <tr
            key={row.id}
            className={cn(
              "border-b border-forest-900/10 last:border-0 max-sm:grid max-sm:gap-1 max-sm:py-4",
              row.status === "new" && "bg-moss-200/25",
            )}
          >
            <td className={cn(cell, "whitespace-nowrap text-forest-900")}>
              <span className={cellLabel}>{m.colDate}: </span>
              <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, lang)}</time>
            </td>
            <td className={cn(cell, "text-forest-900")}>
              <span className={cellLabel}>{m.colKind}: </span>
              {m.kinds[row.kind]}
            </td>
            <td className={cn(cell, "font-semibold text-forest-950")}>
              <span className={cellLabel}>{m.colName}: </span>
              <Link
                to={`${adminPaths.submission(row.id)}`}
                className="break-words text-forest-800 underline underline-offset-2 hover:text-forest-600 focus-visible:outline-3 focus-visible:outline-moss-400"
              >
                {row.name}
              </Link>
              <span className="ml-2 inline-flex items-center gap-2 align-middle">
                {row.hasAttachment ? <AttachmentMark m={m} /> : null}
              </span>
            </td>
            <td className={cn(cell, "break-all text-forest-900")}>
              <span className={cellLabel}>{m.colEmail}: </span>
              {row.email}
            </td>
            <td className={cn(cell, "text-forest-900")}>
              <span className={cellLabel}>{m.colSubject}: </span>
              {subjectOf(row, m)}
            </td>
            <td className={cn(cell, "max-sm:pt-1")}>
              <span className={cellLabel}>{m.colStatus}: </span>
              <span className="inline-flex flex-wrap items-center gap-2">
                <StatusBadge status={row.status} m={m} />
                {row.mailFailed ? <MailFailedMark m={m} /> : null}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Pager({ m, filter, pages }: { m: InboxCopy; filter: InboxFilter; pages: number }) {
  const page = Math.min(filter.page, pages);
  const link = "rounded-full border border-forest-900/20 px-4 py-2 text-sm font-semibold text-forest-900 hover:bg-forest-100";
  return (
    <nav aria-label={m.pages} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={filterHref({ ...filter, page: page - 1 })} className={link} rel="prev">
          {m.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-forest-800">{m.pageOf(page, pages)}</p>
      {page < pages ? (
        <Link to={filterHref({ ...filter, page: page + 1 })} className={link} rel="next">
          {m.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
