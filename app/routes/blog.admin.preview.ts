import type { Route } from "./+types/blog.admin.preview";
import { handlePreview } from "~/features/blog-admin/admin.server";

/** POST { content } → { html } rendered exactly as the public article renders it. */
export function action({ request, context }: Route.ActionArgs) {
  return handlePreview(request, context.lang);
}
