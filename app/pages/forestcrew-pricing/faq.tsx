import { Link } from "react-router";
import { ArrowRight, ChevronDown } from "~/components/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { track } from "~/lib/analytics";
import type { PricingPageData } from "./copy";

/**
 * The eight pricing questions as a disclosure list. Native details/summary: Enter and Space
 * open and close each answer before and after hydration, and the answers stay in the HTML
 * (they are also the page's FAQPage data).
 */
export function PricingFaq({ copy }: { copy: PricingPageData["faq"] }) {
  return (
    <Section id="faq" tone="white" labelledBy="faq-title">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.4fr)] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="faq-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <p className="mt-8 text-forest-800/80">
            {copy.contactLead}{" "}
            <Link
              to={paths.contact}
              className="inline-flex items-center gap-1 font-semibold text-forest-700 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700"
              onClick={() => track("cta_click", { cta: "contact", location: "pricing_faq" })}
            >
              {copy.contactLink}
              <ArrowRight className="size-4" />
            </Link>
          </p>
        </div>
        <div className="divide-y divide-forest-900/10 border-y border-forest-900/10">
          {copy.items.map((item, i) => (
            <details key={item.question} className="group" data-testid="faq-item">
              <summary
                id={`faq-q${i + 1}`}
                className="flex cursor-pointer list-none items-start justify-between gap-6 py-5 text-left text-lg font-semibold tracking-tight text-forest-950 hover:text-forest-700 sm:py-6 [&::-webkit-details-marker]:hidden"
              >
                {item.question}
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700 transition-transform duration-200 group-open:rotate-180"
                >
                  <ChevronDown className="size-4" />
                </span>
              </summary>
              <p className="max-w-2xl pr-12 pb-6 leading-relaxed text-forest-800/85">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
