import { nexus } from "~/content/facts";

export type PhaseId = "digitalisation" | "readiness" | "carbon" | "esg" | "future";

/**
 * The 5 Nexus phases on a year axis. `to: "open"` runs on beyond the axis;
 * `ongoing` has no start of its own. The carbon market entry is the programme's time frame
 * (`nexus.timeframeYears`), and the ESG positioning starts with it.
 * The years of the first two phases live only here (candidates for facts.ts).
 */
export interface Phase {
  id: PhaseId;
  from: number;
  to: number | "open";
  ongoing?: boolean;
}

export const roadmap: readonly Phase[] = [
  { id: "digitalisation", from: 0, to: 1 },
  { id: "readiness", from: 1, to: 1 },
  { id: "carbon", from: nexus.timeframeYears.min, to: nexus.timeframeYears.max },
  { id: "esg", from: nexus.timeframeYears.min, to: "open" },
  { id: "future", from: 0, to: "open", ongoing: true },
];

/** The years the axis shows, from the first phase's start to the last fixed end. */
export const axisYears: readonly number[] = (() => {
  const last = Math.max(...roadmap.flatMap((p) => (typeof p.to === "number" ? [p.to] : [])));
  return Array.from({ length: last + 1 }, (_, year) => year);
})();
