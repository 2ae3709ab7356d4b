import { Badge } from "~/components/ui/badge";
import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";
import { ForestcrewIconView } from "~/pages/forestcrew/icons";

/** Planned features, each clearly labelled as planned. */
export function Future({ copy }: { copy: ForestcrewCopy["future"] }) {
  return (
    <Section id="roadmap" labelledBy="future-title" className="max-sm:py-12">
      <SectionHeading id="future-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:mt-14 sm:gap-5 lg:grid-cols-4">
        {copy.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-3xl border-2 border-dashed border-forest-900/15 p-4 sm:p-7">
            <div className="flex items-start justify-between gap-2">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-bark-100 text-bark-700 sm:size-11">
                <ForestcrewIconView name={item.icon} className="size-5 sm:size-6" />
              </span>
              <Badge kind="soon">{copy.badge}</Badge>
            </div>
            <h3 className="mt-4 leading-snug font-semibold tracking-tight hyphens-auto sm:mt-5 sm:text-lg">{item.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-forest-800/80 sm:mt-2 sm:text-base">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
