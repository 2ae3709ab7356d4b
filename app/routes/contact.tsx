import type { Route } from "./+types/contact";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/contact";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/contact");

export default function Page() {
  return <IntroHero intro={intro} />;
}
