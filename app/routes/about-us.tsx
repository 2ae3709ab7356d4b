import type { Route } from "./+types/about-us";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "about", "/about-us");

export default function Page() {
  return <IntroHero page="about" />;
}
