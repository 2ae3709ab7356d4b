import type { Route } from "./+types/blog.visual-editor.$id";
import { Hero } from "~/components/ui/hero";
import { requireAdmin } from "~/lib/auth/admin.server";
import { seo } from "~/lib/meta";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, () => ({ title: "Visueller Editor", description: "Visueller Editor", canonicalPath: "/blog/visual-editor", noindex: true }));

export default function Page() {
  return <Hero size="sm" title="Visueller Editor" />;
}
