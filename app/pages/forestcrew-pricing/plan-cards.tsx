import { useState } from "react";
import { Link } from "react-router";
import { ArrowRight, Check, Headset, Users } from "~/components/icons";
import { ButtonLink, ExternalButton } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { contactTopicPath } from "~/config/pages";
import type { BillingPeriod } from "~/content/facts";
import { billingPeriods } from "~/content/prices";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import type { PlanCardData, PlansCopy } from "./copy";

/**
 * The plans section (#pricing): a monthly/yearly switch (native radio buttons, so arrow keys
 * work) and three plan cards. The server renders the monthly prices; every line that changes
 * with the period keeps its height, so switching never moves the layout.
 */
export function PlanCards({ copy }: { copy: PlansCopy }) {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");

  return (
    <Section id="pricing" tone="forest" labelledBy="pricing-title" className="scroll-mt-16">
      <SectionHeading id="pricing-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} align="center" />

      <fieldset className="mx-auto mt-10 w-fit">
        <legend className="sr-only">{copy.periodLegend}</legend>
        <div className="flex rounded-full bg-white p-1.5 shadow-card ring-1 ring-forest-900/8">
          {billingPeriods.map((p) => (
            <label key={p} className="relative cursor-pointer">
              <input
                type="radio"
                name="billing-period"
                value={p}
                checked={period === p}
                onChange={() => setPeriod(p)}
                className="peer sr-only"
              />
              <span className="block min-w-32 rounded-full px-6 py-2.5 text-center text-sm font-semibold text-forest-800 transition-colors peer-checked:bg-forest-900 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-moss-500 hover:text-forest-950 peer-checked:hover:text-white">
                {copy.period[p]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {copy.shown[period]}
      </p>

      <ul role="list" data-chat-quiet="" className="mt-12 grid gap-6 lg:grid-cols-3 lg:gap-5 xl:gap-7">
        {copy.cards.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} copy={copy} />
        ))}
      </ul>

      <div className="mt-12 grid gap-6 rounded-2xl border border-forest-900/8 bg-white/70 p-6 sm:p-8 lg:grid-cols-[auto_1fr] lg:items-center lg:gap-12">
        <h3 className="text-sm font-semibold tracking-[0.14em] text-forest-600 uppercase">{copy.allPlansTitle}</h3>
        <ul role="list" className="grid gap-x-8 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
          {copy.allPlans.map((item) => (
            <li key={item} className="flex gap-2.5 text-sm font-medium text-forest-900">
              <Check className="mt-0.5 size-4 shrink-0 text-forest-500" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-6 text-center text-forest-800/80">
        {copy.largeTeams.text}{" "}
        <Link
          to={contactTopicPath("pricing")}
          className="inline-flex items-center gap-1 font-semibold text-forest-700 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700"
          onClick={() => track("cta_click", { cta: "contact", location: "pricing_large_teams" })}
        >
          {copy.largeTeams.link}
          <ArrowRight className="size-4" />
        </Link>
      </p>
    </Section>
  );
}

function NoteRef({ n, label, dark }: { n: number; label: string; dark: boolean }) {
  return (
    <sup className="ml-0.5 text-xs font-semibold">
      <a
        href={`#price-note-${n}`}
        aria-label={label}
        className={cn(
          // A target of at least 24 × 24 px (WCAG 2.5.8) without moving the text: the link stays
          // inline, vertical padding on an inline box does not change the line, and the negative
          // margins take the wider padding back out of the line (2 px per side, as before). The
          // extra width lies after the digit, so the focus ring does not cover the word before it.
          "-mr-[14px] -ml-[2px] rounded py-[5px] pr-[16px] pl-[4px] underline-offset-2 hover:underline",
          dark ? "text-moss-300" : "text-forest-600",
        )}
      >
        {n}
      </a>
    </sup>
  );
}

function PlanCard({ plan, period, copy }: { plan: PlanCardData; period: BillingPeriod; copy: PlansCopy }) {
  const { site, t } = useApp();
  const c = plan.copy;
  const price = plan.prices?.[period];
  const featured = Boolean(c.ribbon);
  const titleId = `plan-${plan.id}-title`;

  return (
    <li
      className={cn(
        "relative flex flex-col rounded-3xl p-7 sm:p-8",
        featured
          ? "bg-forest-950 text-white shadow-lift ring-2 ring-moss-400 lg:-my-3 lg:py-11"
          : "border border-forest-900/8 bg-white shadow-card",
      )}
    >
      {c.ribbon ? (
        <p className="absolute -top-3.5 left-7 rounded-full bg-moss-400 px-3 py-1 text-xs font-semibold text-forest-950 sm:left-8">
          {c.ribbon}
        </p>
      ) : null}
      <h3 id={titleId} className="text-2xl font-bold tracking-tight">
        {plan.name}
      </h3>
      <p className={cn("mt-2 text-[0.9375rem] leading-relaxed lg:min-h-[4.5rem]", featured ? "text-forest-100" : "text-forest-800/80")}>
        {c.tagline}
      </p>

      <div className="mt-6" data-testid={`price-${plan.id}`}>
        {price ? (
          <>
            <p className="flex h-14 items-baseline gap-2">
              <span className="text-5xl font-bold tracking-tight tabular-nums" data-testid={`gross-${plan.id}`}>
                {price.gross}
              </span>
              <span className={cn("text-base font-medium", featured ? "text-forest-200" : "text-forest-800/70")}>
                {copy.per[period]}
                <NoteRef n={1} label={copy.noteRefs[1]} dark={featured} />
              </span>
            </p>
            <p className={cn("mt-1 h-6 text-sm", featured ? "text-forest-200" : "text-forest-800/70")} data-testid={`net-${plan.id}`}>
              {price.vatNet}
            </p>
          </>
        ) : c.onRequest ? (
          <>
            <p className="flex h-14 items-baseline">
              <span className="text-4xl font-bold tracking-tight">{c.onRequest.price}</span>
            </p>
            <p className="mt-1 h-6 text-sm text-forest-800/70">{c.onRequest.note}</p>
          </>
        ) : null}
      </div>

      <ul role="list" className="mt-5 space-y-2 text-sm lg:min-h-[3.25rem]">
        <li className="flex items-center gap-2.5 font-semibold">
          <Users className={cn("size-5 shrink-0", featured ? "text-moss-300" : "text-forest-600")} />
          {c.users}
        </li>
        {c.saving ? (
          <li className={cn("flex items-center gap-2.5", featured ? "text-forest-100" : "text-forest-800")}>
            <span
              aria-hidden="true"
              className={cn(
                "grid size-5 shrink-0 place-items-center rounded-full text-[0.625rem] font-bold",
                featured ? "bg-moss-400 text-forest-950" : "bg-forest-100 text-forest-700",
              )}
            >
              %
            </span>
            <span>
              {c.saving}
              <NoteRef n={2} label={copy.noteRefs[2]} dark={featured} />
            </span>
          </li>
        ) : null}
      </ul>
      {/* Reserved on every card so the three buttons line up whatever the period. */}
      <div className={cn("mt-4 min-h-8 items-start", c.freeMonths ? "flex" : "hidden lg:flex")}>
        {c.freeMonths ? (
          <p
            className={cn(
              "rounded-full px-3 py-1 text-xs font-semibold transition-colors",
              period === "yearly"
                ? "bg-amber-glow text-forest-950"
                : featured
                  ? "bg-white/10 text-forest-100"
                  : "bg-bark-100 text-bark-700",
            )}
          >
            {c.freeMonths[period]}
          </p>
        ) : null}
      </div>

      <div className="mt-5">
        {plan.prices ? (
          <ExternalButton
            href={site.urls.register}
            newTabHint={t.meta.opensInNewTab}
            variant={featured ? "primary" : "secondary"}
            size="lg"
            className="w-full"
            onClick={() => track("cta_click", { cta: "register_trial", location: "pricing_plan", plan: plan.id, period })}
          >
            {c.cta}
            <span className="sr-only">: {plan.name}</span>
            <ArrowRight className="size-4" />
          </ExternalButton>
        ) : (
          <ButtonLink
            to={contactTopicPath("pricing")}
            variant="dark"
            size="lg"
            className="w-full"
            onClick={() => track("cta_click", { cta: "contact", location: "pricing_plan", plan: plan.id })}
          >
            {c.cta}
            <span className="sr-only">: {plan.name}</span>
            <ArrowRight className="size-4" />
          </ButtonLink>
        )}
      </div>

      <div className={cn("mt-7 border-t pt-6", featured ? "border-white/10" : "border-forest-900/8")}>
        <p className={cn("text-sm font-semibold", featured ? "text-moss-300" : "text-forest-600")}>{c.featuresTitle}</p>
        <ul role="list" className="mt-4 space-y-3 text-[0.9375rem]">
          {c.features.map((f) => (
            <li key={f} className="flex gap-3">
              <Check className={cn("mt-0.5 size-5 shrink-0", featured ? "text-moss-400" : "text-forest-500")} />
              <span className={featured ? "text-forest-50" : "text-forest-900"}>{f}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className={cn("mt-auto flex items-center gap-2.5 pt-7 text-sm", featured ? "text-forest-100" : "text-forest-800/80")}>
        <Headset className={cn("size-5 shrink-0", featured ? "text-moss-300" : "text-forest-600")} />
        <span>
          <span className="font-semibold">{copy.supportLabel}:</span> {c.support}
        </span>
      </p>
    </li>
  );
}
