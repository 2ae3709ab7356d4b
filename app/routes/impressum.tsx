import type { Route } from "./+types/impressum";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/impressum";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/impressum");

export default function Page() {
  return <IntroHero intro={intro} />;
}
