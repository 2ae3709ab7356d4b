import { ArrowRight, Calendar, Check, Leaf, Smartphone } from "~/components/icons";
import { ClaimNote } from "~/components/marketing/claim-note";
import { CtaBand } from "~/components/marketing/cta-band";
import { ButtonLink, ExternalButton } from "~/components/ui/button";
import { demoRequestPath, paths } from "~/config/pages";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import type { HomeCopy } from "~/pages/home/copy";
import { ClaimText } from "~/pages/home/claim-text";

const LOCATION = "home_closing_cta";

function CtaCard({
  icon,
  title,
  children,
  action,
  featured = false,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  action: React.ReactNode;
  featured?: boolean;
}) {
  return (
    <li
      className={
        featured
          ? "flex flex-col rounded-2xl border border-moss-400/50 bg-white/[0.08] p-5 sm:p-7"
          : "flex flex-col rounded-2xl border border-white/12 bg-white/[0.04] p-5 sm:p-7"
      }
    >
      <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-moss-400/15 text-moss-300 sm:size-11 [&>svg]:size-5 sm:[&>svg]:size-6">
          {icon}
        </span>
        <h3 className="text-xl font-bold tracking-tight">{title}</h3>
      </div>
      <div className="mt-3 leading-relaxed text-forest-100">{children}</div>
      <div className="mt-auto pt-5 sm:pt-7">{action}</div>
    </li>
  );
}

/** The closing call to action: trial, demo and beta partnership side by side. */
export function ClosingCta({ copy }: { copy: HomeCopy["cta"] }) {
  const { site, t } = useApp();
  return (
    <CtaBand id="get-started" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} className="max-sm:py-10">
      <div className="w-full">
        <ul className="grid w-full gap-3 sm:gap-4 lg:grid-cols-3">
          <CtaCard
            featured
            icon={<Smartphone />}
            title={copy.trial.title}
            action={
              <ExternalButton
                href={site.urls.register}
                newTabHint={t.meta.opensInNewTab}
                variant="primary"
                onClick={() => track("cta_click", { cta: "register_trial", location: LOCATION })}
              >
                {copy.trial.button}
                <ArrowRight className="size-4" />
              </ExternalButton>
            }
          >
            <p>{copy.trial.text}</p>
          </CtaCard>
          <CtaCard
            icon={<Calendar />}
            title={copy.demo.title}
            action={
              <ButtonLink
                to={demoRequestPath}
                variant="outline-light"
                onClick={() => track("cta_click", { cta: "demo_request", location: LOCATION })}
              >
                {copy.demo.button}
              </ButtonLink>
            }
          >
            <p>{copy.demo.text}</p>
          </CtaCard>
          <CtaCard
            icon={<Leaf />}
            title={copy.beta.title}
            action={
              <ButtonLink
                to={`${paths.forstmanagement}#beta-partner`}
                variant="outline-light"
                onClick={() => track("cta_click", { cta: "beta_partner", location: LOCATION })}
              >
                {copy.beta.button}
              </ButtonLink>
            }
          >
            <ul className="grid gap-2.5">
              {copy.beta.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Check className="mt-1 size-4 shrink-0 text-moss-300" />
                  <span>{point}</span>
                </li>
              ))}
              <li className="flex gap-2.5">
                <Check className="mt-1 size-4 shrink-0 text-moss-300" />
                <span>
                  <ClaimText figure={copy.beta.testers} valueClassName="font-semibold text-white" />
                </span>
              </li>
            </ul>
          </CtaCard>
        </ul>
        <ClaimNote tone="dark" className="mt-8" />
      </div>
    </CtaBand>
  );
}
