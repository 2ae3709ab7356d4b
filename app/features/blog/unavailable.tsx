// The blog's answer while its database is away (ADR 0016): a designed 503 page in the page's
// language with a way home, sent within a second (the database layer fails fast), with
// Retry-After so crawlers and proxies come back later instead of indexing an error.
import { Link } from "react-router";
import type { Lang } from "~/lib/i18n";
import { useBlogText } from "./text";

/** Seconds a client is asked to wait before it tries again. */
export const BLOG_RETRY_AFTER_SECONDS = 30;

/** Headers of the 503 answer: never stored by a cache, come back later. */
export const unavailableHeaders = { "Cache-Control": "no-store", "Retry-After": String(BLOG_RETRY_AFTER_SECONDS) } as const;

/**
 * For a blog route's `headers` export: a 503 from the loader keeps its Retry-After and no-store
 * (React Router drops a loader's headers on document requests unless the route passes them on).
 */
export function passUnavailableHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = loaderHeaders.get(name);
    if (value && loaderHeaders.has("Retry-After")) headers.set(name, value);
  }
  return headers;
}

/** The page body: what happened, that it passes, and the way on (this page again, or home). */
export function BlogUnavailable({ retryTo }: { lang?: Lang; retryTo: string }) {
  const c = useBlogText().unavailable;
  return (
    <div className="mx-auto max-w-2xl py-6 text-center" data-blog-unavailable="">
      <h2 role="alert" className="text-2xl font-bold tracking-tight text-forest-900 sm:text-3xl">
        {c.title}
      </h2>
      <p className="mt-3 text-lg text-forest-800/80">{c.text}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-6">
        <a href={retryTo} className="font-semibold text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline">
          {c.retry}
        </a>
        <Link to="/" className="font-semibold text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline">
          {c.home}
        </Link>
      </p>
    </div>
  );
}
