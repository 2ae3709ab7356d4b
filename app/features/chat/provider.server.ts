/**
 * The chat providers behind one interface, and the choice between them:
 * CHAT_PROVIDER explicitly, else Gemini when GEMINI_API_KEY is set, else an OpenAI-compatible
 * server when OPENAI_BASE_URL is set, else the offline knowledge-base assistant.
 */
import type { Lang } from "~/lib/i18n";
import type { HistoryMessage } from "./history";
import type { PrimingContext } from "./priming";

export interface ChatStreamRequest {
  system: PrimingContext;
  history: HistoryMessage[];
  lang: Lang;
  signal: AbortSignal;
  /**
   * How the answer was found, reported once by the provider before or while streaming: whether it
   * fell back to "I don't know" (unanswered) and which sources (passage hrefs) it cites. Stored with
   * the answer for the team's chat overview.
   */
  report?: (info: AnswerReport) => void;
}

export interface AnswerReport {
  /** True when the assistant could not answer from its knowledge and pointed to a person instead. */
  unanswered: boolean;
  /** The addresses the answer cites (with #section where known). */
  sources: string[];
}

export interface ChatProvider {
  readonly name: "gemini" | "openai" | "offline";
  /** The answer as it is generated, piece by piece. Throws ChatProviderError on failure. */
  stream(req: ChatStreamRequest): AsyncIterable<string>;
  /** Translates a text; absent when the provider cannot (offline). */
  translate?(text: string, target: Lang, signal: AbortSignal): Promise<string>;
}

/**
 * A provider failure. The message is for the server log (German for Gemini, e.g. 'Gemini API
 * Fehler: 500 …'); visitors get a short message in the site's language instead.
 */
export class ChatProviderError extends Error {
  constructor(
    message: string,
    /** 502: the provider answered with an error; 503: it could not be reached. */
    readonly status: 502 | 503 = 502,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "ChatProviderError";
  }
}

export type ProviderName = ChatProvider["name"];

export interface ProviderChoice {
  name: ProviderName;
  /** Why this provider, or what was wrong with the configuration (logged at start). */
  note?: string;
}

/** Which provider the environment asks for. A provider that lacks its settings falls back to offline. */
export function chooseProvider(env: Record<string, string | undefined>): ProviderChoice {
  const explicit = env.CHAT_PROVIDER?.trim().toLowerCase();
  const gemini = Boolean(env.GEMINI_API_KEY?.trim());
  const openai = Boolean(env.OPENAI_BASE_URL?.trim());
  if (explicit) {
    if (explicit === "offline") return { name: "offline" };
    if (explicit === "gemini") {
      return gemini
        ? { name: "gemini" }
        : { name: "offline", note: "CHAT_PROVIDER=gemini but GEMINI_API_KEY is not set: using the offline assistant" };
    }
    if (explicit === "openai") {
      return openai
        ? { name: "openai" }
        : { name: "offline", note: "CHAT_PROVIDER=openai but OPENAI_BASE_URL is not set: using the offline assistant" };
    }
    const fallback: ProviderName = gemini ? "gemini" : openai ? "openai" : "offline";
    return { name: fallback, note: `Unknown CHAT_PROVIDER "${explicit}" (use offline, gemini or openai): using ${fallback}` };
  }
  if (gemini) return { name: "gemini" };
  if (openai) return { name: "openai" };
  return { name: "offline" };
}

/** Reads a provider's error body: the message of `{ error: { message } }`, if any. */
export async function errorBody(response: Response): Promise<{ hasError: boolean; message?: string }> {
  try {
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "error" in body) {
      const error = body.error;
      const message =
        typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string"
          ? (error as { message: string }).message
          : typeof error === "string"
            ? error
            : undefined;
      return { hasError: true, message: message || undefined };
    }
  } catch {
    // Not JSON: no details.
  }
  return { hasError: false };
}

/** A network failure (no answer at all) as a provider error; an abort stays an abort. */
export function unreachable(provider: string, error: unknown, signal: AbortSignal): Error {
  if (signal.aborted) return signal.reason instanceof Error ? signal.reason : new DOMException("Aborted", "AbortError");
  const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error);
  return new ChatProviderError(`${provider} nicht erreichbar: ${cause}`, 503, { cause: error });
}
