import { Link } from "react-router";
import { ArrowRight, ExternalArrow } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Section, SectionHeading } from "~/components/ui/section";
import { useApp } from "~/lib/app-context";
import type { HomeCopy } from "~/pages/home/copy";
import { ClaimText } from "~/pages/home/claim-text";
import { HomeIconView } from "~/pages/home/icons";

const stretched = "after:absolute after:inset-0 after:rounded-3xl after:content-['']";

/** The product family: each module with its maturity, the sister product linked externally. */
export function Modules({ copy }: { copy: HomeCopy["modules"] }) {
  const { site, t } = useApp();
  return (
    <Section id="modules" tone="bark" labelledBy="modules-title" className="max-sm:py-12">
      <SectionHeading id="modules-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-10 grid gap-4 sm:mt-14 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {copy.items.map((item) => {
          const external = item.to === "external:timber";
          return (
            <li
              key={item.id}
              className="group relative flex flex-col rounded-3xl border border-forest-900/8 bg-white p-5 shadow-card transition-shadow focus-within:shadow-lift hover:shadow-lift sm:p-7"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700 sm:size-11">
                  <HomeIconView name={item.icon} className="size-5 sm:size-6" />
                </span>
                <h3 className="text-lg font-bold tracking-tight sm:text-xl">{item.name}</h3>
                {item.badge ? (
                  <span className="ml-auto">
                    <Badge kind={item.badge.kind}>{item.badge.label}</Badge>
                  </span>
                ) : null}
              </div>
              <p className="mt-3 leading-relaxed text-forest-800/80 sm:mt-4">{item.text}</p>
              {item.id === "inventory" ? (
                <p className="mt-3 text-sm font-semibold text-forest-600">
                  <ClaimText figure={copy.inventoryClaim} />
                </p>
              ) : null}
              <p className="mt-auto pt-3 sm:pt-6">
                {external ? (
                  <a
                    href={site.urls.timber}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`inline-flex items-center gap-1.5 font-semibold text-forest-700 group-hover:underline underline-offset-4 ${stretched}`}
                  >
                    {item.cta}
                    <ExternalArrow className="size-4" />
                    <span className="sr-only"> {t.meta.opensInNewTab}</span>
                  </a>
                ) : (
                  <Link
                    to={item.to}
                    className={`inline-flex items-center gap-1.5 font-semibold text-forest-700 group-hover:underline underline-offset-4 ${stretched}`}
                  >
                    {item.cta}
                    <ArrowRight className="size-4" />
                  </Link>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
