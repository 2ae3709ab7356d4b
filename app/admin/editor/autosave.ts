import type { Route } from "./+types/autosave";
import { handleAutosave } from "~/features/editor/index.server";

/** POST JSON { id, values } → the draft saved as an autosave: { ok, id, revision, savedAt } or { ok: false, error }. */
export function action({ request, context }: Route.ActionArgs) {
  return handleAutosave(request, context.lang);
}
