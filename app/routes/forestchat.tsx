import type { Route } from "./+types/forestchat";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/forestchat";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/forestchat");

export default function Page() {
  return <IntroHero intro={intro} />;
}
