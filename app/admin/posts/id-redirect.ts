import { redirect } from "react-router";
import type { Route } from "./+types/id-redirect";
import { adminPaths } from "~/config/admin-paths";

/** The old site's second form of the edit address, /blog/admin/{id}; the canonical one is /blog/admin/edit/{id}. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(adminPaths.edit(params.id), 301);
}
