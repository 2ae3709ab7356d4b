import type { Route } from "./+types/datahub";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/datahub";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/datahub");

export default function Page() {
  return <IntroHero intro={intro} />;
}
