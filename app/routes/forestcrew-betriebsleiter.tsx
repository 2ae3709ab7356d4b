import type { Route } from "./+types/forestcrew-betriebsleiter";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/betriebsleiter";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/forestcrew-betriebsleiter");

export default function Page() {
  return <IntroHero intro={intro} />;
}
