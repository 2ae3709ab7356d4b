import { redirect } from "react-router";
import { paths } from "~/config/pages";
import type { Route } from "./+types/redirect";

/** An old address of the inventory page answers with a permanent redirect to the canonical one, query kept. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`${paths["forest-inventory"]}${search}`, 301);
}
