import { Link } from "react-router";
import { paths } from "~/config/pages";
import type { PricingPageData } from "./copy";

/** The four price footnotes; the plan cards point here with numbered references. */
export function PriceNotes({ copy }: { copy: PricingPageData["notes"] }) {
  const [first, second, third, terms] = copy.items;
  return (
    <section id="price-notes" aria-labelledby="price-notes-title" className="bg-bark-50 py-14 sm:py-16">
      <div className="container-site">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.4fr)] lg:gap-20">
          <h2 id="price-notes-title" className="text-xl font-bold tracking-tight">
            {copy.title}
          </h2>
          <ol className="grid gap-x-10 gap-y-4 text-sm leading-relaxed text-forest-800/85 sm:grid-cols-2">
            {[first, second, third].map((text, i) => (
              <li key={text} id={`price-note-${i + 1}`} className="flex scroll-mt-28 gap-3">
                <span className="font-semibold text-forest-600 tabular-nums" aria-hidden="true">
                  {i + 1}
                </span>
                <span>{text}</span>
              </li>
            ))}
            <li id="price-note-4" className="flex scroll-mt-28 gap-3">
              <span className="font-semibold text-forest-600 tabular-nums" aria-hidden="true">
                4
              </span>
              <span>
                {terms.before}
                <Link to={paths.agb} className="font-medium text-forest-700 underline underline-offset-2 hover:text-forest-950">
                  {terms.link}
                </Link>
                {terms.after}
              </span>
            </li>
          </ol>
        </div>
      </div>
    </section>
  );
}
