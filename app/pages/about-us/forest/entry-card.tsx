import { InfoCard, infoCardPlacement } from "~/features/scene3d";
import type { AboutCopy } from "../copy";
import type { EntryCopy } from "./content";
import { EntryImage } from "./images";

/**
 * The info card of one tree or animal: name, scientific name, drawing, description and facts. Loaded on
 * demand with its drawings (when the forest comes near, or a card opens), so none of it weighs on the
 * page's first load. Over the scene's top right corner, 300 px wide, from 640 px up; under the scene,
 * full width, on phones.
 */
export function EntryCard({
  entry,
  copy,
  wide,
  onClose,
}: {
  entry: EntryCopy;
  copy: AboutCopy["forest"]["card"];
  wide: boolean;
  onClose: () => void;
}) {
  return (
    <InfoCard
      title={entry.name}
      subtitle={
        entry.latin ? (
          <span lang="la" className="italic">
            {entry.latin}
          </span>
        ) : (
          entry.subtitle
        )
      }
      closeLabel={copy.close}
      onClose={onClose}
      cardKey={entry.id}
      className={wide ? infoCardPlacement : "relative mt-4 w-full"}
    >
      <div data-entry={entry.id}>
        <div className="aspect-[240/128] overflow-hidden rounded-xl bg-forest-50">
          <EntryImage id={entry.id} label={entry.imageAlt} className="block h-full w-full" />
        </div>
        <p className="mt-3 text-sm leading-relaxed text-forest-800/90">{entry.description}</p>
        <h4 className="mt-4 text-xs font-semibold tracking-[0.14em] text-forest-600 uppercase">{copy.facts}</h4>
        <dl className="mt-2 space-y-1.5 text-sm leading-snug">
          {entry.facts.map((fact) => (
            <div key={fact.label} className="grid grid-cols-[7.5rem_1fr] gap-2 max-[360px]:grid-cols-1 max-[360px]:gap-0">
              <dt className="font-semibold text-forest-900">{fact.label}</dt>
              <dd className="text-forest-800/85">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </InfoCard>
  );
}
