import { ArrowRight, Phone } from "~/components/icons";
import { CtaBand } from "~/components/marketing/cta-band";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { phoneHref } from "~/config/site";
import { betriebsleiterCopy } from "~/content/pages/betriebsleiter";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";

/** Closing call: demo via the contact page, the pricing page, or a call. */
export function ClosingCta() {
  const { lang, site } = useApp();
  const copy = betriebsleiterCopy[lang].cta;
  return (
    <CtaBand id="betriebsleiter-cta" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <ButtonLink
        to="/contact"
        variant="primary"
        size="lg"
        onClick={() => track("cta_click", { cta: "contact", location: "betriebsleiter_final" })}
      >
        {copy.contact}
        <ArrowRight className="size-4" />
      </ButtonLink>
      <ButtonLink
        to="/forestcrew-pricing"
        variant="outline-light"
        size="lg"
        onClick={() => track("cta_click", { cta: "pricing", location: "betriebsleiter_final" })}
      >
        {copy.pricing}
      </ButtonLink>
      <a
        href={phoneHref(site.phone)}
        className="inline-flex h-12 items-center gap-2 rounded-full px-1 font-semibold text-white underline-offset-4 hover:underline sm:px-4"
        onClick={() => track("cta_click", { cta: "phone", location: "betriebsleiter_final" })}
      >
        <Phone className="size-4 text-moss-300" />
        {copy.call}: {site.phone}
      </a>
    </CtaBand>
  );
}
