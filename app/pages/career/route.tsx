import { Link, useLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { ArrowRight } from "~/components/icons";
import { lazyStatic } from "~/components/mockups/lazy-static";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { ApplicationForm, applicationFormCopy, fieldsOfWork } from "~/features/forms";
import { handleApplicationAction, signStarted } from "~/features/forms/index.server";
import { careerCopy, intro } from "./copy";

/**
 * The page's copy in the visitor's language, the application form's texts, the signed render
 * time the form sends back (so the page is rendered per request, see app/config/pages.ts) and a
 * field of work to preselect (`?field=gis`).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("field");
  return {
    intro: intro[context.lang],
    copy: careerCopy(context.lang),
    form: applicationFormCopy(context.lang),
    started: signStarted(),
    field: fieldsOfWork.find((key) => key === asked),
    structuredData: plainPage(context, "career", intro[context.lang].seo),
  };
}

/** The application form posts here (with JavaScript through a fetcher, without as a plain multipart form). */
export function action({ request, context }: Route.ActionArgs) {
  return handleApplicationAction(request, { lang: context.lang, clientAddress: context.clientAddress, page: paths.career });
}

/**
 * The form's answer changes nothing the loader returns; running it again would only sign a new
 * start time, and the visitor correcting a refused form would have to wait out the minimum time again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.career);

/** The text sections above the form: no behaviour of their own, so a server island whose code stays out of the first load. */
const Sections = lazyStatic(() => import("./sections").then((m) => m.CareerSections));

/** The hero's diagram of the fields of work, likewise drawn by the server and never hydrated. */
const HeroFields = lazyStatic(() => import("./hero-fields").then((m) => m.default));

export default function Career() {
  const { intro, copy, form, started, field } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        hero={intro.hero}
        size="md"
        aside={<HeroFields className="hidden lg:block" copy={copy.heroVisual} fields={copy.fields.items} />}
      />
      <Sections copy={copy} />
      <Section id="bewerbung" labelledBy="bewerbung-title" tone="bark" className="max-sm:py-14">
        <div className="grid items-start gap-10 lg:grid-cols-[1.35fr_0.9fr] lg:gap-14">
          <div className="min-w-0">
            <SectionHeading id="bewerbung-title" eyebrow={copy.apply.eyebrow} title={copy.apply.title} lead={copy.apply.lead} />
            <Card className="mt-10">
              <ApplicationForm copy={form} started={started} field={field} />
            </Card>
          </div>
          <aside aria-labelledby="bewerbung-fragen" className="min-w-0 lg:pt-4">
            <div className="rounded-2xl bg-forest-950 p-6 text-white sm:p-8">
              <h3 id="bewerbung-fragen" className="text-lg font-semibold">
                {copy.apply.questionsTitle}
              </h3>
              <p className="mt-2 leading-relaxed text-forest-100">{copy.apply.questions}</p>
              <Link
                to={paths.contact}
                className="mt-5 inline-flex items-center gap-2 font-semibold text-moss-300 underline-offset-4 hover:underline"
              >
                {copy.apply.contactLink}
                <ArrowRight className="size-4" />
              </Link>
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}
