import type { Route } from "./+types/nexus";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/nexus";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/nexus");

export default function Page() {
  return <IntroHero intro={intro} />;
}
