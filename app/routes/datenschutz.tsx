import type { Route } from "./+types/datenschutz";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/datenschutz";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/datenschutz");

export default function Page() {
  return <IntroHero intro={intro} />;
}
