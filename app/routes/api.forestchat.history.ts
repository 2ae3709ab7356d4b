import type { Route } from "./+types/api.forestchat.history";
import { handleChatHistory } from "~/features/chat/chat.server";

/** GET /api/forestchat/history?sessionId=<uuid> → `{ messages: [{ role, content, html?, timestamp }] }`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleChatHistory(request, context);
}
