import { ArrowRight, Phone } from "~/components/icons";
import { AppStoreButtons } from "~/components/marketing/app-store-buttons";
import { CtaBand } from "~/components/marketing/cta-band";
import { ButtonLink, ExternalButton, buttonClass } from "~/components/ui/button";
import { demoRequestPath } from "~/config/pages";
import { phoneHref } from "~/config/site";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";

const LOCATION = "forestcrew_closing_cta";

/** Closing call to action: trial, demo, a phone call, and the app. */
export function ClosingCta({ copy }: { copy: ForestcrewCopy["cta"] }) {
  const { site, t } = useApp();
  return (
    <CtaBand
      id="get-started"
      className="max-sm:py-10"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={
        <>
          {copy.lead} <span className="font-semibold text-white">{copy.priceNote}</span>
        </>
      }
    >
      <div className="w-full">
        <div className="flex flex-wrap gap-3">
          <ExternalButton
            href={site.urls.register}
            newTabHint={t.meta.opensInNewTab}
            variant="primary"
            size="lg"
            onClick={() => track("cta_click", { cta: "register_trial", location: LOCATION })}
          >
            {copy.register}
            <ArrowRight className="size-4" />
          </ExternalButton>
          <ButtonLink
            to={demoRequestPath}
            variant="outline-light"
            size="lg"
            onClick={() => track("cta_click", { cta: "demo_request", location: LOCATION })}
          >
            {copy.demo}
          </ButtonLink>
        </div>
        <div className="mt-10 grid gap-8 border-t border-white/12 pt-8 md:grid-cols-2">
          <div>
            <a
              href={phoneHref(site.phone)}
              className={buttonClass("outline-light", "lg")}
              onClick={() => track("cta_click", { cta: "phone", location: LOCATION })}
            >
              <Phone className="size-4" />
              <span>
                {copy.call}: {site.phone}
              </span>
            </a>
            <p className="mt-3 text-sm text-forest-200">{copy.hours}</p>
          </div>
          <div>
            <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">{copy.appTitle}</p>
            <AppStoreButtons tone="light" location={LOCATION} />
          </div>
        </div>
      </div>
    </CtaBand>
  );
}
