import type { Route } from "./+types/api.forestchat";
import { handleChatPost } from "~/features/chat/index.server";
import { pageKnowledge } from "~/pages/knowledge";

/**
 * POST /api/forestchat: `{ sessionId?, visitorId?, page?, messages: [{ role, content }] }`.
 * Errors before streaming as JSON `{ error }` (400, 403, 413, 429, 502, 503), else a
 * text/event-stream of `session`, `delta`…, then `done` (`{ html, sources }`) or `error`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleChatPost(request, context, { pages: pageKnowledge });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
