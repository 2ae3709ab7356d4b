import type { Route } from "./+types/forestcrew-pricing";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/pricing";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/forestcrew-pricing");

export default function Page() {
  return <IntroHero intro={intro} />;
}
