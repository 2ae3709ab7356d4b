// One line a request, written in batches: a log line per request must not cost a write
// system call per request under load. Plain JavaScript so server.js can use it in development too.

/**
 * @param {NodeJS.WritableStream} stream
 * @param {{ flushMs?: number; maxBytes?: number }} [options]
 */
export function createAccessLog(stream = process.stdout, { flushMs = 200, maxBytes = 32 * 1024 } = {}) {
  let buffer = "";
  let timer = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (buffer === "") return;
    const chunk = buffer;
    buffer = "";
    stream.write(chunk);
  }

  function write(line) {
    buffer += line + "\n";
    if (buffer.length >= maxBytes) flush();
    else if (!timer) {
      timer = setTimeout(flush, flushMs);
      timer.unref?.();
    }
  }

  /** Logs the request when its response has finished: address, method, URL, status, bytes, time. */
  function track(req, res) {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const length = res.getHeader("content-length") ?? "-";
      write(`${req.socket.remoteAddress ?? "-"} ${req.method} ${req.url} ${res.statusCode} ${length} - ${ms.toFixed(1)} ms`);
    });
  }

  return { track, write, flush };
}
