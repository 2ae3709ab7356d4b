import type { Route } from "./+types/agb";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/agb";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/agb");

export default function Page() {
  return <IntroHero intro={intro} />;
}
