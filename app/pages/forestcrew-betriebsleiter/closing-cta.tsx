import { ArrowRight, Phone } from "~/components/icons";
import { CtaBand } from "~/components/marketing/cta-band";
import { ButtonLink } from "~/components/ui/button";
import { demoRequestPath, paths } from "~/config/pages";
import { phoneHref } from "~/config/site";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import type { BetriebsleiterPageData } from "./copy";

/** Closing call: demo via the contact page, the pricing page, or a call. */
export function ClosingCta({ copy }: { copy: BetriebsleiterPageData["cta"] }) {
  const { site } = useApp();
  return (
    <CtaBand id="betriebsleiter-cta" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} className="max-sm:py-10">
      <ButtonLink
        to={demoRequestPath}
        variant="primary"
        size="lg"
        onClick={() => track("cta_click", { cta: "contact", location: "betriebsleiter_final" })}
      >
        {copy.contact}
        <ArrowRight className="size-4" />
      </ButtonLink>
      <ButtonLink
        to={paths["forestcrew-pricing"]}
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
