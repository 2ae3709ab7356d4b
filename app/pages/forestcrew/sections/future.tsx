import { Badge } from "~/components/ui/badge";
import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";
import { ForestcrewIconView } from "~/pages/forestcrew/icons";

/** Planned features, each clearly labelled as planned. */
export function Future({ copy }: { copy: ForestcrewCopy["future"] }) {
  return (
    <Section id="roadmap" labelledBy="future-title">
      <SectionHeading id="future-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {copy.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-3xl border-2 border-dashed border-forest-900/15 p-6 sm:p-7">
            <div className="flex items-start justify-between gap-3">
              <span className="grid size-11 place-items-center rounded-xl bg-bark-100 text-bark-700">
                <ForestcrewIconView name={item.icon} className="size-6" />
              </span>
              <Badge kind="soon">{copy.badge}</Badge>
            </div>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-forest-800/80">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
