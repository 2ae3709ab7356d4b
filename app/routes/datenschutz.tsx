import type { Route } from "./+types/datenschutz";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "datenschutz", "/datenschutz");

export default function Page() {
  return <IntroHero page="datenschutz" />;
}
