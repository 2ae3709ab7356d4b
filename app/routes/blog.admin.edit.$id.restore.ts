import type { Route } from "./+types/blog.admin.edit.$id.restore";
import { handleRestore } from "~/features/blog-admin/editor.server";

/** POST { restore, revision, from } → back to the editor with ?restored=N (or ?restoreFailed=…). */
export function action({ request, params }: Route.ActionArgs) {
  return handleRestore(request, params.id);
}
