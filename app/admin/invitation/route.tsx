import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { Button, buttonClass } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { invitationCopy } from "~/admin/accounts/copy";
import { formatDateTime, roleLabels } from "~/features/accounts";
import { Field } from "~/admin/accounts/account-ui";
import { handleInvitationAction, INVITATION_HEADERS, loadInvitationPage } from "~/admin/invitation/invitation.server";
import { ErrorBox } from "~/admin/shell/ui";
import { isRole } from "~/lib/auth/permissions";
import { useApp } from "~/lib/app-context";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";
import type { RouteHandle } from "~/root";

export function headers(): Record<string, string> {
  return { ...INVITATION_HEADERS };
}

/** No chat widget on the back office's sign-in. */
export const handle: RouteHandle = { chat: false };

export function loader({ params, context }: Route.LoaderArgs) {
  return loadInvitationPage(params.token, { clientAddress: context.clientAddress });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleInvitationAction(request, params.token, context.lang, { clientAddress: context.clientAddress });
}

// The token stays out of the canonical address and the title.
export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: invitationCopy[root.lang].title,
    description: invitationCopy[root.lang].lead(null),
    canonicalPath: adminPaths.invitationBase,
    noindex: true,
  }));

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = invitationCopy[lang];
  const busy = useNavigation().state === "submitting";
  const state = actionData?.state ?? loaderData.state;

  if (state !== "valid" || loaderData.state !== "valid") {
    const limited = state === "limited";
    return (
      <>
        <Hero size="sm" title={limited ? m.errors.tooMany : m.invalidTitle} />
        <div className="bg-forest-50 py-12 sm:py-16">
          <div className="container-site">
            <div className="mx-auto grid max-w-md gap-5 rounded-2xl border border-forest-900/10 bg-white p-6 shadow-card sm:p-8">
              <p className="text-forest-950" data-testid="invitation-invalid">
                {limited ? m.errors.tooMany : m.invalid}
              </p>
              <Link to={adminPaths.login} className={buttonClass("secondary", "lg")}>
                {m.toLogin}
              </Link>
            </div>
          </div>
        </div>
      </>
    );
  }

  const inv = loaderData.invitation;
  const reset = inv.kind === "reset";
  const errors = actionData?.fieldErrors;
  const role = isRole(inv.role) ? roleLabels[lang][inv.role] : inv.role;

  return (
    <>
      <Hero size="sm" title={reset ? m.resetTitle : m.title} lead={reset ? m.resetLead : m.lead(inv.inviterName)} />
      <div className="bg-forest-50 py-12 sm:py-16">
        <div className="container-site">
          <div className="mx-auto max-w-md rounded-2xl border border-forest-900/10 bg-white p-6 shadow-card sm:p-8">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-forest-950">
              <dt className="font-semibold">{m.name}</dt>
              <dd>{inv.name}</dd>
              <dt className="font-semibold">{m.email}</dt>
              <dd className="break-all">{inv.email}</dd>
              <dt className="font-semibold">{m.role}</dt>
              <dd>{role}</dd>
              <dt className="font-semibold">{m.validUntil}</dt>
              <dd>{formatDateTime(inv.expiresAt, lang)}</dd>
            </dl>
            {/* A new key after every answer empties the password fields. */}
            <Form method="post" className="mt-6 grid gap-5" key={JSON.stringify(actionData ?? null)}>
              <input type="hidden" name="username" value={inv.email} autoComplete="username" />
              {reset ? null : (
                <Field
                  label={m.displayName}
                  name="displayName"
                  maxLength={120}
                  autoComplete="nickname"
                  defaultValue={actionData?.displayName ?? ""}
                  hint={m.displayNameHint}
                  error={errors?.displayName}
                />
              )}
              <Field
                label={m.password}
                name="password"
                type="password"
                required
                minLength={12}
                maxLength={1024}
                autoComplete="new-password"
                hint={m.passwordHint}
                error={errors?.password}
              />
              <Field
                label={m.repeatPassword}
                name="repeatPassword"
                type="password"
                required
                autoComplete="new-password"
                error={errors?.repeatPassword}
              />
              <div role="alert" className="empty:hidden">
                {actionData?.error && !errors ? <ErrorBox>{actionData.error}</ErrorBox> : null}
              </div>
              <Button type="submit" size="lg" variant="secondary" disabled={busy}>
                {reset ? m.submitReset : m.submitInvite}
              </Button>
            </Form>
          </div>
        </div>
      </div>
    </>
  );
}
