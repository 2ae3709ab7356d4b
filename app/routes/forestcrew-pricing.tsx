import type { Route } from "./+types/forestcrew-pricing";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "pricing", "/forestcrew-pricing");

export default function Page() {
  return <IntroHero page="pricing" />;
}
