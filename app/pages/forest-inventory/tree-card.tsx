import { formatPercent } from "~/content/format";
import { InfoCard } from "~/features/scene3d";
import { fill } from "~/i18n";
import { localeOf, type Lang } from "~/lib/i18n";
import type { InventoryCopy } from "./copy";
import type { DemoTree } from "./demo-forest";
import { healthColours } from "./layers";
import { healthClassOf, healthLabel } from "./tree-health";

type VisualisationCopy = InventoryCopy["visualisation"];

const number = (value: number, lang: Lang, digits: number) =>
  new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** A tree's data in the visitor's language: the card's rows, also used by the tree list. */
export function treeFacts(tree: DemoTree, c: VisualisationCopy, lang: Lang) {
  const m = c.summary.metres;
  return {
    title: fill(c.card.title, { id: String(tree.id) }),
    species: c.species[tree.species],
    height: `${number(tree.heightM, lang, 1)} ${m}`,
    diameter: `${Math.round(tree.diameterM * 100)} cm`,
    age: `${tree.age} ${c.card.years}`,
    health: c.healthLabels[healthLabel(tree.health)],
    healthValue: formatPercent(Math.round(tree.health * 100), lang),
    volume: `${number(tree.volumeM3, lang, 2)} m³`,
    carbon: `${number(tree.carbonT, lang, 2)} t`,
  };
}

/** The detail card of a tree (spec: species, height, diameter, age, health label, volume, carbon storage). */
export function TreeCard({
  tree,
  copy: c,
  lang,
  onClose,
  className,
}: {
  tree: DemoTree;
  copy: VisualisationCopy;
  lang: Lang;
  onClose: () => void;
  className?: string;
}) {
  const f = treeFacts(tree, c, lang);
  // The species is the card's subtitle.
  const rows: [string, React.ReactNode][] = [
    [c.card.height, f.height],
    [c.card.diameter, f.diameter],
    [c.card.age, f.age],
    [
      c.card.health,
      <span key="health" className="inline-flex items-center justify-end gap-1.5" data-health={healthLabel(tree.health)}>
        <span
          aria-hidden="true"
          className="size-2.5 shrink-0 rounded-full ring-1 ring-forest-950/20"
          style={{ background: healthColours[healthClassOf(tree.health)] }}
        />
        {f.health}
      </span>,
    ],
    [c.card.healthIndex, f.healthValue],
    [c.card.volume, f.volume],
    [c.card.carbon, f.carbon],
  ];
  return (
    <InfoCard title={f.title} subtitle={f.species} closeLabel={c.card.close} onClose={onClose} cardKey={tree.id} className={className}>
      {/* Two columns that share the width: a long German term wraps (hyphenated) instead of pushing its value past the card's edge. */}
      <dl className="divide-y divide-forest-900/8 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 py-1.5">
            <dt className="min-w-0 hyphens-auto wrap-break-word text-forest-700">{term}</dt>
            <dd className="max-w-[11rem] text-right font-semibold wrap-break-word tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-forest-700">{c.card.note}</p>
    </InfoCard>
  );
}
