import type { Route } from "./+types/blog.admin._index";
import { Hero } from "~/components/ui/hero";
import { requireAdmin } from "~/lib/auth/admin.server";
import { seo } from "~/lib/meta";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, () => ({ title: "Blog-Verwaltung", description: "Blog-Verwaltung", canonicalPath: "/blog/admin", noindex: true }));

export default function Page() {
  return <Hero size="sm" title="Blog-Verwaltung" />;
}
