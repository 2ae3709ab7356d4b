import type { Route } from "./+types/upload";
import { handleUpload } from "~/features/media/index.server";

/** POST multipart `file` → { url: "/blog/images/…" }. */
export function action({ request, context }: Route.ActionArgs) {
  return handleUpload(request, context.lang);
}
