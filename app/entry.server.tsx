import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { pages } from "~/config/pages";
import { SEARCH_PATH } from "~/features/blog";
import { deferHydration } from "~/lib/defer-hydration.server";
import { NonceProvider } from "~/lib/nonce";

export const streamTimeout = 5_000;

/**
 * Public pages rendered per request (their forms carry a fresh render time). Like the cached pages
 * they paint before they fetch their JavaScript (ADR 0006), so they are rendered whole and rewritten.
 * The blog's search results too: rendered for each query, never cached.
 */
const perRequestPages = new Set<string>([...pages.filter((page) => page.cache === "request").map((page) => page.path), SEARCH_PATH]);

/** The rendered document as one string, its scripts fetched after the first paint. */
async function deferredDocument(pipe: (body: PassThrough) => void): Promise<string> {
  const body = new PassThrough();
  const chunks: Buffer[] = [];
  body.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    body.on("end", resolve);
    body.on("error", reject);
  });
  pipe(body);
  await ended;
  return deferHydration(Buffer.concat(chunks).toString("utf8"));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the complete document at once; browsers get it streamed.
    const deferScripts = !loadContext.dev && perRequestPages.has(new URL(request.url).pathname);
    const waitForAll = loadContext.renderForCache || deferScripts || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
    const nonce = loadContext.nonce;

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A document sent whole is written in reading order: without this React moves large
        // Suspense boundaries (the mock-ups) into place with inline scripts after parsing, one
        // more style and layout pass of the page on the visitor's phone.
        ...(waitForAll ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          if (deferScripts) {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            deferredDocument(pipe).then(
              (html) => resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode })),
              reject,
            );
            return;
          }
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passed on as thrown: React Router turns a Response thrown while rendering into an error response, which a wrapping Error would hide
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are handled by the route error boundary.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Unexpected loader/action errors are logged once, without noise for aborted requests and for the
 * refusals React Router raises itself (404 for an unknown address, 405 for a submission to a route
 * without an action): the access log line says all there is to say about those.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) return;
  console.error(error);
}
