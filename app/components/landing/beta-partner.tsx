import { Link } from "react-router";
import { Check, MapIcon, Phone, Tree } from "~/components/icons";
import { ClaimMarker } from "~/components/marketing/claim-note";
import { Badge } from "~/components/ui/badge";
import { demoRequestPath } from "~/config/pages";
import { phoneHref } from "~/config/site";
import type { ClaimFigure } from "~/content/claim-figure";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import type { BetaCopy, LandingUi } from "./copy";
import { RegisterButton, type TrackedEvent } from "./register-button";

function LimitedPlaces({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 rounded-full bg-amber-glow/15 px-3 py-1 text-sm font-semibold text-amber-glow ring-1 ring-amber-glow/40",
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-glow" />
      {label}
    </span>
  );
}

function Benefits({ benefits, headingLevel: H }: { benefits: BetaCopy["benefits"]; headingLevel: "h3" | "h4" }) {
  return (
    <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
      {benefits.map((b) => (
        <li key={b.title} className="flex gap-3.5">
          <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-moss-400 text-forest-950">
            <Check className="size-4" />
          </span>
          <div>
            <H className="font-semibold tracking-tight">{b.title}</H>
            <p className="mt-1 leading-relaxed text-forest-800/80">{b.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The beta-partner offer: lifetime access to all current and future modules, limited places,
 * for 1-50 employees, for forestry businesses and for state forests and municipalities.
 * The /forstmanagement section (#beta-partner).
 */
export function BetaPartnerSection({
  id,
  events,
  copy,
  ui,
  testers,
  trialNote,
  className,
}: {
  id: string;
  events: readonly TrackedEvent[];
  copy: BetaCopy;
  ui: Pick<LandingUi, "callUs" | "demo">;
  /** The number of active beta testers, an advertising figure. */
  testers: ClaimFigure;
  trialNote: string;
  className?: string;
}) {
  const { site } = useApp();
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("bg-forest-50 py-20 sm:py-28", className)}>
      <div className="container-site">
        <div className="grid overflow-hidden rounded-[2rem] bg-white shadow-lift ring-1 ring-forest-900/5 lg:grid-cols-[1fr_1.15fr]">
          <div className="relative isolate flex flex-col bg-forest-950 px-6 py-12 text-white sm:px-12 sm:py-14">
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_90%_70%_at_0%_0%,rgb(59_133_90/0.55),transparent_65%),radial-gradient(ellipse_70%_60%_at_100%_100%,rgb(188_227_90/0.16),transparent_60%)]"
            />
            <div aria-hidden="true" className="grain pointer-events-none absolute inset-0 -z-10" />
            <div className="flex flex-wrap items-center gap-3">
              <Badge kind="beta">Beta</Badge>
              <LimitedPlaces label={copy.limited} />
            </div>
            <p className="mt-8 text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">{copy.eyebrow}</p>
            <h2 id={headingId} className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-forest-100">{copy.lead}</p>
            <dl className="mt-10 grid grid-cols-2 gap-6 border-t border-white/10 pt-8">
              <div className="flex flex-col">
                <dt className="text-sm text-forest-200">{copy.employeesLabel}</dt>
                <dd className="order-first text-4xl font-bold tracking-tight text-moss-300">{copy.employees}</dd>
              </div>
              <div className="flex flex-col">
                <dt className="text-sm text-forest-200">{copy.testersLabel}</dt>
                <dd className="order-first text-4xl font-bold tracking-tight text-moss-300">
                  {testers.value}
                  <ClaimMarker />
                </dd>
              </div>
            </dl>
            <div className="mt-10">
              <RegisterButton events={events}>{copy.cta}</RegisterButton>
              <p className="mt-4 max-w-md text-sm leading-relaxed text-forest-200">{trialNote}</p>
            </div>
            <p className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-white/10 pt-6 text-forest-200">
              <span>{ui.callUs}</span>
              <a href={phoneHref(site.phone)} className="inline-flex items-center gap-2 font-semibold text-white hover:text-moss-300">
                <Phone className="size-4" />
                {site.phone}
              </a>
              <Link
                to={demoRequestPath}
                className="font-semibold text-moss-300 underline decoration-moss-300/40 underline-offset-4 hover:text-moss-200"
              >
                {ui.demo}
              </Link>
            </p>
          </div>
          <div className="px-6 py-12 sm:px-12 sm:py-14">
            <h3 className="text-xl font-bold tracking-tight">{copy.benefitsTitle}</h3>
            <div className="mt-7">
              <Benefits benefits={copy.benefits} headingLevel="h4" />
            </div>
            <h3 className="mt-12 text-xl font-bold tracking-tight">{copy.audienceTitle}</h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {copy.audiences.map((a, i) => (
                <li key={a.title} className="rounded-2xl bg-bark-50 p-5 ring-1 ring-forest-900/5">
                  <span className="grid size-10 place-items-center rounded-xl bg-forest-100 text-forest-700">
                    {i === 0 ? <Tree className="size-5" /> : <MapIcon className="size-5" />}
                  </span>
                  <h4 className="mt-4 font-semibold tracking-tight">{a.title}</h4>
                  <p className="mt-1.5 text-sm leading-relaxed text-forest-800/80">{a.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The compact beta-partner box of the /instagram campaign page. */
export function BetaPartnerBox({ id, events, copy }: { id: string; events: readonly TrackedEvent[]; copy: BetaCopy }) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-bark-50 py-16 sm:py-24">
      <div className="container-site">
        <div className="grid gap-10 rounded-[2rem] bg-white p-6 shadow-lift ring-1 ring-forest-900/5 sm:p-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-14">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <Badge kind="beta">Beta</Badge>
              <span className="inline-flex items-center gap-2 rounded-full bg-amber-glow/20 px-3 py-1 text-sm font-semibold text-bark-700 ring-1 ring-amber-glow/60">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-glow" />
                {copy.limited}
              </span>
            </div>
            <p className="mt-6 text-sm font-semibold tracking-[0.14em] text-forest-600 uppercase">{copy.eyebrow}</p>
            <h2 id={headingId} className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-forest-800/80">{copy.lead}</p>
            <p className="mt-6 flex items-start gap-3 text-sm leading-relaxed text-forest-800/80">
              <Tree className="mt-0.5 size-5 shrink-0 text-forest-600" />
              <span>{copy.suitedFor}</span>
            </p>
            <div className="mt-8">
              <RegisterButton events={events}>{copy.cta}</RegisterButton>
            </div>
          </div>
          <div className="lg:border-l lg:border-forest-900/8 lg:pl-14">
            <h3 className="text-xl font-bold tracking-tight">{copy.benefitsTitle}</h3>
            <div className="mt-7">
              <Benefits benefits={copy.benefits} headingLevel="h4" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
