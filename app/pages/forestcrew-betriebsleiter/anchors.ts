import { paths } from "~/config/pages";
import type { OperationsPhaseId } from "~/content/facts";

/** The id of a phase's entry in the day timeline on /forestcrew-betriebsleiter (`phase-morning` …). */
export function phaseAnchor(id: OperationsPhaseId): string {
  return `phase-${id}`;
}

/** A link from another page to one phase of the operations manager's day. */
export function phaseHref(id: OperationsPhaseId): string {
  return `${paths["forestcrew-betriebsleiter"]}#${phaseAnchor(id)}`;
}
