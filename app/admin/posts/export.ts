import type { Route } from "./+types/export";
import { handleExport } from "~/admin/posts/posts.server";
import { handleArchiveExport } from "~/features/editor/index.server";

/**
 * GET /blog/admin/export/forstblog.zip: every post with its images as one archive;
 * /blog/admin/export/index.json or /blog/admin/export/{id}.json: the single files, as before.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (params.file === "forstblog.zip") return handleArchiveExport(request);
  return handleExport(request, params.file);
}
