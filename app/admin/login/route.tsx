import { useEffect, useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { Button, buttonClass } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { paths } from "~/config/pages";
import { loginCopy } from "~/admin/login/copy";
import { noStoreHeaders, NO_STORE } from "~/lib/http/no-store";
import { handleLogin } from "~/features/accounts/index.server";
import { currentAdmin } from "~/lib/auth/admin.server";
import { useApp } from "~/lib/app-context";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";
import type { RouteHandle } from "~/root";

/** No chat widget on the back office's sign-in. */
export const handle: RouteHandle = { chat: false };

export const headers = noStoreHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  // Already signed in: straight on to the administration.
  if (await currentAdmin(request).catch(() => null)) throw redirect(adminPaths.list, { headers: NO_STORE });
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return handleLogin(request, context.lang, { clientAddress: context.clientAddress });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: loginCopy[root.lang].title,
    description: loginCopy[root.lang].lead,
    canonicalPath: adminPaths.login,
    noindex: true,
  }));

export default function Login({ actionData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = loginCopy[lang];
  const busy = useNavigation().state === "submitting";
  const errorRef = useRef<HTMLParagraphElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (actionData?.error) passwordRef.current?.focus();
  }, [actionData]);

  return (
    <>
      <Hero size="sm" title={m.title} lead={m.lead} />
      <div className="bg-forest-50 py-12 sm:py-16">
        <div className="container-site">
          <div className="mx-auto max-w-md rounded-2xl border border-forest-900/10 bg-white p-6 shadow-card sm:p-8">
            <Form method="post" className="grid gap-5" aria-describedby={actionData?.error ? "login-error" : undefined}>
              <div>
                <label htmlFor="login-email" className="mb-1.5 block text-sm font-semibold text-forest-950">
                  {m.email}
                </label>
                <input
                  id="login-email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  maxLength={320}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page exists to fill in these two fields: typing can start at once, already in the server's HTML
                  autoFocus
                  aria-describedby="login-email-hint"
                  className="block h-12 w-full rounded-xl border border-forest-900/25 bg-white px-4 text-base text-forest-950 shadow-sm hover:border-forest-900/40 focus-visible:border-forest-600 focus-visible:outline-3 focus-visible:outline-moss-400"
                />
                <p id="login-email-hint" className="mt-1.5 text-sm text-forest-800/80">
                  {m.emailHint}
                </p>
              </div>
              <div>
                <label htmlFor="login-password" className="mb-1.5 block text-sm font-semibold text-forest-950">
                  {m.password}
                </label>
                <input
                  ref={passwordRef}
                  // A new key after every answer empties the field.
                  key={actionData?.attempt ?? "initial"}
                  id="login-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  aria-invalid={actionData?.error ? true : undefined}
                  aria-describedby={actionData?.error ? "login-error" : undefined}
                  className="block h-12 w-full rounded-xl border border-forest-900/25 bg-white px-4 text-base text-forest-950 shadow-sm hover:border-forest-900/40 focus-visible:border-forest-600 focus-visible:outline-3 focus-visible:outline-moss-400 aria-invalid:border-red-700"
                />
              </div>
              <div role="alert" aria-live="assertive">
                {actionData?.error ? (
                  <p
                    id="login-error"
                    ref={errorRef}
                    className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"
                  >
                    {actionData.error}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
                <Link to={paths.blog} className={buttonClass("ghost", "lg")}>
                  {m.back}
                </Link>
                <Button type="submit" size="lg" variant="secondary" disabled={busy}>
                  {busy ? m.submitting : m.submit}
                </Button>
              </div>
            </Form>
          </div>
        </div>
      </div>
    </>
  );
}
