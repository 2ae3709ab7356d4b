/** Server-sent events: reading a provider's stream and writing ours. */

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * The events of a text/event-stream body, as they arrive. Handles CRLF and LF line ends,
 * events split across chunks, several `data:` lines (joined with "\n") and comments.
 */
export async function* readSse(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => void reader.cancel().catch(() => {});
  signal?.addEventListener("abort", onAbort, { once: true });
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let finished = false;
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) {
        finished = true;
        buffer += decoder.decode();
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
        if (line === "") {
          if (data.length > 0) yield { event: event || "message", data: data.join("\n") };
          event = "";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (field === "data") data.push(value);
        else if (field === "event") event = value;
      }
    }
    if (buffer !== "" && buffer.startsWith("data:")) data.push(buffer.slice(5).trimStart());
    if (data.length > 0) yield { event: event || "message", data: data.join("\n") };
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
