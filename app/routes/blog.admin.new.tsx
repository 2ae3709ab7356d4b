import type { Route } from "./+types/blog.admin.new";
import { Hero } from "~/components/ui/hero";
import { requireAdmin } from "~/lib/auth/admin.server";
import { seo } from "~/lib/meta";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, () => ({ title: "Neuen Beitrag erstellen", description: "Neuen Beitrag erstellen", canonicalPath: "/blog/admin/new", noindex: true }));

export default function Page() {
  return <Hero size="sm" title="Neuen Beitrag erstellen" />;
}
