import type { Route } from "./+types/blog.admin.export.$file";
import { handleExport } from "~/features/blog-admin/admin.server";
import { handleArchiveExport } from "~/features/blog-admin/archive.server";

/**
 * GET /blog/admin/export/forstblog.zip: every post with its images as one archive;
 * /blog/admin/export/index.json or /blog/admin/export/{id}.json: the single files, as before.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (params.file === "forstblog.zip") return handleArchiveExport(request);
  return handleExport(request, params.file);
}
