import type { Route } from "./+types/forestcrew";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/forestcrew";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/forestcrew");

export default function Page() {
  return <IntroHero intro={intro} />;
}
