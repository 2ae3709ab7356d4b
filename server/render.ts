// The React Router handler: the load context every loader and action gets, and a fresh CSP nonce
// for each streamed page.
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import "~/load-context";
import { langFromHost, type Lang } from "~/lib/i18n";
import { contentSecurityPolicy, createNonce } from "./security";
import { dev, https, origins, site } from "./settings";

/** The server build: its route modules tell which routes have an action (server/refusals.ts). */
export const build: ServerBuild = serverBuild;

function loadContext(lang: Lang, nonce: string | undefined, renderForCache: boolean): AppLoadContext {
  return { lang, origins, site, nonce, renderForCache, dev };
}

const render = createRequestHandler(build, dev ? "development" : "production");

/** Renders a page for the page cache: without a nonce (its CSP lists script hashes) and without streaming. */
export function renderForCache(lang: Lang, pathname: string): Promise<Response> {
  const origin = origins[lang];
  const request = new Request(`${origin}${pathname}`, { headers: { host: new URL(origin).host } });
  return render(request, loadContext(lang, undefined, true));
}

const handler = createExpressHandler({
  build,
  mode: dev ? "development" : "production",
  getLoadContext(req, res) {
    const nonce = res.locals.nonce as string | undefined;
    return { ...loadContext(langFromHost(req.get("host"), origins), nonce, false), clientAddress: req.ip };
  },
});

export const reactRouterHandler: RequestHandler = (req, res, next) => {
  // Development sends no CSP (Vite injects its own scripts), so it needs no nonce either.
  const nonce = dev ? undefined : createNonce();
  res.locals.nonce = nonce;
  if (!dev) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, upgradeInsecure: https }));
  return handler(req, res, next);
};
