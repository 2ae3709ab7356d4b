// One line a request, written in batches: a log line per request must not cost a write
// system call per request under load.
import type { IncomingMessage, ServerResponse } from "node:http";

export interface AccessLog {
  /** Logs the request when its response has finished: address, method, URL, status, bytes, time. */
  track(req: IncomingMessage, res: ServerResponse): void;
  write(line: string): void;
  flush(): void;
}

export function createAccessLog(
  stream: NodeJS.WritableStream = process.stdout,
  { flushMs = 200, maxBytes = 32 * 1024 }: { flushMs?: number; maxBytes?: number } = {},
): AccessLog {
  let buffer = "";
  let timer: NodeJS.Timeout | null = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (buffer === "") return;
    const chunk = buffer;
    buffer = "";
    stream.write(chunk);
  }

  function write(line: string) {
    buffer += line + "\n";
    if (buffer.length >= maxBytes) flush();
    else if (!timer) {
      timer = setTimeout(flush, flushMs);
      timer.unref();
    }
  }

  function track(req: IncomingMessage, res: ServerResponse) {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const length = String(res.getHeader("content-length") ?? "-");
      write(`${req.socket.remoteAddress ?? "-"} ${req.method} ${req.url} ${res.statusCode} ${length} - ${ms.toFixed(1)} ms`);
    });
  }

  return { track, write, flush };
}
