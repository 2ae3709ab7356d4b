import { Clipboard, Close, Monitor, Smartphone } from "~/components/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import type { BetriebsleiterPageData } from "./copy";

const roleIcons = [Monitor, Smartphone, Clipboard];

/** Why the operations manager's day is hard today, and the three roles ForestCrew connects. */
export function Challenges({ copy }: { copy: BetriebsleiterPageData["challenges"] }) {
  return (
    <Section id="herausforderung" tone="white" labelledBy="challenges-title" className="max-sm:py-14">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-20">
        <div>
          <SectionHeading id="challenges-title" eyebrow={copy.eyebrow} title={copy.title} />
          <p className="mt-6 text-lg leading-relaxed text-forest-800/85 sm:mt-8">{copy.text}</p>
        </div>
        <div className="self-end rounded-3xl bg-bark-50 p-6 ring-1 ring-bark-200 sm:p-9">
          <h3 className="text-sm font-semibold tracking-[0.14em] text-bark-700 uppercase">{copy.painTitle}</h3>
          <ul role="list" className="mt-5 space-y-3 sm:mt-6 sm:space-y-4">
            {copy.pains.map((pain) => (
              <li key={pain} className="flex gap-3.5 leading-relaxed text-forest-900">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-white text-bark-700 ring-1 ring-bark-200"
                >
                  <Close className="size-3.5" />
                </span>
                {pain}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-12 sm:mt-20">
        <h3 className="text-xl font-semibold tracking-tight">{copy.rolesTitle}</h3>
        <ul role="list" className="mt-5 grid gap-3 sm:mt-6 sm:gap-5 md:grid-cols-3">
          {copy.roles.map((role, i) => {
            const Icon = roleIcons[i] ?? Clipboard;
            return (
              <li key={role.name} className="flex gap-4 rounded-2xl border border-forest-900/8 p-5 sm:block sm:p-7">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700 sm:size-11"
                >
                  <Icon className="size-5 sm:size-6" />
                </span>
                <p className="leading-relaxed text-forest-800/85 sm:mt-5">
                  <strong className="font-semibold text-forest-950">{role.name}</strong> {role.text}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
