/**
 * ForestChat's numbers in one place: request limits, the model's generation settings and data
 * retention. Its rate limits sit with the site's others in app/lib/rate-limit.server.ts.
 * Pure values: usable by the server and, for the input limit, by the widget.
 */

/** Longest message a visitor may send, in characters. */
export const MAX_USER_MESSAGE_CHARS = 2000;
/**
 * Longest assistant message the client may send back as history. A model answer of up to
 * 2,048 tokens can exceed the visitor's limit, so the history allows more for the assistant.
 */
export const MAX_ASSISTANT_MESSAGE_CHARS = 16_000;
/** Most messages of history (including the new one) one request may carry. */
export const MAX_MESSAGES = 40;
/** Requests with a larger body are refused before they are parsed. */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * What a model is given of the conversation: at most this many stored messages of the session,
 * and at most this many characters of them, newest first (the new question always fits: it is at
 * most MAX_USER_MESSAGE_CHARS). Built on the server; the browser's copy never reaches the model.
 */
export const MODEL_HISTORY_MESSAGES = 12;
export const MODEL_HISTORY_CHARS = 12_000;
/** Longest text the translate endpoint accepts. */
export const MAX_TRANSLATE_CHARS = MAX_ASSISTANT_MESSAGE_CHARS;

/** The model's generation settings. */
export const generationConfig = { temperature: 0.7, maxOutputTokens: 2048 } as const;

export const GEMINI_DEFAULT_BASE = "https://generativelanguage.googleapis.com";
/** A fast flash model on the v1 API. */
export const GEMINI_DEFAULT_MODEL = "gemini-2.5-flash";
export const OPENAI_DEFAULT_MODEL = "gpt-4o-mini";

/** Stored chats older than this many days are deleted (CHAT_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 90;
/** Rows of the unanswered questions and of the recent conversations the team's overview shows at most. */
export const OVERVIEW_LIST_LIMIT = 50;
/** How many tracked topics the session analytics keep, most mentioned first. */
export const TOP_TOPICS = 5;
/** Offline answers are streamed in chunks of this many words, this far apart. */
export const OFFLINE_WORDS_PER_CHUNK = 3;
export const OFFLINE_CHUNK_DELAY_MS = 12;
