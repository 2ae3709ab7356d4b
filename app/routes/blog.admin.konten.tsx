import { Form } from "react-router";
import type { Route } from "./+types/blog.admin.konten";
import { Button, ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { formatDateTime, accountsCopy, roleHints, roleLabels } from "~/features/blog-admin/account-copy";
import { ACCOUNTS_PATH } from "~/features/blog-admin/account-paths";
import { Card, ScrollArea, cellClass, Field, LinkBox, smallButton } from "~/features/blog-admin/account-ui";
import { handleAccountsAction, loadAccounts } from "~/features/blog-admin/accounts.server";
import { noStoreHeaders } from "~/features/blog-admin/http";
import { AdminBand, ErrorBox, LogoutButton, SuccessBox, hintClass, inputClass, labelClass } from "~/features/blog-admin/ui";
import { roles } from "~/lib/auth/permissions";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/meta";

export const headers = noStoreHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return loadAccounts(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAccountsAction(request, context.lang, context.origins[context.lang]);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: accountsCopy[root.lang].title,
    description: accountsCopy[root.lang].lead,
    canonicalPath: ACCOUNTS_PATH,
    noindex: true,
  }));

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = accountsCopy[lang];
  const { accounts, invitations, me } = loaderData;
  const created = actionData?.created;
  const inviteErrors = actionData?.intent === "invite" ? actionData.fieldErrors : undefined;
  const values = actionData?.intent === "invite" && !created ? actionData.values : undefined;

  return (
    <>
      <AdminBand title={m.title} lead={m.lead}>
        <ButtonLink to="/blog/admin" variant="outline-light">
          {m.back}
        </ButtonLink>
        <LogoutButton label={m.logout} />
      </AdminBand>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid grid-cols-[minmax(0,1fr)] gap-6">
          {/* Live regions stay in the page (empty, no height), so what appears in them is announced. */}
          <div className="-mb-6 grid gap-3 has-[>:not(:empty)]:mb-0">
            <div role="status" aria-live="polite">
              {actionData?.saved ? <SuccessBox>{m.saved[actionData.saved]}</SuccessBox> : null}
            </div>
            <div role="alert">{actionData?.error && !inviteErrors ? <ErrorBox>{actionData.error}</ErrorBox> : null}</div>
          </div>

          {created ? (
            <section aria-labelledby="created-link" className="rounded-2xl border-2 border-moss-400 bg-white p-4 shadow-card sm:p-6">
              <h2 id="created-link" className="text-xl font-bold text-forest-950">
                {created.kind === "invite" ? m.linkHeadingInvite(created.name) : m.linkHeadingReset(created.name)}
              </h2>
              <div className="mt-4">
                <LinkBox
                  label={m.linkLabel}
                  link={created.link}
                  copy={m.copy}
                  copied={m.copied}
                  hint={m.linkHint(formatDateTime(created.expiresAt, lang))}
                />
              </div>
              <p className="mt-3 text-forest-900">{created.mailed ? m.linkMailed(created.email) : m.linkNotMailed}</p>
            </section>
          ) : null}

          <Card id="accounts-heading" title={m.accountsHeading}>
            <ScrollArea labelledBy="accounts-heading">
              <table className="w-full min-w-[56rem] text-sm text-forest-950">
                <thead>
                  <tr className="border-b border-forest-900/10 text-left">
                    <th scope="col" className={cellClass}>
                      {m.name}
                    </th>
                    <th scope="col" className={cellClass}>
                      {m.email}
                    </th>
                    <th scope="col" className={cellClass}>
                      {m.role}
                    </th>
                    <th scope="col" className={cellClass}>
                      {m.status}
                    </th>
                    <th scope="col" className={cellClass}>
                      {m.created}
                    </th>
                    <th scope="col" className={cellClass}>
                      {m.actions}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {accounts.map((a) => (
                    <tr key={a.id} className="border-b border-forest-900/5" data-testid="account-row">
                      <th scope="row" className={cn(cellClass, "text-left font-semibold")}>
                        {a.name} {a.id === me ? <span className="font-normal text-forest-800">{m.you}</span> : null}
                        {a.displayName ? <span className="block font-normal text-forest-800">{a.displayName}</span> : null}
                      </th>
                      <td className={cellClass}>{a.email}</td>
                      <td className={cellClass}>{roleLabels[lang][a.role]}</td>
                      <td className={cellClass}>
                        <Badge kind={a.active ? "new" : "neutral"}>{a.active ? m.active : m.inactive}</Badge>
                      </td>
                      <td className={cn(cellClass, "whitespace-nowrap")}>{formatDateTime(a.createdAt, lang)}</td>
                      <td className={cellClass}>
                        <div className="flex flex-wrap items-center gap-2">
                          <Form method="post" className="flex items-center gap-2">
                            <input type="hidden" name="intent" value="role" />
                            <input type="hidden" name="id" value={a.id} />
                            <select
                              name="role"
                              defaultValue={a.role}
                              aria-label={m.roleOf(a.name)}
                              className="h-9 rounded-lg border border-forest-900/25 bg-white px-2 text-sm text-forest-950 focus-visible:outline-3 focus-visible:outline-moss-400"
                            >
                              {roles.map((r) => (
                                <option key={r} value={r}>
                                  {roleLabels[lang][r]}
                                </option>
                              ))}
                            </select>
                            <button type="submit" className={cn(smallButton, "bg-forest-100 text-forest-900 hover:bg-forest-200")}>
                              {m.changeRole}
                            </button>
                          </Form>
                          <Form method="post">
                            <input type="hidden" name="intent" value={a.active ? "deactivate" : "reactivate"} />
                            <input type="hidden" name="id" value={a.id} />
                            <button
                              type="submit"
                              className={cn(
                                smallButton,
                                a.active
                                  ? "border border-red-700 text-red-800 hover:bg-red-50"
                                  : "bg-forest-100 text-forest-900 hover:bg-forest-200",
                              )}
                            >
                              {a.active ? m.deactivate : m.reactivate}
                            </button>
                          </Form>
                          {a.active ? (
                            <Form method="post">
                              <input type="hidden" name="intent" value="reset" />
                              <input type="hidden" name="id" value={a.id} />
                              <button type="submit" className={cn(smallButton, "text-forest-800 underline hover:bg-forest-100")}>
                                {m.resetPassword}
                              </button>
                            </Form>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollArea>
          </Card>

          <Card id="invitations-heading" title={m.invitationsHeading}>
            {invitations.length === 0 ? (
              <p className="text-forest-900">{m.noInvitations}</p>
            ) : (
              <ScrollArea labelledBy="invitations-heading">
                <table className="w-full min-w-[40rem] text-sm text-forest-950">
                  <thead>
                    <tr className="border-b border-forest-900/10 text-left">
                      <th scope="col" className={cellClass}>
                        {m.email}
                      </th>
                      <th scope="col" className={cellClass}>
                        {m.kind}
                      </th>
                      <th scope="col" className={cellClass}>
                        {m.role}
                      </th>
                      <th scope="col" className={cellClass}>
                        {m.expires}
                      </th>
                      <th scope="col" className={cellClass}>
                        {m.actions}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {invitations.map((i) => (
                      <tr key={i.id} className="border-b border-forest-900/5">
                        <th scope="row" className={cn(cellClass, "text-left font-semibold")}>
                          {i.email}
                          <span className="block font-normal text-forest-800">{i.name}</span>
                        </th>
                        <td className={cellClass}>{i.kind === "invite" ? m.kindInvite : m.kindReset}</td>
                        <td className={cellClass}>{roleLabels[lang][i.role]}</td>
                        <td className={cn(cellClass, "whitespace-nowrap")}>{formatDateTime(i.expiresAt, lang)}</td>
                        <td className={cellClass}>
                          <Form method="post">
                            <input type="hidden" name="intent" value="revoke" />
                            <input type="hidden" name="id" value={i.id} />
                            <button type="submit" className={cn(smallButton, "border border-red-700 text-red-800 hover:bg-red-50")}>
                              {m.revoke}
                            </button>
                          </Form>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollArea>
            )}
          </Card>

          <Card id="invite-heading" title={m.inviteHeading} lead={m.inviteLead}>
            {/* A new key after a success empties the form for the next invitation. */}
            <Form method="post" className="grid gap-5 md:grid-cols-3" key={created?.link ?? "invite"} noValidate>
              <input type="hidden" name="intent" value="invite" />
              <Field
                label={m.name}
                name="name"
                required
                maxLength={120}
                autoComplete="off"
                defaultValue={values?.name}
                error={inviteErrors?.name}
              />
              <Field
                label={m.email}
                name="email"
                type="email"
                required
                maxLength={320}
                autoComplete="off"
                defaultValue={values?.email}
                error={inviteErrors?.email}
              />
              <div>
                <label htmlFor="invite-role" className={labelClass}>
                  {m.role}
                </label>
                <select
                  id="invite-role"
                  name="role"
                  defaultValue={values?.role || "author"}
                  aria-describedby="invite-role-hint"
                  className={cn(inputClass(Boolean(inviteErrors?.role)), "h-12")}
                >
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {roleLabels[lang][r]}
                    </option>
                  ))}
                </select>
                <ul id="invite-role-hint" className={cn(hintClass, "grid gap-0.5")}>
                  {roles.map((r) => (
                    <li key={r}>
                      <strong>{roleLabels[lang][r]}:</strong> {roleHints[lang][r]}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="md:col-span-3">
                <Button type="submit" variant="secondary" size="lg">
                  {m.submitInvite}
                </Button>
              </div>
            </Form>
          </Card>
        </div>
      </div>
    </>
  );
}
