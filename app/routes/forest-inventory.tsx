import type { Route } from "./+types/forest-inventory";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/forest-inventory";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/forest-inventory");

export default function Page() {
  return <IntroHero intro={intro} />;
}
