import type { Route } from "./+types/restore";
import { handleRestore } from "~/features/editor/index.server";

/** POST { restore, revision, from } → back to the editor with ?restored=N (or ?restoreFailed=…). */
export function action({ request, params }: Route.ActionArgs) {
  return handleRestore(request, params.id);
}
