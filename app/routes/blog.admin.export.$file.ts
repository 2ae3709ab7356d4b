import type { Route } from "./+types/blog.admin.export.$file";
import { handleExport } from "~/features/blog-admin/admin.server";

/** GET /blog/admin/export/index.json or /blog/admin/export/{id}.json as a download. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleExport(request, params.file);
}
