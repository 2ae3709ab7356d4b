import { Check } from "~/components/icons";
import { ClaimMarker } from "~/components/marketing/claim-note";
import type { LandingCopy } from "~/components/landing/copy";
import { Section, SectionHeading } from "~/components/ui/section";
import { Calendar, Chart, Clipboard, Clock, CloudOff, Document, Gps, Route as RouteIcon } from "~/components/icons";
import type { ForstmanagementCopy, ProblemIcon, StepIcon } from "./copy";

// The page's static sections: drawn by the server, their code loaded only for a client-side
// navigation (lazyStatic islands in route.tsx; it was: /forstmanagement was at 120.6 KB JS).

const problemIcons: Record<ProblemIcon, (p: { className?: string }) => React.ReactNode> = {
  document: Document,
  calendar: Calendar,
  gps: Gps,
  clock: Clock,
  cloudOff: CloudOff,
  chart: Chart,
};

const stepIcons: Record<StepIcon, (p: { className?: string }) => React.ReactNode> = {
  calendar: Calendar,
  route: RouteIcon,
  clipboard: Clipboard,
  chart: Chart,
};

/** The problems the page opens with. */
export function Problems({ copy }: { copy: ForstmanagementCopy["problems"] }) {
  return (
    <Section tone="bark" labelledBy="problems-title">
      <SectionHeading id="problems-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {copy.items.map((item) => {
          const Icon = problemIcons[item.icon];
          return (
            <li key={item.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-forest-900/5 sm:p-7">
              <div className="flex items-center gap-3.5">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-bark-100 text-bark-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="text-lg leading-snug font-semibold tracking-tight">{item.title}</h3>
              </div>
              <p className="mt-5 leading-relaxed text-forest-800/75">
                <span className="mb-1 block text-xs font-semibold tracking-[0.12em] text-bark-700 uppercase">
                  {copy.problemLabel}
                  <span className="sr-only">:</span>
                </span>
                {item.problem}
              </p>
              <p className="mt-5 flex-1 rounded-xl bg-forest-50 p-4 leading-relaxed text-forest-900 ring-1 ring-forest-600/10">
                <span className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-[0.12em] text-forest-600 uppercase">
                  <Check className="size-3.5" />
                  {copy.solutionLabel}
                  <span className="sr-only">:</span>
                </span>
                {item.solution}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** How work flows through ForestCrew, with the beta figures. */
export function Workflow({ copy, claims }: { copy: ForstmanagementCopy["workflow"]; claims: LandingCopy["claims"] }) {
  const shown = [claims.lessAdmin, claims.productivity, claims.fewerWrongDecisions, claims.fasterOnboarding];
  return (
    <section aria-labelledby="workflow-title" className="relative isolate overflow-hidden bg-forest-950 py-20 text-white sm:py-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_100%_0%,rgb(59_133_90/0.35),transparent_60%)]"
      />
      <div className="container-site">
        <SectionHeading id="workflow-title" tone="dark" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        <div className="relative mt-16">
          <div
            aria-hidden="true"
            className="absolute top-6 right-[calc(25%-3rem)] left-6 hidden h-px bg-gradient-to-r from-moss-400/60 via-moss-400/40 to-moss-400/60 lg:block"
          />
          <ol className="relative grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
            {copy.steps.map((step, i) => {
              const Icon = stepIcons[step.icon];
              return (
                <li key={step.title} className="relative flex flex-col">
                  <span className="relative grid size-12 place-items-center rounded-2xl bg-moss-400 text-forest-950 shadow-[0_0_0_8px_var(--color-forest-950)]">
                    <Icon className="size-6" />
                  </span>
                  <p className="mt-6 text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">
                    {copy.stepLabel} {i + 1}
                  </p>
                  <h3 className="mt-1 text-2xl font-bold tracking-tight">{step.title}</h3>
                  <p className="mt-3 flex-1 leading-relaxed text-forest-100/85">{step.text}</p>
                  <ul className="mt-5 space-y-2 border-t border-white/10 pt-5 text-sm">
                    {step.points.map((p) => (
                      <li key={p} className="flex gap-2.5 text-forest-100">
                        <Check className="mt-0.5 size-4 shrink-0 text-moss-300" />
                        {p}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        </div>
        <div className="mt-20 rounded-3xl border border-white/10 bg-white/[0.04] p-6 sm:p-10">
          <h3 className="text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">{copy.claimsTitle}</h3>
          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
            {shown.map((f) => (
              <div key={f.label} className="flex flex-col">
                <dt className="mt-2 text-sm leading-snug text-forest-200">{f.label}</dt>
                <dd className="order-first text-4xl font-bold tracking-tight text-white sm:text-5xl">
                  {f.value}
                  <ClaimMarker />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

export { ForestMap } from "./forest-map";
