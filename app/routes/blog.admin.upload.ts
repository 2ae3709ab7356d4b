import type { Route } from "./+types/blog.admin.upload";
import { handleUpload } from "~/features/blog-admin/upload.server";

/** POST multipart `file` → { url: "/blog/images/…" }. */
export function action({ request, context }: Route.ActionArgs) {
  return handleUpload(request, context.lang);
}
