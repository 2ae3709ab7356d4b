import type { Route } from "./+types/preview";
import { handlePreview } from "~/admin/editor/editor-screen.server";

/** POST { content } → { html } rendered exactly as the public article renders it. */
export function action({ request, context }: Route.ActionArgs) {
  return handlePreview(request, context.lang);
}
