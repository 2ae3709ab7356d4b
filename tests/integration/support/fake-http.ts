import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/v1/models/gemini-2.5-flash:streamGenerateContent?alt=sse&key=…". */
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeServer {
  /** "http://127.0.0.1:PORT". */
  base: string;
  requests: RecordedRequest[];
  /** What the server does with the next requests. */
  handle(handler: Handler): void;
  /** Resolves when a response was closed by the client before it ended. */
  clientAborted(): Promise<void>;
  close(): Promise<void>;
}

/** A local HTTP server that records requests (JSON bodies parsed) and answers as a test says. */
export async function startFakeServer(initial: Handler): Promise<FakeServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  let abortedResolve: (() => void) | undefined;
  const aborted = new Promise<void>((resolve) => (abortedResolve = resolve));
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the raw text
    }
    const recorded = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
    requests.push(recorded);
    res.on("close", () => {
      if (!res.writableEnded) abortedResolve?.();
    });
    await handler(recorded, res);
  };
  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    handle: (h) => {
      handler = h;
    },
    clientAborted: () => aborted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes server-sent events, one `data:` line each, with a short pause between them. */
export async function writeSse(res: ServerResponse, payloads: unknown[], { pauseMs = 5, end = true } = {}): Promise<void> {
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  for (const payload of payloads) {
    res.write(`data: ${typeof payload === "string" ? payload : JSON.stringify(payload)}\r\n\r\n`);
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  if (end) res.end();
}

export function writeJson(res: ServerResponse, status: number, statusText: string, body: unknown): void {
  res.writeHead(status, statusText, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}
