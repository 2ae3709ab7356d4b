import type { Route } from "./+types/preview-link";
import { handlePreviewLink } from "~/features/editor/index.server";

/** POST { intent: "create" | "revoke" } → { ok, url, active }: the draft's private preview link. */
export function action({ request, params, context }: Route.ActionArgs) {
  return handlePreviewLink(request, params.id, context.lang);
}
