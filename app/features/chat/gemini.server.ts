/**
 * Google Gemini over REST: streamGenerateContent on the v1 API with
 * server-sent events, the key as a query parameter, the priming turn and the mapped history.
 */
import type { Lang } from "~/lib/i18n";
import { geminiRequestBody } from "./history";
import { GEMINI_DEFAULT_BASE, GEMINI_DEFAULT_MODEL, generationConfig } from "./limits";
import { ChatProviderError, errorBody, unreachable, type ChatProvider, type ChatStreamRequest } from "./provider.server";
import { readSse } from "./sse.server";

export interface GeminiConfig {
  apiKey: string;
  model?: string;
  /** Scheme and host (and optional path prefix) of the API; a local fake in tests. */
  base?: string;
  fetch?: typeof fetch;
}

/** The logged message when the answer holds no text. */
export const GEMINI_NO_ANSWER = "Keine Antwort von der Gemini API erhalten";

interface GeminiChunk {
  candidates?: { content?: { parts?: { text?: unknown }[] } }[];
  error?: { code?: number; status?: string; message?: string };
}

/** The text of all parts of the first candidate of one response chunk. */
export function chunkText(chunk: GeminiChunk): string {
  const parts = chunk.candidates?.[0]?.content?.parts ?? [];
  return parts.map((p) => (typeof p.text === "string" ? p.text : "")).join("");
}

/**
 * 'Gemini API Fehler: 500 Internal Server Error', with ' - {message or Unbekannter Fehler}' when
 * the body has an error: the log line for a refused request.
 */
export async function geminiHttpError(response: Response): Promise<ChatProviderError> {
  const body = await errorBody(response);
  const suffix = body.hasError ? ` - ${body.message ?? "Unbekannter Fehler"}` : "";
  return new ChatProviderError(`Gemini API Fehler: ${response.status} ${response.statusText}${suffix}`);
}

export function createGeminiProvider(config: GeminiConfig): ChatProvider {
  const base = (config.base || GEMINI_DEFAULT_BASE).replace(/\/+$/, "");
  const model = config.model || GEMINI_DEFAULT_MODEL;
  const doFetch = config.fetch ?? fetch;
  const endpoint = (method: string, query: string) =>
    `${base}/v1/models/${encodeURIComponent(model)}:${method}?${query}key=${encodeURIComponent(config.apiKey)}`;

  async function post(url: string, body: unknown, signal: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw unreachable("Gemini API", error, signal);
    }
    if (!response.ok) throw await geminiHttpError(response);
    return response;
  }

  return {
    name: "gemini",

    async *stream({ system, history, signal }: ChatStreamRequest) {
      const response = await post(endpoint("streamGenerateContent", "alt=sse&"), geminiRequestBody(system, history), signal);
      if (!response.body) throw new ChatProviderError(GEMINI_NO_ANSWER);
      let answered = false;
      for await (const event of readSse(response.body, signal)) {
        let chunk: GeminiChunk;
        try {
          chunk = JSON.parse(event.data) as GeminiChunk;
        } catch {
          continue;
        }
        if (chunk.error) {
          throw new ChatProviderError(
            `Gemini API Fehler: ${chunk.error.code ?? ""} ${chunk.error.status ?? ""} - ${chunk.error.message ?? "Unbekannter Fehler"}`.replace(
              /\s+/g,
              " ",
            ),
          );
        }
        const text = chunkText(chunk);
        if (text) {
          answered = true;
          yield text;
        }
      }
      if (!answered) throw new ChatProviderError(GEMINI_NO_ANSWER);
    },

    async translate(text: string, target: Lang, signal: AbortSignal) {
      const language = target === "de" ? "German" : "English";
      const body = {
        contents: [
          {
            role: "user",
            parts: [
              {
                text: `Translate the following text into ${language}. Keep Markdown formatting. Reply with the translation only.\n\n${text}`,
              },
            ],
          },
        ],
        generationConfig,
      };
      const response = await post(endpoint("generateContent", ""), body, signal);
      const translation = chunkText((await response.json()) as GeminiChunk).trim();
      if (!translation) throw new ChatProviderError(GEMINI_NO_ANSWER);
      return translation;
    },
  };
}
