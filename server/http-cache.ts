// The default cache policy of everything React Router answers: an answer that did not declare
// itself public (app/lib/http-cache.server.ts) is kept by no cache. That covers the admin, the API,
// login and every answer that sets a cookie, the forms with a signed render time (/contact,
// /career: a shared copy would hand every visitor the same render time), errors and 404s, and
// routes added later that forget to say. Public pages from the page cache set their own headers.
import type { RequestHandler, Response } from "express";
import { NO_STORE } from "~/lib/http-cache.server";

export const noStoreUnlessDeclared: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead.bind(res) as unknown as (...args: unknown[]) => Response;
  // Called once, explicitly or by the first write: the route's own headers are all set by then.
  res.writeHead = ((...args: unknown[]) => {
    if (!res.hasHeader("Cache-Control") || res.hasHeader("Set-Cookie")) res.setHeader("Cache-Control", NO_STORE);
    return writeHead(...args);
  }) as typeof res.writeHead;
  next();
};
