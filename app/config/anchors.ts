import { paths } from "./pages";

/*
 * Ids of places inside a page that other pages link to, written once for the page that carries
 * them and the links that lead there. Used by loaders, so they cost the browser bundle nothing.
 */

/** A phase's entry in the day timeline on /forestcrew-betriebsleiter (phase ids: `operationsDay` in ~/content/facts). */
export function phaseAnchor<Id extends string>(phaseId: Id): `phase-${Id}` {
  return `phase-${phaseId}`;
}

/** A link from another page to one phase of the operations manager's day. */
export function phaseHref(phaseId: string): string {
  return `${paths["forestcrew-betriebsleiter"]}#${phaseAnchor(phaseId)}`;
}
