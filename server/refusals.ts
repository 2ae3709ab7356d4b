// Refusals answered before any rendering (ADR 0031): a submission to an address without an action
// (405), a body larger than its route reads (413), and an address that is over a rate limit (429)
// get a small static answer here, in the visitor's language, instead of a page rendered by React
// Router. A flood of them then costs this process next to nothing, and the cached pages stay fast.
//
// Requests for React Router's data (`*.data`, sent by forms and fetchers of a page with
// JavaScript) are left to the app where their answer is shown in the page (a form's 429 or 413
// message): a static body there would replace the page with its error view. They render no HTML.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { langFromHost, type Lang, type Origins } from "~/lib/i18n";

/** The route that handles a submission, as React Router picks it. */
export interface RouteTarget {
  id: string;
  hasAction: boolean;
  /** A page (it has a component), not a resource route such as an API endpoint. */
  isPage: boolean;
}

/** The request's path as React Router routes it: `/x.data` is `/x`, `/_root.data` is `/`, no trailing slash. */
export function routedPath(path: string): { pathname: string; data: boolean } {
  if (path === "/_root.data") return { pathname: "/", data: true };
  const data = path.endsWith(".data");
  let pathname = data ? path.slice(0, -".data".length) : path;
  if (pathname !== "/" && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
  return { pathname: pathname === "" ? "/" : pathname, data };
}

/** `?index` without a value: a submission meant for the index route rather than its parent. */
function nakedIndex(search: string): boolean {
  return new URLSearchParams(search).getAll("index").some((value) => value === "");
}

/**
 * Which route of the server build receives a submission to a path: React Router's own matching
 * (`matchRoutes`), then its choice of the action's route (the deepest route with a path, or the
 * index route when `?index` is given). Built once from the build's route modules, so a route
 * that gains or loses an action needs no list kept here.
 */
export function routeTable(routes: ServerBuild["routes"]) {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const info = new Map<string, RouteTarget>();
  for (const route of all) {
    const module = route.module as { action?: unknown; default?: unknown };
    info.set(route.id, { id: route.id, hasAction: typeof module.action === "function", isPage: module.default !== undefined });
  }
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            ...(route.index ? {} : { children: childrenOf(route.id) }),
          }) as RouteObject,
      );
  const tree = childrenOf(undefined);

  const find = (pathname: string, index: boolean): RouteTarget | null => {
    const matches = matchRoutes(tree, pathname);
    if (!matches || matches.length === 0) return null;
    const last = matches[matches.length - 1]!;
    let chosen = last;
    if (!(last.route.index && index)) {
      const contributing = matches.filter((match, i) => i === 0 || (match.route.path !== undefined && match.route.path.length > 0));
      chosen = contributing[contributing.length - 1] ?? last;
    }
    return info.get(chosen.route.id ?? "") ?? null;
  };

  // matchRoutes ranks every route and compiles their patterns on each call (about a millisecond
  // on this machine): the answers for the paths asked for recently are kept, so a flood at one
  // address costs a lookup. Bounded: the oldest answer goes first.
  const recent = new Map<string, RouteTarget | null>();
  return {
    target(pathname: string, search = ""): RouteTarget | null {
      const index = search !== "" && nakedIndex(search);
      const key = `${index ? "i" : "-"}${pathname}`;
      const known = recent.get(key);
      if (known !== undefined) return known;
      const found = find(pathname, index);
      if (recent.size >= MAX_REMEMBERED_PATHS) recent.delete(recent.keys().next().value!);
      recent.set(key, found);
      return found;
    },
  };
}

/** How many paths' routes routeTable keeps. */
const MAX_REMEMBERED_PATHS = 2000;

export type RouteTable = ReturnType<typeof routeTable>;

const texts = {
  de: {
    405: ["Methode nicht erlaubt", "Diese Adresse nimmt keine Formulardaten an."],
    413: ["Anfrage zu groß", "Die gesendeten Daten sind zu groß für dieses Formular."],
    429: [
      "Zu viele Anfragen",
      "Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.",
    ],
    home: "Zur Startseite",
  },
  en: {
    405: ["Method not allowed", "This address does not accept form submissions."],
    413: ["Request too large", "The data sent is too large for this form."],
    429: [
      "Too many requests",
      "We have received too many requests from your connection in a short time. Please try again in a few minutes.",
    ],
    home: "To the home page",
  },
} as const;

export type RefusalStatus = 405 | 413 | 429;

const pages = new Map<string, Buffer>();

/** The static page of a refusal: a few hundred bytes, made once per language and status. */
export function refusalPage(lang: Lang, status: RefusalStatus): Buffer {
  const key = `${lang}${status}`;
  let page = pages.get(key);
  if (!page) {
    const [title, text] = texts[lang][status];
    page = Buffer.from(
      `<!DOCTYPE html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<meta name="robots" content="noindex"><title>${title}</title><h1>${title}</h1><p>${text}</p>` +
        `<p><a href="/">${texts[lang].home}</a></p></html>`,
    );
    pages.set(key, page);
  }
  return page;
}

/** Sends a refusal page; the request's body is not read (a large one closes the connection). */
export function refuse(req: Request, res: Response, status: RefusalStatus, origins: Origins, headers: Record<string, string> = {}): void {
  const body = refusalPage(langFromHost(req.get("host"), origins), status);
  res.status(status).set({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'",
    ...headers,
  });
  res.end(body);
}

/**
 * Addresses the app has answered 429 for a submission, remembered per (address, method, path)
 * until the answer's Retry-After (or a minute) has passed, so that the next ones are answered
 * here, without reading their bodies or rendering a page. Bounded: when full, the entry that was
 * added first goes; a flood from many addresses can push out entries, never grow the map.
 */
export class RefusedSubmissions {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private static key(address: string, method: string, pathname: string): string {
    return `${address} ${method} ${pathname.toLowerCase()}`;
  }

  remember(address: string, method: string, pathname: string, seconds: number): void {
    const key = RefusedSubmissions.key(address, method, pathname);
    this.until.delete(key);
    if (this.until.size >= this.maxEntries) {
      const oldest = this.until.keys().next().value;
      if (oldest !== undefined) this.until.delete(oldest);
    }
    this.until.set(key, this.now() + seconds * 1000);
  }

  /**
   * Seconds left while the address is refused for this method and path, else 0. When a refusal
   * has ended, one request goes to the app to find out whether it still holds, while the others
   * keep being refused for a few seconds: a flood on many connections must not reach the app all
   * at once each time a refusal ends. The app's answer renews the refusal or ends it (`forget`).
   */
  refusedFor(address: string, method: string, pathname: string): number {
    const key = RefusedSubmissions.key(address, method, pathname);
    const until = this.until.get(key);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left <= 0) {
      this.until.set(key, this.now() + PROBE_SECONDS * 1000);
      return 0;
    }
    return Math.ceil(left / 1000);
  }

  forget(address: string, method: string, pathname: string): void {
    const key = RefusedSubmissions.key(address, method, pathname);
    this.until.delete(key);
    this.refusals.delete(key);
  }

  private readonly refusals = new Map<string, { count: number; windowEnd: number }>();

  /**
   * Counts a submission the app refused with a client error (a spam guard's or a field's 400, a
   * 403, a 413) and returns true once the address has had more than `limit` within `windowSeconds`:
   * each such answer is a whole page rendered, so a flood of them is throttled like a rate limit's.
   * Bounded like the refusals.
   */
  countRefusal(address: string, method: string, pathname: string, limit: number, windowSeconds: number): boolean {
    const key = RefusedSubmissions.key(address, method, pathname);
    const now = this.now();
    let entry = this.refusals.get(key);
    if (!entry || entry.windowEnd <= now) {
      this.refusals.delete(key);
      if (this.refusals.size >= this.maxEntries) {
        const oldest = this.refusals.keys().next().value;
        if (oldest !== undefined) this.refusals.delete(oldest);
      }
      entry = { count: 0, windowEnd: now + windowSeconds * 1000 };
      this.refusals.set(key, entry);
    }
    entry.count++;
    return entry.count > limit;
  }

  get size(): number {
    return this.until.size;
  }
}

/**
 * Refused document submissions (client errors) an address may have per form within ten minutes
 * before further ones are answered 429 here: generous for a person correcting a form, a wall for
 * a script that sends what the spam guards refuse.
 */
export const REFUSED_SUBMISSIONS = { limit: 20, windowSeconds: 10 * 60 } as const;

/** How long the others wait while one request finds out whether a refusal still holds. */
const PROBE_SECONDS = 5;

/** How long a 429 is remembered: the answer's Retry-After in seconds (at most ten minutes), else a minute. */
export function rememberSeconds(retryAfter: string | number | string[] | undefined): number {
  const value = Number(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter);
  return Number.isFinite(value) && value > 0 ? Math.min(Math.ceil(value), 600) : 60;
}

const SUBMISSION = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A read-only throttle's refusal. */
export interface Throttled {
  retryAfterSeconds: number;
  /**
   * The refusal holds for the address whatever else the request carries, so it may be
   * remembered like the app's 429s (a refusal that a cookie could lift may not).
   */
  forAddress: boolean;
}

export interface RefusalOptions {
  routes: RouteTable;
  origins: Origins;
  /** Body limits by route id: a document submission whose Content-Length is larger is answered 413 unread. */
  bodyLimits?: Readonly<Record<string, number>>;
  /** The route id of the blog search, and its limit (true: allowed) counted per address. */
  search?: { routeId: string; take: (address: string) => Promise<boolean>; retryAfterSeconds: number };
  /** Per route id, a read-only check before a document submission: whether to refuse, and for how long. */
  throttles?: Readonly<Record<string, (req: Request) => Promise<Throttled | null>>>;
  refused?: RefusedSubmissions;
}

/** The Express middleware that answers refusals before React Router sees the request. */
export function refusalGuard({
  routes,
  origins,
  bodyLimits = {},
  search,
  throttles = {},
  refused = new RefusedSubmissions(),
}: RefusalOptions): RequestHandler {
  const handle = async (req: Request, res: Response, next: NextFunction) => {
    const method = req.method;
    const { pathname, data } = routedPath(req.path);
    const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const q = req.originalUrl.indexOf("?");
    const searchPart = q === -1 ? "" : req.originalUrl.slice(q);

    if (method === "GET" || method === "HEAD") {
      if (!search) return next();
      const target = routes.target(pathname);
      if (target?.id !== search.routeId) return next();
      if (await search.take(address)) return next();
      const retry = String(search.retryAfterSeconds);
      if (data) {
        // A search from a page with JavaScript: a static body would show the page's error view.
        // React Router's redirect answer with a document reload instead loads the address as a
        // page, which gets the static answer below: the same page a visitor without JavaScript sees.
        const params = new URLSearchParams(searchPart);
        params.delete("_routes");
        const query = params.toString();
        res
          .status(204)
          .set({
            "Cache-Control": "no-store",
            "Retry-After": retry,
            "X-Remix-Response": "yes",
            "X-Remix-Redirect": pathname + (query ? `?${query}` : ""),
            "X-Remix-Status": "302",
            "X-Remix-Reload-Document": "true",
          })
          .end();
        return;
      }
      return refuse(req, res, 429, origins, { "Retry-After": retry });
    }

    if (!SUBMISSION.has(method)) {
      // React Router answers other methods (OPTIONS, TRACE, …) 405 as well, with a stack trace in the log.
      // An API endpoint knows its own methods (the chat history allows DELETE) and says so itself.
      const target = routes.target(pathname, searchPart);
      if (target?.hasAction && !target.isPage) return next();
      return refuse(req, res, 405, origins, { Allow: target?.hasAction ? "GET, HEAD, POST" : "GET, HEAD" });
    }

    const target = routes.target(pathname, searchPart);
    if (!target?.hasAction) return refuse(req, res, 405, origins, { Allow: "GET, HEAD" });
    // Data requests and API endpoints answer their refusals in a shape their page reads.
    if (data || !target.isPage) return next();

    const limit = bodyLimits[target.id];
    const length = Number(req.get("content-length"));
    if (limit !== undefined && Number.isFinite(length) && length > limit) {
      return refuse(req, res, 413, origins, { Connection: "close" });
    }

    const left = refused.refusedFor(address, method, pathname);
    if (left > 0) return refuse(req, res, 429, origins, { "Retry-After": String(left) });

    // A route with its own read-only check asks it, and only its refusals for the address are
    // remembered: it knows exceptions (a browser that signed in before passes the login's cap over
    // all addresses) that a remembered 429 of the app would not.
    const throttle = throttles[target.id];
    if (throttle) {
      const throttled = await throttle(req);
      if (!throttled) {
        refused.forget(address, method, pathname); // a refusal that ended, if one had
        return next();
      }
      if (throttled.forAddress) refused.remember(address, method, pathname, throttled.retryAfterSeconds);
      return refuse(req, res, 429, origins, { "Retry-After": String(throttled.retryAfterSeconds) });
    }

    res.once("finish", () => {
      if (res.statusCode === 429) refused.remember(address, method, pathname, rememberSeconds(res.getHeader("retry-after")));
      // Only an accepted submission says the limit is over; a 400 (a field left empty) says nothing about it.
      else if (res.statusCode < 400) refused.forget(address, method, pathname);
      else if (res.statusCode < 500) {
        const { limit, windowSeconds } = REFUSED_SUBMISSIONS;
        if (refused.countRefusal(address, method, pathname, limit, windowSeconds))
          refused.remember(address, method, pathname, windowSeconds);
      }
    });
    next();
  };
  return (req, res, next) => {
    handle(req, res, next).catch(next);
  };
}
