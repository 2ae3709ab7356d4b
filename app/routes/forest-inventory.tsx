import type { Route } from "./+types/forest-inventory";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "inventory", "/forest-inventory");

export default function Page() {
  return <IntroHero page="inventory" />;
}
