import type { Route } from "./+types/api.forestchat.translate";
import { handleTranslate } from "~/features/chat/index.server";
import { pageKnowledge } from "~/pages/knowledge";

/** POST /api/forestchat/translate `{ text, targetLanguage }` → `{ translation }` (the original text when it cannot be translated). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleTranslate(request, context, { pages: pageKnowledge });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
