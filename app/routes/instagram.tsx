import type { Route } from "./+types/instagram";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/instagram";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/instagram");

export default function Page() {
  return <IntroHero intro={intro} />;
}
