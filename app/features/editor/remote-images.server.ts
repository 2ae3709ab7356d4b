// External images in a post are fetched on save and stored as uploads (ADR 0021):
// a visitor's browser never contacts another host, and the CSP's img-src stays 'self'.
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import type { Html, Image } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { blogImagesDir } from "~/features/blog/index.server";
import { sniffImage } from "~/features/media";
import { deleteUpload, storeImage } from "~/features/media/index.server";

/** Largest external image fetched, counted while it is read. */
export const MAX_REMOTE_IMAGE_BYTES = 10 * 1024 * 1024;
/** Time allowed for one image: connecting, every redirect and the whole body. */
export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
/** Redirects followed per image, each to a checked address. */
export const MAX_REDIRECTS = 3;
/** Distinct external images fetched in one save. */
export const MAX_REMOTE_IMAGES = 30;

/**
 * Addresses never fetched: "this network", private (RFC 1918), shared (CGNAT), loopback,
 * link-local, documentation and benchmark nets, multicast, reserved and broadcast; for IPv6 the
 * unspecified and loopback address, unique-local, link-local, site-local, documentation and
 * multicast. IPv4 inside IPv6 (mapped, compatible, NAT64, 6to4) is checked as the IPv4 address.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::, 6to4 2002::), if any. */
function embeddedIPv4(address: string): string | null {
  const groups = expandIPv6(address);
  if (!groups) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0) && !(groups[5] === 0 && groups[6] === 0)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return null;
}

/** An IPv6 address as its eight 16-bit groups (an IPv4 tail included), or null. */
function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const parts = tail[1]!.split(".").map(Number);
    text = `${text.slice(0, -tail[1]!.length)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = rest === undefined || rest === "" ? [] : rest.split(":");
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill("0"), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether an address is one the fetch refuses (private, loopback, link-local, unique-local, multicast, …). */
export function isBlockedAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return blocked.check(address, "ipv4");
  if (version === 6) {
    const v4 = embeddedIPv4(address);
    if (v4 !== null) return blocked.check(v4, "ipv4");
    return blocked.check(address, "ipv6");
  }
  return true; // not an address at all
}

/**
 * Whether private addresses may be fetched: `BLOG_IMAGE_FETCH_ALLOW_PRIVATE=1`, for tests against
 * a local server. Ignored when NODE_ENV is "production", so a stray setting cannot open the
 * internal network to anyone who can save a post.
 */
export function privateFetchAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.BLOG_IMAGE_FETCH_ALLOW_PRIVATE === "1" && env.NODE_ENV !== "production";
}

/** Why an external image could not be taken over; `message` is German and names the address. */
export class RemoteImageError extends Error {
  constructor(
    readonly address: string,
    readonly reason: string,
  ) {
    super(`Das externe Bild „${address}“ konnte nicht übernommen werden: ${reason} Der Beitrag wurde nicht gespeichert.`);
    this.name = "RemoteImageError";
  }
}

const reasons = {
  protocol: "Nur http- und https-Adressen können abgerufen werden.",
  private: "Die Adresse führt in ein internes Netz (privat, lokal oder Multicast) und wird nicht abgerufen.",
  unknownHost: "Der Rechnername ist unbekannt.",
  timeout: `Der Server hat nicht rechtzeitig geantwortet (nach ${REMOTE_IMAGE_TIMEOUT_MS / 1000} Sekunden abgebrochen).`,
  tooLarge: `Das Bild ist größer als ${MAX_REMOTE_IMAGE_BYTES / (1024 * 1024)} MB.`,
  type: "Die Datei ist kein Bild im Format PNG, JPEG, WebP, AVIF oder GIF.",
  redirects: `Zu viele Weiterleitungen (höchstens ${MAX_REDIRECTS}).`,
  status: (status: number) => `Der Server antwortete mit dem Status ${status}.`,
  failed: "Die Verbindung ist fehlgeschlagen.",
  store: "Das Bild konnte nicht gespeichert werden.",
  tooMany: `Ein Beitrag kann beim Speichern höchstens ${MAX_REMOTE_IMAGES} externe Bilder übernehmen.`,
} as const;

export interface FetchImageOptions {
  /** Allow private and loopback addresses (tests); `privateFetchAllowed()` by default. */
  allowPrivate?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  /** Whether an address is refused; `isBlockedAddress` by default (tests may call their local server public). */
  isBlocked?: (address: string) => boolean;
  /** Resolves a host name to its addresses; the system resolver by default. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const systemResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/** The checked address to connect to for `url`'s host: every address it resolves to must be allowed. */
async function checkedAddress(
  url: URL,
  options: FetchImageOptions,
  allowPrivate: boolean,
  signal: AbortSignal,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      // The system resolver cannot be cancelled: a hanging lookup is abandoned when time is up.
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(new Error("aborted"));
        signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true });
      });
      addresses = await Promise.race([(options.resolve ?? systemResolve)(host), aborted]);
    } catch {
      if (signal.aborted) throw new RemoteImageError(url.href, reasons.timeout);
      throw new RemoteImageError(url.href, reasons.unknownHost);
    }
    if (addresses.length === 0) throw new RemoteImageError(url.href, reasons.unknownHost);
  }
  const isBlocked = options.isBlocked ?? isBlockedAddress;
  if (!allowPrivate && addresses.some((a) => isBlocked(a.address))) throw new RemoteImageError(url.href, reasons.private);
  return addresses[0]!;
}

/** One GET to `url`, connected to `target` (never resolved again, so DNS rebinding cannot swap it). */
function request(url: URL, target: { address: string; family: number }, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        signal,
        headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1", "user-agent": "ForestCrew-Blog/1.0" },
        // The connection goes to the checked address; TLS still verifies the certificate for the host name.
        lookup: (_host, opts, callback) => {
          if ((opts as { all?: boolean }).all) {
            (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
          } else {
            callback(null, target.address, target.family);
          }
        },
      },
      resolve,
    );
    req.on("error", reject);
    req.end();
  });
}

/** Reads a response body up to `max` bytes; more is refused as soon as it arrives. */
async function readLimited(response: http.IncomingMessage, max: number, address: string): Promise<Uint8Array> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > max) {
    response.destroy();
    throw new RemoteImageError(address, reasons.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      response.destroy();
      throw new RemoteImageError(address, reasons.tooLarge);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The bytes of the image at `address`: http or https only; every address its host resolves to
 * must be public (unless allowed), and the connection goes to the address that was checked;
 * at most 3 redirects, each checked the same way; at most 10 MB, counted while reading; PNG,
 * JPEG, WebP, AVIF or GIF by its first bytes; 10 seconds for all of it. Throws RemoteImageError.
 */
export async function fetchRemoteImage(address: string, options: FetchImageOptions = {}): Promise<Uint8Array> {
  const allowPrivate = options.allowPrivate ?? privateFetchAllowed();
  const max = options.maxBytes ?? MAX_REMOTE_IMAGE_BYTES;
  const timeoutMs = options.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new RemoteImageError(address, reasons.protocol);
    }
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new RemoteImageError(address, reasons.protocol);
      const target = await checkedAddress(url, options, allowPrivate, controller.signal);
      if (controller.signal.aborted) throw new RemoteImageError(address, reasons.timeout);
      const response = await request(url, target, controller.signal);
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
        response.resume();
        if (redirects >= MAX_REDIRECTS) throw new RemoteImageError(address, reasons.redirects);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new RemoteImageError(address, reasons.status(status));
      }
      const bytes = await readLimited(response, max, address);
      if (!sniffImage(bytes)) throw new RemoteImageError(address, reasons.type);
      return bytes;
    }
  } catch (error) {
    if (error instanceof RemoteImageError) {
      // The address named is the one in the post, even when a redirect failed.
      throw error.address === address ? error : new RemoteImageError(address, error.reason);
    }
    if (controller.signal.aborted) throw new RemoteImageError(address, reasons.timeout);
    throw new RemoteImageError(address, reasons.failed);
  } finally {
    clearTimeout(timer);
  }
}

/* ---------------------------------------------------------------- finding images in a post */

const EXTERNAL = /^https?:\/\//i;
const isExternal = (src: string | undefined): src is string => typeof src === "string" && EXTERNAL.test(src.trim());

const parser = unified().use(remarkParse).use(remarkGfm);

/** An edit of the Markdown source: [start, end) becomes the local address of `url`. */
interface Edit {
  start: number;
  end: number;
  url: string;
}

const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** A link destination starting at `from`: `<…>` (the brackets excluded) or text up to a space or an unbalanced ")". */
function destinationAt(text: string, from: number): { start: number; end: number; text: string } | null {
  if (text[from] === "<") {
    const close = text.indexOf(">", from + 1);
    return close === -1 ? null : { start: from + 1, end: close, text: text.slice(from + 1, close) };
  }
  let depth = 0;
  let i = from;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\\") {
      i++;
      continue;
    }
    if (/\s/.test(ch)) break;
    if (ch === "(") depth++;
    if (ch === ")") {
      if (depth === 0) break;
      depth--;
    }
  }
  return i > from ? { start: from, end: i, text: text.slice(from, i) } : null;
}

/** A destination as the parser reads it: backslash escapes and character references resolved. */
function decodeDestination(raw: string): string {
  return decodeEntities(raw.replace(/\\([!-/:-@[-`{-~])/g, "$1"));
}

/** Where the external image addresses are in the Markdown: image syntax, definitions images use, <img src> in HTML. */
function findImageEdits(markdown: string): Edit[] {
  const tree = parser.parse(markdown);
  const edits: Edit[] = [];
  const imageLabels = new Set<string>();
  const definitions: { label: string; start: number; end: number; url: string }[] = [];

  // The destination after one of the anchors ("](" of an image, "]:" of a definition) whose
  // decoded text is the node's address: found as written, escapes and entities included.
  const locate = (start: number, end: number, url: string, anchor: RegExp) => {
    const slice = markdown.slice(start, end);
    for (const match of slice.matchAll(anchor)) {
      const from = match.index + match[0].length;
      const token = destinationAt(slice, from);
      if (token && decodeDestination(token.text) === url) {
        edits.push({ start: start + token.start, end: start + token.end, url });
        return;
      }
    }
  };

  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as { type: string; children?: unknown[]; position?: { start: { offset?: number }; end: { offset?: number } } };
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (node.type === "image" && start !== undefined && end !== undefined) {
      const url = (node as unknown as Image).url;
      if (isExternal(url)) locate(start, end, url, /\]\(\s*/g);
    } else if (node.type === "imageReference") {
      imageLabels.add(((node as unknown as { label?: string; identifier: string }).identifier ?? "").toLowerCase());
    } else if (node.type === "definition" && start !== undefined && end !== undefined) {
      const def = node as unknown as { identifier: string; url: string };
      if (isExternal(def.url)) definitions.push({ label: def.identifier.toLowerCase(), start, end, url: def.url });
    } else if (node.type === "html" && start !== undefined && end !== undefined) {
      const html = (node as unknown as Html).value;
      const slice = markdown.slice(start, end);
      // The node's value is its source (for block and inline HTML alike); offsets map one to one.
      if (slice === html) {
        for (const match of html.matchAll(IMG_SRC)) {
          const raw = match[1] ?? match[2] ?? match[3] ?? "";
          const url = decodeEntities(raw).trim();
          if (!isExternal(url)) continue;
          const at = match.index + match[0].length - raw.length - (match[3] === undefined ? 1 : 0);
          edits.push({ start: start + at, end: start + at + raw.length, url });
        }
      }
    }
    if (node.children) for (const child of node.children) stack.push(child);
  }
  for (const def of definitions) {
    if (imageLabels.has(def.label)) locate(def.start, def.end, def.url, /\]:\s*/g);
  }
  return edits;
}

/** The distinct external image addresses of a post's Markdown (images only, not links). */
export function externalImageAddresses(markdown: string): string[] {
  return [...new Set(findImageEdits(markdown).map((e) => e.url))];
}

/* ---------------------------------------------------------------- localising */

export interface LocalisableFields {
  content: string;
  coverImage?: string;
  socialImage?: string;
}

export interface LocaliseOptions extends FetchImageOptions {
  /** Where uploads are stored; `blogImagesDir()` by default. */
  imagesDir?: string;
  now?: () => Date;
  /** Fetches one image; `fetchRemoteImage` by default (tests may count calls). */
  fetchImage?: (address: string, options: FetchImageOptions) => Promise<Uint8Array>;
}

export type LocaliseResult<T> =
  | { ok: true; value: T; /** External address → the upload's address, for each image taken over. */ replaced: Record<string, string> }
  | { ok: false; /** German, names the address; the editor shows it and keeps the text. */ error: string; address: string };

/**
 * Every external http(s) image of a post (Markdown images and the definitions image references
 * use, `<img src>` in HTML, the cover and the social image) fetched and stored as an upload,
 * exactly as an uploaded image (metadata stripped, WebP copies 480–1600 px), and its address
 * replaced by `/blog/images/…`. Links stay as they are; the same address is fetched once. When
 * one image fails nothing changes: the images already stored by this call are removed and the
 * answer is the German reason naming the address (the save is then refused, the text kept).
 */
export async function localiseExternalImages<T extends LocalisableFields>(
  input: T,
  options: LocaliseOptions = {},
): Promise<LocaliseResult<T>> {
  const edits = findImageEdits(input.content);
  const cover = isExternal(input.coverImage) ? input.coverImage.trim() : undefined;
  const social = isExternal(input.socialImage) ? input.socialImage.trim() : undefined;
  const addresses = [...new Set([...(cover ? [cover] : []), ...(social ? [social] : []), ...edits.map((e) => e.url)])];
  if (addresses.length === 0) return { ok: true, value: input, replaced: {} };
  if (addresses.length > MAX_REMOTE_IMAGES)
    return {
      ok: false,
      error: new RemoteImageError(addresses[MAX_REMOTE_IMAGES]!, reasons.tooMany).message,
      address: addresses[MAX_REMOTE_IMAGES]!,
    };

  const imagesDir = options.imagesDir ?? blogImagesDir();
  const fetchImage = options.fetchImage ?? fetchRemoteImage;
  const replaced: Record<string, string> = {};
  try {
    for (const address of addresses) {
      const bytes = await fetchImage(address, options);
      const stored = await storeImage(bytes, { imagesDir, now: options.now });
      if (!stored.ok) throw new RemoteImageError(address, stored.reason === "notAllowed" ? reasons.type : reasons.store);
      replaced[address] = stored.url;
    }
  } catch (error) {
    await Promise.all(Object.values(replaced).map((url) => deleteUpload(url, imagesDir).catch(() => undefined)));
    if (error instanceof RemoteImageError) return { ok: false, error: error.message, address: error.address };
    throw error;
  }

  let content = input.content;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    content = content.slice(0, edit.start) + replaced[edit.url]! + content.slice(edit.end);
  }
  const value: T = { ...input, content };
  if (cover) value.coverImage = replaced[cover];
  if (social) value.socialImage = replaced[social];
  return { ok: true, value, replaced };
}
