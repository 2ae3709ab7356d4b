import { data } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { NotFoundView } from "~/components/layout/status-views";
import { dictionary } from "~/i18n";
import { seo } from "~/lib/meta";

// The article page is built with the blog (issue 4); until posts exist, every slug is unknown.
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => {
    const t = dictionary(root.lang).notFound;
    return { title: t.metaTitle, description: t.metaDescription, canonicalPath: "/blog", noindex: true };
  });

export default function Article() {
  return null;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
