import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundView } from "~/components/layout/status-views";
import { seo } from "~/lib/meta";

/** Every path no other route claims: HTTP 404 with the designed not-found view. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => {
    const t = root.t.notFound;
    return { title: t.metaTitle, description: t.metaDescription, canonicalPath: "/404", noindex: true };
  });

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
