import type { Route } from "./+types/forestcrew";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "forestcrew", "/forestcrew");

export default function Page() {
  return <IntroHero page="forestcrew" />;
}
