import type { Route } from "./+types/about-us";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/about-us";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/about-us");

export default function Page() {
  return <IntroHero intro={intro} />;
}
