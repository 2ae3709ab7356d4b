import type { Route } from "./+types/export";
import { inboxCsv } from "~/features/inbox/index.server";

/** GET /blog/admin/anfragen/export.csv?kind=…&status=…: the inbox's current selection as a CSV download. */
export function loader({ request }: Route.LoaderArgs) {
  return inboxCsv(request);
}
