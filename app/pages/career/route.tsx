import { Link, useLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { ArrowRight, Check, Layers, Leaf, Sparkles, Users } from "~/components/icons";
import { IconCard } from "~/components/marketing/icon-card";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { ApplicationForm, applicationFormCopy, fieldsOfWork } from "~/features/forms";
import { handleApplicationAction, signStarted } from "~/features/forms/index.server";
import { careerCopy, intro, type CareerCopy, type ReasonIcon } from "./copy";

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

const reasonIcons: Record<ReasonIcon, (p: { className?: string }) => React.ReactNode> = {
  leaf: Leaf,
  users: Users,
  sparkles: Sparkles,
  layers: Layers,
};

export default function Career() {
  const { intro, copy, form, started, field } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={intro.hero} size="md" />
      <Reasons copy={copy.reasons} />
      <Benefits copy={copy.benefits} />
      <Culture copy={copy.culture} />
      <Fields copy={copy.fields} />
      <Process copy={copy.process} />
      <Requirements copy={copy.requirements} />
      <Section id="bewerbung" labelledBy="bewerbung-title" tone="bark">
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

function Reasons({ copy }: { copy: CareerCopy["reasons"] }) {
  return (
    <Section id="warum" labelledBy="warum-title">
      <SectionHeading id="warum-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {copy.items.map((item) => {
          const Icon = reasonIcons[item.icon];
          return (
            <li key={item.title} className="flex">
              <IconCard icon={<Icon />} title={item.title} className="w-full">
                {item.text}
              </IconCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Benefits({ copy }: { copy: CareerCopy["benefits"] }) {
  return (
    <Section id="angebot" labelledBy="angebot-title" tone="forest">
      <SectionHeading id="angebot-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-12 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-moss-400 text-forest-950">
              <Check className="size-4" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-forest-800/80">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Culture({ copy }: { copy: CareerCopy["culture"] }) {
  return (
    <Section id="kultur" labelledBy="kultur-title" tone="dark">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <SectionHeading id="kultur-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.text} tone="dark" />
        <ul className="grid gap-5">
          {copy.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-white/10 bg-white/[0.04] p-6">
              <h3 className="text-lg font-semibold">{point.title}</h3>
              <p className="mt-1.5 leading-relaxed text-forest-100/85">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function Fields({ copy }: { copy: CareerCopy["fields"] }) {
  return (
    <Section id="bereiche" labelledBy="bereiche-title">
      <SectionHeading id="bereiche-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {fieldsOfWork.map((key) => (
          <li key={key} data-field={key} className="rounded-2xl border border-forest-900/8 bg-white p-6 shadow-card sm:p-7">
            <h3 className="text-lg font-semibold tracking-tight hyphens-auto">{copy.items[key].title}</h3>
            <p className="mt-2 leading-relaxed text-forest-800/80">{copy.items[key].text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Process({ copy }: { copy: CareerCopy["process"] }) {
  return (
    <Section id="initiativbewerbung" labelledBy="initiativbewerbung-title" tone="bark">
      <SectionHeading id="initiativbewerbung-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-forest-900/8 bg-white p-6 shadow-card">
            <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-forest-800 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold tracking-tight hyphens-auto">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-forest-800/80">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Requirements({ copy }: { copy: CareerCopy["requirements"] }) {
  return (
    <Section id="anforderungen" labelledBy="anforderungen-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <SectionHeading id="anforderungen-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        <ul className="grid gap-4">
          {copy.items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed">
              <Check className="mt-1 size-5 shrink-0 text-forest-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
