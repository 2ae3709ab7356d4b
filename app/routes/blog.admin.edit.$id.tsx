import type { Route } from "./+types/blog.admin.edit.$id";
import { Hero } from "~/components/ui/hero";
import { requireAdmin } from "~/lib/auth/admin.server";
import { seo } from "~/lib/meta";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, () => ({ title: "Beitrag bearbeiten", description: "Beitrag bearbeiten", canonicalPath: "/blog/admin/edit", noindex: true }));

export default function Page() {
  return <Hero size="sm" title="Beitrag bearbeiten" />;
}
