import { IconCard } from "~/components/marketing/icon-card";
import { Section, SectionHeading } from "~/components/ui/section";
import type { forestchatPageData } from "./copy";
import { ForestchatIconFor } from "./icons";

type PageCopy = ReturnType<typeof forestchatPageData>["copy"];

/** What ForestChat knows about (static: a lazyStatic island in route.tsx). */
export function Specialities({ copy }: { copy: PageCopy["specialities"] }) {
  return (
    <Section id="specialities" labelledBy="specialities-title">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
        <div>
          <SectionHeading id="specialities-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <p className="mt-6 border-l-2 border-moss-400 pl-4 text-forest-800/80">{copy.note}</p>
        </div>
        <ul className="grid gap-x-8 gap-y-7 sm:grid-cols-2">
          {copy.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700">
                <ForestchatIconFor icon={item.icon} className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold tracking-tight">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-forest-800/80">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** Six features of the assistant (static: a lazyStatic island in route.tsx). */
export function Features({ copy }: { copy: PageCopy["features"] }) {
  return (
    <Section id="features" tone="white" labelledBy="features-title">
      <SectionHeading id="features-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} align="center" />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.title} className="flex">
            <IconCard icon={<ForestchatIconFor icon={item.icon} />} title={item.title} className="w-full">
              {item.text}
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
