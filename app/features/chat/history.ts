/**
 * How a conversation is handed to a language model: for Gemini the
 * priming user turn, the model's acknowledgement, then the history with "assistant" mapped to
 * "model" and every other role to "user"; for OpenAI-compatible servers a system message.
 */
import { generationConfig } from "./limits";
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
