import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { handleLogout } from "~/features/accounts/index.server";
import { adminPaths } from "~/config/admin-paths";

/** 'Abmelden' is a POST; a GET (a typed address) only leads back to the administration. */
export function loader() {
  return redirect(adminPaths.list, { headers: { "Cache-Control": "no-store" } });
}

export function action({ request }: Route.ActionArgs) {
  return handleLogout(request);
}
