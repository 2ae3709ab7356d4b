/**
 * The shape of requests to the ForestChat endpoints, validated on the server: limits per message and per conversation, roles, a non-empty
 * last message from the visitor. Error messages are in the site's language.
 */
import { z } from "zod";
import type { Lang } from "~/lib/i18n";
import { bilingual } from "~/lib/i18n";
import { MAX_ASSISTANT_MESSAGE_CHARS, MAX_MESSAGES, MAX_TRANSLATE_CHARS, MAX_USER_MESSAGE_CHARS } from "./limits";

export type ChatRole = "user" | "assistant";

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  sessionId?: string;
  /** The secret the server handed out with the session: without it the session is not continued. */
  sessionSecret?: string;
  visitorId?: string;
  page?: string;
  messages: ChatMessage[];
}

const number = { de: new Intl.NumberFormat("de-DE"), en: new Intl.NumberFormat("en-GB") };

/** The messages the endpoints answer with, German and English. */
export const chatErrors = bilingual(
  {
    invalid: "Die Anfrage konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    empty: "Bitte geben Sie eine Nachricht ein.",
    tooLong: `Ihre Nachricht ist zu lang. Bitte fassen Sie sich kürzer (höchstens ${number.de.format(MAX_USER_MESSAGE_CHARS)} Zeichen).`,
    tooMany: `Das Gespräch ist zu lang geworden (höchstens ${MAX_MESSAGES} Nachrichten). Bitte beginnen Sie ein neues Gespräch.`,
    crossSite: "Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.",
    tooLarge: "Die Anfrage ist zu groß.",
    rateLimited:
      "Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    unavailable: "Der Assistent ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.",
    failed: "Die Antwort konnte nicht vollständig erstellt werden. Bitte versuchen Sie es erneut.",
  },
  {
    invalid: "We couldn't read the request. Please reload the page and try again.",
    empty: "Please enter a message.",
    tooLong: `Your message is too long. Please keep it shorter (at most ${number.en.format(MAX_USER_MESSAGE_CHARS)} characters).`,
    tooMany: `The conversation has grown too long (at most ${MAX_MESSAGES} messages). Please start a new conversation.`,
    crossSite: "This request did not come from our website and was refused.",
    tooLarge: "The request is too large.",
    rateLimited: "You have sent a lot of messages in a short time. Please wait a moment and then try again.",
    unavailable: "The assistant is not available right now. Please try again later.",
    failed: "The answer could not be completed. Please try again.",
  },
);

export type ChatErrorKey = keyof (typeof chatErrors)["de"];

const message = z.discriminatedUnion("role", [
  z.object({ role: z.literal("user"), content: z.string().max(MAX_USER_MESSAGE_CHARS, "tooLong") }),
  z.object({ role: z.literal("assistant"), content: z.string().max(MAX_ASSISTANT_MESSAGE_CHARS, "tooLong") }),
]);

/** The request body of POST /api/forestchat. Issue messages are keys of `chatErrors`. */
export const chatRequestSchema = z.object({
  // Any string: an id we do not know (or of the wrong form) simply starts a new session.
  sessionId: z.string().max(100).optional(),
  sessionSecret: z.string().max(100).optional(),
  visitorId: z.string().max(100).optional(),
  page: z.string().max(500).optional(),
  messages: z
    .array(message, "invalid")
    .min(1, "empty")
    .max(MAX_MESSAGES, "tooMany")
    .refine((messages) => messages.at(-1)?.role === "user", "invalid")
    .refine((messages) => (messages.at(-1)?.content.trim() ?? "") !== "", "empty"),
});

export type ChatRequestParse = { success: true; data: ChatRequest } | { success: false; error: ChatErrorKey };

const errorKeys = new Set<string>(Object.keys(chatErrors.de));

/** Validates a parsed JSON body; on failure the key of the message to show. */
export function parseChatRequest(body: unknown): ChatRequestParse {
  const result = chatRequestSchema.safeParse(body);
  if (result.success) return { success: true, data: result.data };
  // The most helpful message first: a visitor who typed too much should hear that.
  const keys = result.error.issues.map((i) => (errorKeys.has(i.message) ? (i.message as ChatErrorKey) : "invalid"));
  const order: ChatErrorKey[] = ["tooLong", "tooMany", "empty", "invalid"];
  return { success: false, error: order.find((k) => keys.includes(k)) ?? "invalid" };
}

/** The message for an error key in the site's language. */
export function chatError(key: ChatErrorKey, lang: Lang): string {
  return chatErrors[lang][key];
}

/** The request body of POST /api/forestchat/translate. */
export const translateRequestSchema = z.object({
  text: z.string().min(1).max(MAX_TRANSLATE_CHARS),
  targetLanguage: z.enum(["de", "en"]),
});

export type TranslateRequest = z.infer<typeof translateRequestSchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Whether a value has the form of the session ids we hand out (random UUIDs). */
export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}
