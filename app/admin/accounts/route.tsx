import { Form } from "react-router";
import type { Route } from "./+types/route";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { accountsCopy, roleHints } from "~/admin/accounts/copy";
import { formatDateTime, roleLabels } from "~/features/accounts";
import { Card, Field, LinkBox, smallButton } from "~/admin/accounts/account-ui";
import { handleAccountsAction, loadAccounts } from "~/features/accounts/index.server";
import { ErrorBox, SuccessBox, hintClass, inputClass, labelClass } from "~/admin/shell/ui";
import { roles } from "~/lib/auth/permissions";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

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
    canonicalPath: adminPaths.accounts,
    noindex: true,
  }));

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang) => ({
    title: accountsCopy[lang].title,
    lead: accountsCopy[lang].lead,
    back: { to: adminPaths.list, label: accountsCopy[lang].back },
    logout: accountsCopy[lang].logout,
  }),
};

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = accountsCopy[lang];
  const { accounts, invitations, me } = loaderData;
  const created = actionData?.created;
  const inviteErrors = actionData?.intent === "invite" ? actionData.fieldErrors : undefined;
  const values = actionData?.intent === "invite" && !created ? actionData.values : undefined;

  return (
    <>
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
            <ul className="grid gap-3">
              {accounts.map((a) => (
                <li key={a.id} data-testid="account-row" className="rounded-xl border border-forest-900/10 p-4">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-semibold text-forest-950">
                      {a.name} {a.id === me ? <span className="font-normal text-forest-800">{m.you}</span> : null}
                    </h3>
                    <Badge kind={a.active ? "new" : "neutral"}>{a.active ? m.active : m.inactive}</Badge>
                  </div>
                  <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-forest-950 sm:grid-cols-[auto_auto_auto_1fr]">
                    <div className="flex gap-2">
                      <dt className="text-forest-800">{m.email}:</dt>
                      <dd className="break-all">{a.email}</dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="text-forest-800">{m.role}:</dt>
                      <dd>{roleLabels[lang][a.role]}</dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="text-forest-800">{m.created}:</dt>
                      <dd>{formatDateTime(a.createdAt, lang)}</dd>
                    </div>
                    {a.displayName ? (
                      <div className="flex gap-2">
                        <dt className="text-forest-800">{m.displayName}:</dt>
                        <dd>{a.displayName}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <div className="mt-3 flex flex-wrap items-center gap-2">
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
                        aria-label={`${a.active ? m.deactivate : m.reactivate}: ${a.name}`}
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
                        <button
                          type="submit"
                          aria-label={`${m.resetPassword}: ${a.name}`}
                          className={cn(smallButton, "text-forest-800 underline hover:bg-forest-100")}
                        >
                          {m.resetPassword}
                        </button>
                      </Form>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </Card>

          <Card id="invitations-heading" title={m.invitationsHeading}>
            {invitations.length === 0 ? (
              <p className="text-forest-900">{m.noInvitations}</p>
            ) : (
              <ul className="grid gap-3">
                {invitations.map((i) => (
                  <li
                    key={i.id}
                    data-testid="invitation-row"
                    className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-forest-900/10 p-4"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold break-all text-forest-950">{i.email}</p>
                      <p className="text-sm text-forest-900">
                        {i.name} · {i.kind === "invite" ? m.kindInvite : m.kindReset} · {roleLabels[lang][i.role]} · {m.expires}{" "}
                        {formatDateTime(i.expiresAt, lang)}
                      </p>
                    </div>
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="id" value={i.id} />
                      <button
                        type="submit"
                        aria-label={`${m.revoke}: ${i.email}`}
                        className={cn(smallButton, "border border-red-700 text-red-800 hover:bg-red-50")}
                      >
                        {m.revoke}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
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
