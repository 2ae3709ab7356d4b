/**
 * How ForestChat answers, as far as visitors are told: from our own content only ("offline", the
 * built-in assistant a fresh install runs) or with a language model ("model": Gemini or an
 * OpenAI-compatible server). The greeting, the quick questions, the /forestchat copy and the
 * disclaimer follow it, so the site never claims generative AI where none answers.
 *
 * Safe for the browser: no server imports. The server decides with `chatMode(env)` in
 * ./mode.server.ts (from the same `chooseProvider` the chat uses); the root loader hands the result
 * to every page as `chatMode`.
 */
export type ChatMode = "offline" | "model";

export const chatModes: readonly ChatMode[] = ["offline", "model"];

/** The mode of a provider by its name. */
export function chatModeOf(provider: "gemini" | "openai" | "offline"): ChatMode {
  return provider === "offline" ? "offline" : "model";
}
