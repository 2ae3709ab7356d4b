import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Section } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { impressumPageData, type NoticeSection } from "./copy";

/** The notice in the visitor's language, filled from the operator's configuration. */
export function loader({ context }: Route.LoaderArgs) {
  const page = impressumPageData(context.lang, context.site);
  return { ...page, structuredData: plainPage(context, "impressum", page.intro.seo) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.impressum);

export default function Impressum() {
  const { intro, bindingNote, sections } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={intro.hero} />
      <Section>
        <div className="max-w-3xl space-y-12 text-lg leading-relaxed hyphens-auto wrap-break-word text-forest-900">
          {bindingNote ? <p className="rounded-xl border border-bark-200 bg-bark-50 p-5 text-base text-forest-900">{bindingNote}</p> : null}
          {sections.map((section) => (
            <NoticeBlock key={section.id} section={section} />
          ))}
        </div>
      </Section>
    </>
  );
}

function NoticeBlock({ section }: { section: NoticeSection }) {
  const headingId = `impressum-${section.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl leading-tight font-bold tracking-tight text-forest-950 sm:text-3xl">
        {section.title}
      </h2>
      {section.lines?.length ? (
        <address className="mt-4 not-italic">
          {section.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : null}
      {section.rows?.length ? (
        <dl className="mt-4 space-y-3">
          {section.rows.map((row) => (
            <div key={row.label}>
              <dt className="text-base font-semibold text-forest-700">{row.label}</dt>
              <dd>
                {row.href ? (
                  <a href={row.href} className="font-medium text-forest-800 underline underline-offset-4 hover:text-forest-600">
                    {row.value}
                  </a>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.text?.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
