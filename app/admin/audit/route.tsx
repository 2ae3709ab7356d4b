import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { Button, ButtonLink } from "~/components/ui/button";
import { auditCopy, describeAudit } from "~/admin/accounts/copy";
import { formatDateTime } from "~/features/accounts";
import { Card, ScrollArea, cellClass } from "~/admin/accounts/account-ui";
import { loadAuditLog } from "~/features/accounts/index.server";
import { labelClass } from "~/admin/shell/ui";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

export function loader({ request }: Route.LoaderArgs) {
  return loadAuditLog(request);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: auditCopy[root.lang].title,
    description: auditCopy[root.lang].description,
    canonicalPath: adminPaths.audit,
    noindex: true,
  }));

const selectClass =
  "h-11 w-full rounded-xl border border-forest-900/25 bg-white px-3 text-base text-forest-950 focus-visible:outline-3 focus-visible:outline-moss-400";

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang, data) => ({
    title: auditCopy[lang].title,
    lead: auditCopy[lang].lead(data.retentionDays),
    back: { to: adminPaths.list, label: auditCopy[lang].back },
    logout: auditCopy[lang].logout,
  }),
};

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = auditCopy[lang];
  const { entries, total, page, pages, filter, accounts } = loaderData;
  const pageHref = (p: number) => {
    const params = new URLSearchParams();
    if (filter.account) params.set("account", filter.account);
    if (filter.kind) params.set("kind", filter.kind);
    if (p > 1) params.set("page", String(p));
    const qs = params.toString();
    return qs ? `${adminPaths.audit}?${qs}` : adminPaths.audit;
  };

  return (
    <>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid grid-cols-[minmax(0,1fr)] gap-6">
          <Form
            method="get"
            className="grid items-end gap-4 rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:grid-cols-[1fr_1fr_auto] sm:p-6"
          >
            <div>
              <label htmlFor="audit-account" className={labelClass}>
                {m.filterAccount}
              </label>
              <select id="audit-account" name="account" defaultValue={filter.account} className={selectClass}>
                <option value="">{m.allAccounts}</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="audit-kind" className={labelClass}>
                {m.filterKind}
              </label>
              <select id="audit-kind" name="kind" defaultValue={filter.kind} className={selectClass}>
                <option value="">{m.allKinds}</option>
                <option value="posts">{m.kindPosts}</option>
                <option value="accounts">{m.kindAccounts}</option>
              </select>
            </div>
            <Button type="submit" variant="secondary" size="lg">
              {m.filter}
            </Button>
          </Form>

          <Card id="audit-heading" title={m.count(total)}>
            {entries.length === 0 ? (
              <p className="text-forest-900">{m.empty}</p>
            ) : (
              <ScrollArea labelledBy="audit-heading">
                <table className="w-full min-w-[44rem] text-sm text-forest-950" data-testid="audit-log">
                  <thead>
                    <tr className="border-b border-forest-900/10 text-left">
                      <th scope="col" className={cellClass}>
                        {m.time}
                      </th>
                      <th scope="col" className={cellClass}>
                        {m.who}
                      </th>
                      <th scope="col" className={cellClass}>
                        {m.what}
                      </th>
                      <th scope="col" className={cellClass}>
                        {m.target}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((e) => (
                      <tr key={e.id} className="border-b border-forest-900/5" data-testid="audit-entry">
                        <td className={cn(cellClass, "whitespace-nowrap tabular-nums")}>
                          <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time>
                        </td>
                        <th scope="row" className={cn(cellClass, "text-left font-semibold")}>
                          {e.isSystem ? m.system : e.accountName}
                        </th>
                        <td className={cellClass}>{describeAudit(lang, e)}</td>
                        <td className={cellClass}>
                          {e.postId ? (
                            <Link to={adminPaths.edit(e.postId)} className="font-semibold text-forest-800 underline hover:text-forest-950">
                              {m.openPost}
                              <span className="sr-only">: {e.targetLabel}</span>
                            </Link>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollArea>
            )}
            {pages > 1 ? (
              <nav aria-label={m.pagination} className="mt-5 flex flex-wrap items-center gap-3">
                {page > 1 ? (
                  <ButtonLink to={pageHref(page - 1)} variant="ghost">
                    {m.previous}
                  </ButtonLink>
                ) : null}
                <span className="text-sm text-forest-900">{m.pageOf(page, pages)}</span>
                {page < pages ? (
                  <ButtonLink to={pageHref(page + 1)} variant="ghost">
                    {m.next}
                  </ButtonLink>
                ) : null}
              </nav>
            ) : null}
          </Card>
        </div>
      </div>
    </>
  );
}
