import { data } from "react-router";
import { env } from "~/config/env.server";

/**
 * Lets the end-to-end tests see the designed 500 view: with E2E_FAULTS=1 this route throws an
 * unexpected error; otherwise (every real deployment) it does not exist and answers 404.
 */
export function loader() {
  if (!env().E2E_FAULTS) throw data(null, { status: 404 });
  throw new Error("Geplanter Testfehler: die Fehleransicht wird geprüft");
}

export default function Fault() {
  return null;
}
