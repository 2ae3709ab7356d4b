/**
 * The page's static sections below the hero (benefits, technology, process, use cases): server-drawn and
 * never hydrated (StaticIsland), so their code is not part of the page's first load; the browser loads
 * this module only when it draws them itself, after a client-side navigation.
 */
import { ClaimMarker, ClaimNote } from "~/components/marketing/claim-note";
import { IconCard } from "~/components/marketing/icon-card";
import type { InventoryCopy } from "./copy";
import { InventoryIconFor } from "./icons";
import { StandReport } from "./stand-report";

type Copy = { copy: InventoryCopy };

/**
 * The lead figure and the three benefits beside a picture of what the inventory delivers (a stand's
 * result), instead of a row of four cards.
 */
export function Benefits({ copy: c }: Copy) {
  return (
    <>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:gap-14">
        <div>
          <div className="flex flex-col rounded-2xl bg-forest-950 p-6 text-white shadow-lift sm:p-7">
            <h3 className="tracking-tight" data-claim="inventory-faster">
              <span className="block text-sm font-semibold text-moss-300">{c.benefits.speed.prefix}</span>{" "}
              <span className="block text-5xl leading-tight font-bold whitespace-nowrap text-moss-300 tabular-nums">
                {c.benefits.speed.value}
                <ClaimMarker />
              </span>{" "}
              <span className="mt-1 block text-lg font-semibold">{c.benefits.speed.label}</span>
            </h3>
            <p className="mt-2 leading-relaxed text-forest-100/85">{c.benefits.speed.text}</p>
          </div>
          <ul className="mt-8 space-y-6">
            {c.benefits.items.map((item) => (
              <li key={item.title} className="flex gap-4">
                <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700">
                  <InventoryIconFor name={item.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold tracking-tight">{item.title}</h3>
                  <p className="mt-1 leading-relaxed text-forest-800/80">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <StandReport copy={c} />
      </div>
      <ClaimNote className="mt-6" />
    </>
  );
}

export function Technology({ copy: c }: Copy) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {c.technology.items.map((item) => (
        <IconCard key={item.title} icon={<InventoryIconFor name={item.icon} />} title={item.title}>
          {item.text}
        </IconCard>
      ))}
    </div>
  );
}

export function Process({ copy: c }: Copy) {
  return (
    <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {c.process.steps.map((step, i) => (
        <li key={step.title} className="relative">
          {i < c.process.steps.length - 1 ? (
            <span aria-hidden="true" className="absolute top-6 left-14 hidden h-px w-[calc(100%-3.5rem)] bg-forest-200 lg:block" />
          ) : null}
          <span className="grid size-12 place-items-center rounded-full bg-forest-900 text-lg font-bold text-moss-300">
            <span className="sr-only">{c.process.step} </span>
            {i + 1}
          </span>
          <h3 className="mt-5 text-lg font-semibold tracking-tight">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-forest-800/80">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function UseCases({ copy: c }: Copy) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {c.useCases.items.map((item) => (
        <IconCard key={item.title} icon={<InventoryIconFor name={item.icon} />} title={item.title}>
          {item.text}
        </IconCard>
      ))}
    </div>
  );
}
