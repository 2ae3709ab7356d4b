import type { Route } from "./+types/blog._index";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "blog", "/blog");

export default function Page() {
  return <IntroHero page="blog" />;
}
