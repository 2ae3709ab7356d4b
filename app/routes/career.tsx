import type { Route } from "./+types/career";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/career";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/career");

export default function Page() {
  return <IntroHero intro={intro} />;
}
