/**
 * How a conversation is handed to a language model: for Gemini the
 * priming user turn, the model's acknowledgement, then the history with "assistant" mapped to
 * "model" and every other role to "user"; for OpenAI-compatible servers a system message.
 */
import { generationConfig, MODEL_HISTORY_CHARS, MODEL_HISTORY_MESSAGES } from "./limits";
import type { PrimingContext } from "./priming";

export interface HistoryMessage {
  role: string;
  content: string;
}

export interface GeminiContent {
  role: "user" | "model";
  parts: { text: string }[];
}

export interface GeminiRequestBody {
  contents: GeminiContent[];
  generationConfig: typeof generationConfig;
}

export function geminiRole(role: string): "user" | "model" {
  return role === "assistant" ? "model" : "user";
}

export function toGeminiContents(priming: PrimingContext, history: readonly HistoryMessage[]): GeminiContent[] {
  return [
    { role: "user", parts: [{ text: priming.text }] },
    { role: "model", parts: [{ text: priming.acknowledgement }] },
    ...history.map((m) => ({ role: geminiRole(m.role), parts: [{ text: m.content }] })),
  ];
}

export function geminiRequestBody(priming: PrimingContext, history: readonly HistoryMessage[]): GeminiRequestBody {
  return { contents: toGeminiContents(priming, history), generationConfig };
}

export interface OpenAIMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export function toOpenAIMessages(priming: PrimingContext, history: readonly HistoryMessage[]): OpenAIMessage[] {
  return [
    { role: "system", content: priming.text },
    ...history.map((m): OpenAIMessage => ({ role: m.role === "assistant" ? "assistant" : "user", content: m.content })),
  ];
}

/**
 * The newest messages that fit both bounds, oldest first, starting with a visitor's message (a
 * model expects the user to speak first after the priming). The newest message is always kept.
 */
export function boundHistory<M extends HistoryMessage>(
  messages: readonly M[],
  { maxMessages = MODEL_HISTORY_MESSAGES, maxChars = MODEL_HISTORY_CHARS }: { maxMessages?: number; maxChars?: number } = {},
): M[] {
  const kept: M[] = [];
  let chars = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < maxMessages; i--) {
    const message = messages[i]!;
    if (kept.length > 0 && chars + message.content.length > maxChars) break;
    chars += message.content.length;
    kept.unshift(message);
  }
  while (kept.length > 1 && kept[0]!.role !== "user") kept.shift();
  return kept;
}
