import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Section } from "~/components/ui/section";
import { env } from "~/config/env.server";
import { paths } from "~/config/pages";
import { chooseProvider, retentionDays } from "~/features/chat/index.server";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "~/features/consent";
import { consentLogRetentionDays, tagManagerConfigured } from "~/features/consent/index.server";
import { DEFAULT_AUDIT_RETENTION_DAYS } from "~/lib/audit/audit.server";
import { DEFAULT_SESSION_TTL_MS } from "~/lib/auth/session.server";
import { loginRateLimit } from "~/lib/rate-limit.server";
import { datenschutzPageData, type PrivacyBlock, type PrivacySection } from "./policy";

/**
 * The policy in the visitor's language, completed for the operator's settings: how long chats
 * are kept, which provider answers them, whether form mails are sent, whether a tag manager
 * (and with it the consent dialog) is configured.
 */
export function loader({ context }: Route.LoaderArgs) {
  const page = datenschutzPageData(context.lang, {
    site: context.site,
    chat: { retentionDays: retentionDays(), provider: chooseProvider(process.env).name },
    mail: env().SMTP_URL !== undefined,
    admin: {
      sessionHours: Math.round(DEFAULT_SESSION_TTL_MS / 3_600_000),
      failedLoginMinutes: Math.round(loginRateLimit.windowMs / 60_000),
      auditRetentionDays: env().AUDIT_RETENTION_DAYS ?? DEFAULT_AUDIT_RETENTION_DAYS,
    },
    tagManager: tagManagerConfigured()
      ? { consentLogDays: consentLogRetentionDays(), consentCookie: CONSENT_COOKIE, consentMonths: Math.round(CONSENT_MAX_AGE_DAYS / 30.4) }
      : undefined,
  });
  return { ...page, structuredData: plainPage(context, "datenschutz", page.intro.seo) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.datenschutz);

export default function Datenschutz() {
  const { intro, bindingNote, contents, version, sections } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={intro.hero} />
      <Section>
        <div className="max-w-3xl text-lg leading-relaxed hyphens-auto wrap-break-word text-forest-900">
          {bindingNote ? <p className="mb-10 rounded-xl border border-bark-200 bg-bark-50 p-5 text-base">{bindingNote}</p> : null}
          <p className="text-base font-medium text-forest-700">{version}</p>
          <nav aria-labelledby="datenschutz-inhalt" className="mt-6 rounded-xl bg-forest-50 p-5 sm:p-6">
            <h2 id="datenschutz-inhalt" className="text-base font-semibold text-forest-800">
              {contents}
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-6 text-base">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-forest-800 underline underline-offset-4 hover:text-forest-600">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-12 space-y-12">
            {sections.map((section, index) => (
              <PolicySection key={section.id} section={section} number={index + 1} />
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}

function PolicySection({ section, number }: { section: PrivacySection; number: number }) {
  const headingId = `${section.id}-titel`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl leading-tight font-bold tracking-tight text-forest-950 sm:text-3xl">
        {number}. {section.title}
      </h2>
      <div className="mt-4 space-y-4">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}

function Block({ block }: { block: PrivacyBlock }) {
  switch (block.kind) {
    case "p":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-1 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "entries":
      return (
        <dl className="space-y-4 rounded-xl border border-forest-100 p-5">
          {block.items.map((item) => (
            <div key={item.name}>
              <dt>
                <code className="rounded bg-forest-50 px-1.5 py-0.5 font-mono text-base font-semibold text-forest-900">{item.name}</code>
              </dt>
              <dd className="mt-1">{item.text}</dd>
            </div>
          ))}
        </dl>
      );
  }
}
