import type { Route } from "./+types/forstmanagement";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/forstmanagement";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/forstmanagement");

export default function Page() {
  return <IntroHero intro={intro} />;
}
