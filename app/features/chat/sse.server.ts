/** Server-sent events: reading a provider's stream and writing ours. */
import { createParser } from "eventsource-parser";

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * The events of a provider's text/event-stream body, as they arrive (parsed by
 * eventsource-parser). An event the provider leaves without its closing blank line at the end
 * of the stream still counts: some OpenAI-compatible servers end that way, and the standard's
 * rule (drop it) would cut the answer's last words.
 */
export async function* readSse(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => void reader.cancel().catch(() => {});
  signal?.addEventListener("abort", onAbort, { once: true });
  const events: SseEvent[] = [];
  const parser = createParser({ onEvent: ({ event, data }) => void events.push({ event: event ?? "message", data }) });
  let finished = false;
  try {
    while (!finished) {
      const { value, done } = await reader.read();
      if (signal?.aborted) break;
      if (done) {
        finished = true;
        parser.feed(`${decoder.decode()}\n\n`);
      } else {
        parser.feed(decoder.decode(value, { stream: true }));
      }
      while (events.length > 0) yield events.shift()!;
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    // Left early (the consumer stopped or failed): close the connection instead of leaving it open.
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  signal?.throwIfAborted();
}

/** One event of our own stream, encoded. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
