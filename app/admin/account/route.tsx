import { Form } from "react-router";
import type { Route } from "./+types/route";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { Button } from "~/components/ui/button";
import { describeBrowser, ownAccountCopy } from "~/admin/accounts/copy";
import { formatDateTime, roleLabels } from "~/features/accounts";
import { Card, cellClass, Field, smallButton } from "~/admin/accounts/account-ui";
import { handleOwnAccountAction, loadOwnAccount } from "~/features/accounts/index.server";
import { ErrorBox, SuccessBox } from "~/admin/shell/ui";
import { Badge } from "~/components/ui/badge";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

export function loader({ request }: Route.LoaderArgs) {
  return loadOwnAccount(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleOwnAccountAction(request, context.lang);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: ownAccountCopy[root.lang].title,
    description: ownAccountCopy[root.lang].lead,
    canonicalPath: adminPaths.account,
    noindex: true,
  }));

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang) => ({
    title: ownAccountCopy[lang].title,
    lead: ownAccountCopy[lang].lead,
    back: { to: adminPaths.list, label: ownAccountCopy[lang].back },
    logout: ownAccountCopy[lang].logout,
  }),
};

export default function OwnAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = ownAccountCopy[lang];
  const { account, sessions } = loaderData;
  const errors = actionData?.fieldErrors;
  const profileValues = actionData?.intent === "profile" && actionData.values ? actionData.values : null;
  const errorFor = (intent: string) => (actionData?.intent === intent && actionData.error ? actionData.error : null);

  return (
    <>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid grid-cols-[minmax(0,1fr)] gap-6">
          {/* A live region stays in the page (empty, no height), so what appears in it is announced. */}
          <div role="status" aria-live="polite" className="empty:-mb-6">
            {actionData?.saved ? <SuccessBox>{m.saved[actionData.saved]}</SuccessBox> : null}
          </div>

          <Card id="profile-heading" title={m.profileHeading}>
            <Form method="post" className="grid gap-5 md:grid-cols-2" key={`profile-${JSON.stringify(actionData ?? null)}`}>
              <input type="hidden" name="intent" value="profile" />
              <Field
                label={m.name}
                name="name"
                required
                maxLength={120}
                autoComplete="name"
                defaultValue={profileValues?.name ?? account.name}
                hint={m.nameHint}
                error={actionData?.intent === "profile" ? errors?.name : undefined}
              />
              <Field
                label={m.displayName}
                name="displayName"
                maxLength={120}
                autoComplete="off"
                defaultValue={profileValues?.displayName ?? account.displayName ?? ""}
                hint={m.displayNameHint}
                error={actionData?.intent === "profile" ? errors?.displayName : undefined}
              />
              <Field
                label={m.email}
                name="email"
                type="email"
                required
                maxLength={320}
                autoComplete="email"
                defaultValue={profileValues?.email ?? account.email}
                hint={m.emailHint}
                error={actionData?.intent === "profile" ? errors?.email : undefined}
              />
              <div>
                <p className="mb-1.5 text-sm font-semibold text-forest-950">{m.role}</p>
                <p className="flex h-12 items-center text-forest-950">{roleLabels[lang][account.role]}</p>
              </div>
              <Field
                label={m.profilePassword}
                name="profilePassword"
                type="password"
                autoComplete="current-password"
                hint={m.profilePasswordHint}
                error={actionData?.intent === "profile" ? errors?.profilePassword : undefined}
              />
              <div className="md:col-span-2">
                <Button type="submit" variant="secondary" size="lg">
                  {m.saveProfile}
                </Button>
              </div>
            </Form>
          </Card>

          <Card id="password-heading" title={m.passwordHeading} lead={m.passwordHint}>
            {/* A new key after every answer empties the password fields. */}
            <Form method="post" className="grid gap-5 md:grid-cols-3" key={JSON.stringify(actionData ?? null)}>
              <input type="hidden" name="intent" value="password" />
              <input type="hidden" name="username" value={account.email} autoComplete="username" />
              <Field
                label={m.currentPassword}
                name="currentPassword"
                type="password"
                required
                autoComplete="current-password"
                error={actionData?.intent === "password" ? errors?.currentPassword : undefined}
              />
              <Field
                label={m.newPassword}
                name="newPassword"
                type="password"
                required
                minLength={12}
                maxLength={1024}
                autoComplete="new-password"
                error={actionData?.intent === "password" ? errors?.newPassword : undefined}
              />
              <Field
                label={m.repeatPassword}
                name="repeatPassword"
                type="password"
                required
                autoComplete="new-password"
                error={actionData?.intent === "password" ? errors?.repeatPassword : undefined}
              />
              <div role="alert" className="md:col-span-3 empty:hidden">
                {errorFor("password") && !errors ? <ErrorBox>{errorFor("password")}</ErrorBox> : null}
              </div>
              <div className="md:col-span-3">
                <Button type="submit" variant="secondary" size="lg">
                  {m.savePassword}
                </Button>
              </div>
            </Form>
          </Card>

          <Card id="sessions-heading" title={m.sessionsHeading} lead={m.sessionsLead}>
            <div>
              <table className="w-full text-sm text-forest-950" data-testid="sessions">
                <thead>
                  <tr className="border-b border-forest-900/10 text-left">
                    <th scope="col" className={cellClass}>
                      {m.browser}
                    </th>
                    {/* Hidden on phones, so the table fits without scrolling sideways. */}
                    <th scope="col" className={cn(cellClass, "max-sm:hidden")}>
                      {m.signedInAt}
                    </th>
                    <th scope="col" className={cellClass}>
                      {m.lastActive}
                    </th>
                    <td className={cellClass} />
                  </tr>
                </thead>
                <tbody>
                  {sessions.map((s) => {
                    const browser = describeBrowser(s.userAgent, lang);
                    return (
                      <tr key={s.ref} className="border-b border-forest-900/5" data-testid="session-row">
                        <th scope="row" className={cn(cellClass, "text-left font-semibold")}>
                          {browser}
                        </th>
                        <td className={cn(cellClass, "max-sm:hidden")}>{formatDateTime(s.createdAt, lang)}</td>
                        <td className={cellClass}>{formatDateTime(s.lastSeenAt, lang)}</td>
                        <td className={cn(cellClass, "text-right")}>
                          {s.current ? (
                            <Badge kind="new">{m.thisSession}</Badge>
                          ) : (
                            <Form method="post">
                              <input type="hidden" name="intent" value="end-session" />
                              <input type="hidden" name="session" value={s.ref} />
                              <button
                                type="submit"
                                aria-label={m.endSessionOf(`${browser}, ${formatDateTime(s.createdAt, lang)}`)}
                                className={cn(smallButton, "border border-forest-900/25 text-forest-900 hover:bg-forest-100")}
                              >
                                {m.endSession}
                              </button>
                            </Form>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Form method="post" reloadDocument className="mt-5 flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="everywhere" />
              <Button type="submit" variant="dark" aria-describedby="everywhere-hint">
                {m.everywhere}
              </Button>
              <p id="everywhere-hint" className="text-sm text-forest-800">
                {m.everywhereHint}
              </p>
            </Form>
          </Card>
        </div>
      </div>
    </>
  );
}
