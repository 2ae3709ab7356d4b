import type { Route } from "./+types/api.forestchat.history";
import { handleChatHistory, handleChatHistoryDelete } from "~/features/chat/index.server";

/** GET /api/forestchat/history?sessionId=<uuid> → `{ messages: [{ role, content, html?, timestamp }] }`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleChatHistory(request, context);
}

/**
 * DELETE /api/forestchat/history?sessionId=<uuid> with the session's secret in X-Chat-Session-Secret:
 * deletes the conversation on the server → 204 (also for an unknown session or a wrong secret).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleChatHistoryDelete(request, context);
}
