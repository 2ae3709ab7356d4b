/** POST /api/forestchat/translate (contract in app/routes/api.forestchat.translate.ts): translates a text. */
import { isCrossSite } from "~/lib/auth/origin.server";
import { clientKey } from "~/lib/http/client-address.server";
import { chatRateLimits, errorResponse, getChatProvider, json, readJson, type ChatContext, type ChatDeps } from "./chat.server";
import { translateRequestSchema } from "./request";

export async function handleTranslate(request: Request, context: ChatContext, deps: ChatDeps = {}): Promise<Response> {
  const { lang } = context;
  if (request.method !== "POST") return json({ error: "Method Not Allowed" }, 405, { Allow: "POST" });
  if (isCrossSite(request)) return errorResponse("crossSite", lang, 403);
  const read = await readJson(request);
  if (!read.ok) return errorResponse(read.status === 413 ? "tooLarge" : "invalid", lang, read.status);
  const parsed = translateRequestSchema.safeParse(read.body);
  if (!parsed.success) return errorResponse("invalid", lang, 400);
  const { text, targetLanguage } = parsed.data;

  const limits = deps.limits ?? chatRateLimits();
  if (!(await limits.translateMinute.take(clientKey(request, context.clientAddress)))) {
    return errorResponse("rateLimited", lang, 429, { "Retry-After": "60" });
  }
  const provider = deps.provider ?? getChatProvider(deps.pages ?? {});
  if (!provider.translate) return json({ translation: text });
  try {
    const translation = await provider.translate(text, targetLanguage, request.signal);
    return json({ translation: translation || text });
  } catch (error) {
    console.error(`ForestChat (${provider.name}): translation failed:`, error instanceof Error ? error.message : error);
    return json({ translation: text });
  }
}
