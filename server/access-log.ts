// One line a request, written in batches: a log line per request must not cost a write
// system call per request under load.
//
// What a line holds is what the privacy policy says it holds: a shortened client address (an
// IPv4 address without its last byte, an IPv6 address cut to its /48 network), the method, the
// path WITHOUT its query string and with ids and tokens masked, status, bytes and time. Query
// strings are never written: they carry whatever a link put there (a chat's session id in
// /api/forestchat/history?sessionId=… named that conversation, a campaign link may carry an
// e-mail address). The address is kept, shortened, because abuse (login guessing, form spam)
// must be traceable to a network for a few days; the shortened form no longer names one
// household or device. The lines go to stdout; how long they are kept is the operator's log system's setting (at most
// 7 days, as the privacy policy promises).
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import { adminPatterns } from "~/config/admin-paths";

export interface AccessLog {
  /** Logs the request when its response has finished: shortened address, method, path, status, bytes, time. */
  track(req: IncomingMessage, res: ServerResponse): void;
  write(line: string): void;
  flush(): void;
}

/**
 * The address as the log keeps it: IPv4 with the last byte zeroed ("203.0.113.0"), IPv6 cut to
 * its /48 network ("2001:db8:abcd::"), an IPv4-mapped IPv6 address as IPv4. Anything else "-".
 */
export function shortenAddress(address: string | undefined): string {
  if (!address) return "-";
  const bare = address.trim().replace(/%.*$/, ""); // an IPv6 zone ("fe80::1%eth0") names a local interface only
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const v4 = mapped ?? bare;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0`;
  if (!isIPv6(bare)) return "-";
  const groups = ipv6Groups(bare);
  const network = groups.slice(0, 3).map((g) => g.toString(16));
  // The shortest form of the /48 network: trailing zero groups fold into "::".
  while (network.length > 0 && network.at(-1) === "0") network.pop();
  return `${network.join(":")}::`;
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" expanded and an IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail.split(".").map(Number);
    text = `${text.slice(0, -v4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const uuid = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/gi;
/** A run of 16 or more hex digits: a random id or a hash. */
const hexId = /(?<![0-9a-z])[0-9a-f]{16,}(?![0-9a-z])/gi;
/**
 * A random token (base64url and the like): 20 or more letters, digits, "_" or "-" with upper
 * case, lower case and a digit in it. Slugs are lower case and keep their words.
 */
const token = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g;

/**
 * Routes (app/routes.ts) with a secret in their path: a preview link's and an invitation's token.
 * That segment is masked whatever it looks like: a token made of letters only is as secret as one
 * with digits, which the character rules above would miss.
 */
export const TOKEN_ROUTES = ["/blog/vorschau/:token", adminPatterns.invitation] as const;

const tokenRoutes = TOKEN_ROUTES.map((pattern) => pattern.split("/").filter((part) => part !== ""));

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Masks the parameter segments of a token route. Matched as React Router matches: without regard
 * to case or percent-encoding, and with empty segments ("//") skipped.
 */
function maskTokenRoutes(path: string): string {
  const parts = path.split("/");
  const segments = parts.flatMap((part, index) => (part === "" ? [] : [index]));
  for (const route of tokenRoutes) {
    if (segments.length < route.length) continue;
    const fits = route.every((part, i) => part.startsWith(":") || decoded(parts[segments[i]!]!) === part);
    if (!fits) continue;
    route.forEach((part, i) => {
      if (part.startsWith(":")) parts[segments[i]!] = ":token";
    });
    return parts.join("/");
  }
  return path;
}

/**
 * The request's path as the log keeps it: the query string is dropped, always (session ids,
 * tokens, e-mail addresses from campaign links); path parameters after ";" (`;jsessionid=…`) too;
 * the secret of a token route (TOKEN_ROUTES) is masked by its place in the path; and any other part
 * of the path that looks like an id or a token (UUIDs, long hex, random tokens) is masked,
 * whatever the route: an upload's random name, an inbox entry, a session id a client put in the
 * path. Readable paths (pages, slugs) stay as they are.
 */
export function loggedPath(url: string | undefined): string {
  if (!url) return "-";
  const end = url.search(/[?#;]/);
  const path = end === -1 ? url : url.slice(0, end);
  return maskTokenRoutes(path).replace(uuid, ":id").replace(hexId, ":id").replace(token, ":token");
}

/**
 * The client's address for the log: Express's `req.ip` where Express has handled the request (it
 * follows TRUST_PROXY, so behind a proxy it is the visitor, not the proxy), else the socket's.
 */
function defaultClientAddress(req: IncomingMessage): string | undefined {
  const ip = (req as IncomingMessage & { ip?: unknown }).ip;
  return typeof ip === "string" && ip !== "" ? ip : req.socket.remoteAddress;
}

export function createAccessLog(
  stream: NodeJS.WritableStream = process.stdout,
  {
    flushMs = 200,
    maxBytes = 32 * 1024,
    clientAddress = defaultClientAddress,
  }: { flushMs?: number; maxBytes?: number; clientAddress?: (req: IncomingMessage) => string | undefined } = {},
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
      const address = shortenAddress(clientAddress(req));
      write(`${address} ${req.method} ${loggedPath(req.url)} ${res.statusCode} ${length} - ${ms.toFixed(1)} ms`);
    });
  }

  return { track, write, flush };
}
