import { signStarted } from "~/features/forms/index.server";

/**
 * GET /api/form-started: a freshly signed start time `{ started }` for a form on a cached page
 * (the waitlists on /nexus and /forest-inventory), fetched after hydration. Never cached: a token
 * is one visitor's, and a submission spends it.
 */
export function loader() {
  return Response.json({ started: signStarted() }, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

export function action() {
  return new Response(null, { status: 405, headers: { Allow: "GET", "Cache-Control": "no-store" } });
}
