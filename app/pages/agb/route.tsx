import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Section } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { agbPageData, type TermsSection } from "./copy";

/** The terms in the visitor's language; every figure comes from the facts module. */
export function loader({ context }: Route.LoaderArgs) {
  const page = agbPageData(context.lang, { company: context.site.company, city: context.site.address.city });
  return { ...page, structuredData: plainPage(context, "agb", page.intro.seo) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.agb);

export default function Agb() {
  const { intro, bindingNote, version, sections } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={intro.hero} />
      <Section>
        <div className="max-w-3xl text-lg leading-relaxed hyphens-auto wrap-break-word text-forest-900">
          {bindingNote ? <p className="mb-10 rounded-xl border border-bark-200 bg-bark-50 p-5 text-base">{bindingNote}</p> : null}
          <p className="text-base font-medium text-forest-700">{version}</p>
          <div className="mt-10 space-y-12">
            {sections.map((section) => (
              <TermsBlock key={section.id} section={section} />
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}

function TermsBlock({ section }: { section: TermsSection }) {
  const headingId = `agb-${section.id}`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl leading-tight font-bold tracking-tight text-forest-950 sm:text-3xl">
        §&nbsp;{section.number} {section.title}
      </h2>
      <ol className="mt-4 space-y-3">
        {section.paragraphs.map((paragraph, index) => (
          <li key={index} className="flex gap-3">
            <span aria-hidden="true" className="w-8 shrink-0 font-medium text-forest-700 tabular-nums">
              ({index + 1})
            </span>
            <span className="min-w-0">{paragraph}</span>
          </li>
        ))}
      </ol>
      {section.privacyLink ? (
        <p className="mt-4">
          <Link to={paths.datenschutz} className="font-medium text-forest-800 underline underline-offset-4 hover:text-forest-600">
            {section.privacyLink}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
