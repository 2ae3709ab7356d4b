import type { Route } from "./+types/nexus";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "nexus", "/nexus");

export default function Page() {
  return <IntroHero page="nexus" />;
}
