import type { Route } from "./+types/route";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { ErrorBox } from "~/admin/shell/ui";
import { consentAdminCopy } from "~/admin/consent-log/copy";
import { consentLogRetentionDays, tagManagerConfigured } from "~/features/consent/index.server";
import { loadConsentOverview, type ConsentDay } from "~/features/consent/index.server";
import { useApp } from "~/lib/app-context";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

/** The consent dialog's choices per day over the last 30 days (signed-in editors only). */
export async function loader({ request }: Route.LoaderArgs) {
  const overview = await loadConsentOverview(request);
  return { ...overview, retentionDays: consentLogRetentionDays(), configured: tagManagerConfigured() };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: consentAdminCopy[root.lang].title,
    description: consentAdminCopy[root.lang].heading,
    canonicalPath: adminPaths.consentLog,
    noindex: true,
  }));

const kinds = ["accepted", "rejected", "custom"] as const;

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang, data) => ({
    title: consentAdminCopy[lang].title,
    lead: consentAdminCopy[lang].lead(data.days, data.retentionDays),
    back: { to: adminPaths.list, label: consentAdminCopy[lang].backToBlog },
    logout: consentAdminCopy[lang].logout,
  }),
};

export default function ConsentOverview({ loaderData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = consentAdminCopy[lang];
  const { perDay, configured } = loaderData;
  const sum = (pick: (d: ConsentDay) => number) => (perDay ?? []).reduce((n, d) => n + pick(d), 0);
  const cell = "px-3 py-2 text-right tabular-nums";

  return (
    <>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid gap-6">
          {configured ? null : <p className="rounded-xl border border-bark-200 bg-bark-50 p-4 text-forest-900">{m.notConfigured}</p>}
          <section aria-labelledby="consent-days" className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
            <h2 id="consent-days" className="text-xl font-bold text-forest-950">
              {m.heading}
            </h2>
            {perDay === null ? (
              <div className="mt-4">
                <ErrorBox>{m.loadError}</ErrorBox>
              </div>
            ) : perDay.length === 0 ? (
              <p className="mt-4 text-forest-900">{m.empty}</p>
            ) : (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full min-w-[28rem] text-sm text-forest-950">
                  <thead>
                    <tr className="border-b border-forest-900/10 text-left">
                      <th scope="col" className="px-3 py-2">
                        {m.day}
                      </th>
                      {kinds.map((kind) => (
                        <th key={kind} scope="col" className={cell}>
                          {m[kind]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {perDay.map((d) => (
                      <tr key={d.day} className="border-b border-forest-900/5">
                        <th scope="row" className="px-3 py-2 text-left font-medium">
                          {new Date(`${d.day}T12:00:00Z`).toLocaleDateString(lang === "de" ? "de-DE" : "en-GB", { timeZone: "UTC" })}
                        </th>
                        {kinds.map((kind) => (
                          <td key={kind} className={cell}>
                            {d[kind]}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="font-semibold">
                      <th scope="row" className="px-3 py-2 text-left">
                        {m.total}
                      </th>
                      {kinds.map((kind) => (
                        <td key={kind} className={cell}>
                          {sum((d) => d[kind])}
                        </td>
                      ))}
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
