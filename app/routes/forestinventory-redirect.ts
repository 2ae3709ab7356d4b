import { redirect } from "react-router";
import type { Route } from "./+types/forestinventory-redirect";

/** The old address of the inventory page; the canonical one is /forest-inventory. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/forest-inventory${search}`, 301);
}
