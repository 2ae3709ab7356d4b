import { Link } from "react-router";
import { LogoMark } from "~/components/icons";
import { paths } from "~/config/pages";
import { cn } from "~/lib/cn";
import type { DatahubCopy } from "./copy";
import { DatahubIconFor } from "./icons";

type Copy = DatahubCopy["integrations"];

/** The address of each resource in the API reference, shown as the link's text. */
const apiPaths: Record<NonNullable<Copy["items"][number]["api"]>, string> = {
  "work-orders": "/work-orders",
  stands: "/stands",
  "time-entries": "/time-entries",
  machines: "/machines",
  timber: "/timber-deliveries",
};

/** An arrow along a row: what flows to the hub runs right, what comes back runs left (wide screens). */
function Flow({ items, direction, none }: { items: readonly string[]; direction: "in" | "out"; none: string }) {
  if (items.length === 0) return <span className="flex min-h-9 items-center text-forest-800/70 lg:px-4">{none}</span>;
  return (
    <span className="relative flex min-h-9 flex-wrap items-center gap-1.5 lg:px-4">
      {/* The line and its arrowhead, behind the chips. */}
      <span aria-hidden="true" className="absolute inset-x-0 top-1/2 hidden border-t-2 border-dashed border-forest-300 lg:block" />
      <span
        aria-hidden="true"
        className={cn(
          "absolute top-1/2 hidden size-2.5 -translate-y-1/2 rotate-45 border-forest-400 lg:block",
          direction === "in" ? "right-0 border-t-2 border-r-2" : "left-0 border-b-2 border-l-2",
        )}
      />
      {items.map((item) => (
        <span
          key={item}
          className={cn(
            "relative rounded-full px-2.5 py-1 text-xs leading-tight font-semibold",
            direction === "in" ? "bg-bark-100 text-bark-700" : "bg-moss-200 text-forest-900",
          )}
        >
          {item}
        </span>
      ))}
    </span>
  );
}

/**
 * What flows where: each system kind with what it hands to the DataHub and what it gets back,
 * drawn as two arrows between the system and the hub, and the API resource that carries it.
 */
export function DataFlows({ copy }: { copy: Copy }) {
  return (
    <ul
      aria-label={copy.flowsLabel}
      className="mt-12 divide-y divide-forest-900/8 rounded-2xl border border-forest-900/8 bg-white shadow-card"
    >
      {copy.items.map((item) => (
        <li key={item.title} className="grid gap-4 p-5 sm:p-6 lg:grid-cols-[20rem_1fr_auto] lg:items-center lg:gap-6">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700">
              <DatahubIconFor name={item.icon} className="size-6" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-forest-800/80">{item.text}</p>
              {item.api ? (
                <Link
                  to={`${paths["datahub-api"]}#tag-${item.api}`}
                  className="mt-2 inline-block font-mono text-xs font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900"
                >
                  {copy.api}: {apiPaths[item.api]}
                </Link>
              ) : null}
            </div>
          </div>
          <dl className="grid gap-2 lg:gap-3">
            <div className="grid gap-1 lg:block">
              <dt className="text-xs font-semibold tracking-wide text-forest-600 uppercase lg:sr-only">→ {copy.toHub}</dt>
              <dd>
                <Flow items={item.toHub} direction="in" none={copy.none} />
              </dd>
            </div>
            <div className="grid gap-1 lg:block">
              <dt className="text-xs font-semibold tracking-wide text-forest-600 uppercase lg:sr-only">← {copy.fromHub}</dt>
              <dd>
                <Flow items={item.fromHub} direction="out" none={copy.none} />
              </dd>
            </div>
          </dl>
          <span
            aria-hidden="true"
            className="hidden items-center gap-2 rounded-xl bg-forest-900 px-3 py-2 text-sm font-bold text-white lg:flex"
          >
            <LogoMark className="size-5 text-moss-400" />
            DataHub
          </span>
        </li>
      ))}
    </ul>
  );
}
