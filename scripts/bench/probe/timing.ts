// What the event-loop and login-burst probes share: a timed request to the server under test
// (no keep-alive, no socket limit), and the percentile line they print.
import http from "node:http";

export interface Timed {
  /** The HTTP status, or the error code when the request failed. */
  status: number | string;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A sender for `base` (its host and port; the Host header is the URL's). */
export function timedSender(base: URL): (path: string, options?: SendOptions) => Promise<Timed> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  return (path, { method = "GET", headers = {}, body } = {}) => {
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        { host: base.hostname, port: base.port, path, method, agent, headers: { host: base.host, ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) =>
        resolve({ status: error.code ?? "error", headers: {}, body: "", ms: performance.now() - started }),
      );
      req.end(body);
    });
  };
}

export const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
};

export const summary = (samples: number[]) =>
  `n=${samples.length} p50=${quantile(samples, 0.5).toFixed(0)} ms p99=${quantile(samples, 0.99).toFixed(0)} ms max=${Math.max(...samples).toFixed(0)} ms`;
