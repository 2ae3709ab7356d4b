/**
 * Any OpenAI-compatible chat-completions server (Ollama, llama.cpp, vLLM, OpenAI itself):
 * POST {OPENAI_BASE_URL}/chat/completions with stream: true, read `data:` lines until [DONE].
 */
import type { Lang } from "~/lib/i18n";
import { toOpenAIMessages } from "./history";
import { generationConfig, OPENAI_DEFAULT_MODEL } from "./limits";
import { ChatProviderError, errorBody, unreachable, type ChatProvider, type ChatStreamRequest } from "./provider.server";
import { readSse } from "./sse.server";

export interface OpenAIConfig {
  /** e.g. "http://127.0.0.1:11434/v1" for Ollama. */
  baseUrl: string;
  apiKey?: string;
  model?: string;
  fetch?: typeof fetch;
}

export const OPENAI_NO_ANSWER = "Keine Antwort vom OpenAI-kompatiblen Server erhalten";

interface CompletionChunk {
  choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[];
  error?: { message?: string };
}

export function createOpenAIProvider(config: OpenAIConfig): ChatProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const model = config.model || OPENAI_DEFAULT_MODEL;
  const doFetch = config.fetch ?? fetch;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;

  async function post(body: unknown, signal: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(url, { method: "POST", headers, body: JSON.stringify(body), signal });
    } catch (error) {
      throw unreachable("OpenAI-kompatibler Server", error, signal);
    }
    if (!response.ok) {
      const details = await errorBody(response);
      const suffix = details.hasError ? ` - ${details.message ?? "Unbekannter Fehler"}` : "";
      throw new ChatProviderError(`OpenAI-kompatibler Server Fehler: ${response.status} ${response.statusText}${suffix}`);
    }
    return response;
  }

  const options = { temperature: generationConfig.temperature, max_tokens: generationConfig.maxOutputTokens };

  return {
    name: "openai",

    async *stream({ system, history, signal }: ChatStreamRequest) {
      const response = await post({ model, stream: true, messages: toOpenAIMessages(system, history), ...options }, signal);
      if (!response.body) throw new ChatProviderError(OPENAI_NO_ANSWER);
      let answered = false;
      for await (const event of readSse(response.body, signal)) {
        if (event.data.trim() === "[DONE]") break;
        let chunk: CompletionChunk;
        try {
          chunk = JSON.parse(event.data) as CompletionChunk;
        } catch {
          continue;
        }
        if (chunk.error) throw new ChatProviderError(`OpenAI-kompatibler Server Fehler: ${chunk.error.message ?? "Unbekannter Fehler"}`);
        const content = chunk.choices?.[0]?.delta?.content;
        if (typeof content === "string" && content) {
          answered = true;
          yield content;
        }
      }
      if (!answered) throw new ChatProviderError(OPENAI_NO_ANSWER);
    },

    async translate(text: string, target: Lang, signal: AbortSignal) {
      const language = target === "de" ? "German" : "English";
      const response = await post(
        {
          model,
          stream: false,
          messages: [
            {
              role: "system",
              content: `Translate the user's text into ${language}. Keep Markdown formatting. Reply with the translation only.`,
            },
            { role: "user", content: text },
          ],
          ...options,
        },
        signal,
      );
      const body = (await response.json()) as CompletionChunk;
      const translation = body.choices?.[0]?.message?.content;
      if (typeof translation !== "string" || !translation.trim()) throw new ChatProviderError(OPENAI_NO_ANSWER);
      return translation.trim();
    },
  };
}
