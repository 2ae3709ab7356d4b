import { ArrowRight, Phone } from "~/components/icons";
import { ClaimMarker, ClaimNote } from "~/components/marketing/claim-note";
import { CtaBand } from "~/components/marketing/cta-band";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { contactTopicPath } from "~/config/pages";
import { phoneHref } from "~/config/site";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import type { PricingPageData } from "./copy";

/** Closing call to action: advice on the right plan, via the contact page or by phone. */
export function PricingCta({ copy }: { copy: PricingPageData["cta"] }) {
  const { site } = useApp();
  return (
    <CtaBand id="pricing-cta" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <ButtonLink
        to={contactTopicPath("pricing")}
        variant="primary"
        size="lg"
        onClick={() => track("cta_click", { cta: "contact", location: "pricing_final" })}
      >
        {copy.contact}
        <ArrowRight className="size-4" />
      </ButtonLink>
      <a
        href={phoneHref(site.phone)}
        className={buttonClass("outline-light", "lg")}
        onClick={() => track("cta_click", { cta: "phone", location: "pricing_final" })}
      >
        <Phone className="size-4" />
        {copy.call}: {site.phone}
      </a>
      <div className="mt-8 basis-full border-t border-white/10 pt-8">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-3xl font-bold tracking-tight text-moss-300">
            {copy.proof.value}
            <ClaimMarker />
          </span>
          <span className="text-forest-100">{copy.proof.label}</span>
        </p>
        <ClaimNote tone="dark" className="mt-3 max-w-2xl" />
      </div>
    </CtaBand>
  );
}
