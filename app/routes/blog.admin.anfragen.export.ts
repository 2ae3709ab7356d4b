import type { Route } from "./+types/blog.admin.anfragen.export";
import { inboxCsv } from "~/features/blog-admin/inbox.server";

/** GET /blog/admin/anfragen/export.csv?kind=…&status=…: the inbox's current selection as a CSV download. */
export function loader({ request }: Route.LoaderArgs) {
  return inboxCsv(request);
}
