import { ClaimNote } from "~/components/marketing/claim-note";
import { ClaimMarker } from "~/components/marketing/claim-note";
import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";

/** What ForestCrew is for: the advertised effects and the roles it serves. */
export function Goals({ copy }: { copy: ForestcrewCopy["goals"] }) {
  return (
    <Section id="goals" labelledBy="goals-title">
      <div className="grid gap-14 lg:grid-cols-[0.95fr_1.05fr] lg:gap-20">
        <div>
          <SectionHeading id="goals-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <h3 className="mt-10 text-sm font-semibold tracking-[0.14em] text-forest-600 uppercase">{copy.rolesTitle}</h3>
          <dl className="mt-4 divide-y divide-forest-900/8 border-y border-forest-900/8">
            {copy.roles.map((role) => (
              <div key={role.name} className="grid gap-1 py-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-6">
                <dt className="font-semibold">{role.name}</dt>
                <dd className="leading-relaxed text-forest-800/80">{role.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="lg:self-center">
          <ul className="grid gap-4 sm:grid-cols-2">
            {copy.items.map((item, i) => (
              <li
                key={item.figure.label}
                className={i === 0 ? "rounded-3xl bg-forest-950 p-7 text-white" : "rounded-3xl border border-forest-900/8 bg-forest-50 p-7"}
              >
                <p
                  className={
                    i === 0 ? "text-5xl font-bold tracking-tight text-moss-300" : "text-5xl font-bold tracking-tight text-forest-700"
                  }
                >
                  {item.figure.value}
                  <ClaimMarker />
                </p>
                <h3 className="mt-2 text-lg font-semibold tracking-tight">{item.figure.label}</h3>
                <p className={i === 0 ? "mt-2 leading-relaxed text-forest-100" : "mt-2 leading-relaxed text-forest-800/80"}>{item.text}</p>
              </li>
            ))}
          </ul>
          <ClaimNote className="mt-5" />
        </div>
      </div>
    </Section>
  );
}
