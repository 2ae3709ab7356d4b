import type { Route } from "./+types/blog._index";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/blog";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/blog");

export default function Page() {
  return <IntroHero intro={intro} />;
}
