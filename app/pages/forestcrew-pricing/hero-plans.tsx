import type { PlanCardData } from "./copy";

/**
 * The plans at a glance in the phone hero, where the subscription picture (lg up) has no room:
 * each plan's monthly price, so the first screen shows what the page is about. Plain markup.
 */
export function HeroPlans({ cards, note }: { cards: PlanCardData[]; note: string }) {
  return (
    <div className="mt-7 lg:hidden">
      <dl className="grid grid-cols-3 divide-x divide-white/15 rounded-2xl bg-white/10 py-3 ring-1 ring-white/15 backdrop-blur-sm">
        {cards.map((card) => (
          <div key={card.id} className="flex min-w-0 flex-col gap-0.5 px-3">
            <dt className="truncate text-xs font-semibold tracking-wide text-forest-100">{card.name}</dt>
            {card.prices ? (
              <dd className="text-xl leading-7 font-bold tracking-tight text-white tabular-nums">{card.prices.monthly.gross}</dd>
            ) : (
              <dd className="text-sm leading-7 font-semibold text-white">{card.copy.onRequest?.price}</dd>
            )}
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-forest-100">{note}</p>
    </div>
  );
}
