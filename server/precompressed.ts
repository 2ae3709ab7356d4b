// Answers from memory with bodies compressed ahead of time: the build's scripts and styles
// (static-assets.ts) and the cached pages (cached-pages.ts). Everything that does not depend on
// the request is worked out once, when a response is prepared, not on each request.
import type { IncomingMessage, ServerResponse } from "node:http";

export type Encoding = "br" | "gzip" | "identity";

export interface PrecompressedEntity {
  /** 200 unless said otherwise. */
  status?: number;
  body: Buffer;
  /** Absent when compression does not pay (small files): the plain body is sent instead. */
  br?: Buffer | null;
  gzip?: Buffer | null;
  etag: string;
  /** What else than the encoding selects the body; pages add Host (the language comes from it). */
  vary?: string;
  /** Every header but ETag, Vary, Content-Encoding and Content-Length. */
  headers: Readonly<Record<string, string>>;
}

export interface PreparedResponse {
  readonly status: number;
  readonly etag: string;
  readonly bodies: Readonly<Record<Encoding, Buffer>>;
  /** Flat [name, value, …] lists per encoding and for 304, as writeHead takes them. */
  readonly headers: Readonly<Record<Encoding | "notModified", string[]>>;
}

export function prepareResponse({
  status = 200,
  body,
  br,
  gzip,
  etag,
  vary = "Accept-Encoding",
  headers,
}: PrecompressedEntity): PreparedResponse {
  const common = { ...headers, ETag: etag, Vary: vary };
  const flat = (extra: Record<string, string>) => Object.entries({ ...common, ...extra }).flat();
  const identity = flat({ "Content-Length": String(body.length) });
  return {
    status,
    etag,
    bodies: { br: br ?? body, gzip: gzip ?? body, identity: body },
    headers: {
      br: br ? flat({ "Content-Encoding": "br", "Content-Length": String(br.length) }) : identity,
      gzip: gzip ? flat({ "Content-Encoding": "gzip", "Content-Length": String(gzip.length) }) : identity,
      identity,
      notModified: flat({}),
    },
  };
}

/** Sends a prepared response: 304 for a matching If-None-Match, the best encoding, no body for HEAD. */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, response: PreparedResponse): void {
  if (etagMatches(req.headers["if-none-match"], response.etag)) {
    res.writeHead(304, response.headers.notModified);
    res.end();
    return;
  }
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  res.writeHead(response.status, response.headers[encoding]);
  res.end(req.method === "HEAD" ? undefined : response.bodies[encoding]);
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once. Bounded, so
// made-up values cannot grow it without limit.
const negotiated = new Map<string, Encoding>();

/** Picks the best encoding the client accepts among br, gzip and identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return "identity";
  const known = negotiated.get(acceptEncoding);
  if (known) return known;
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (negotiated.size < 64) negotiated.set(acceptEncoding, encoding);
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

/** Whether an If-None-Match header names this ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
