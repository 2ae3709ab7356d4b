import type { Route } from "./+types/forestcrew-betriebsleiter";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "betriebsleiter", "/forestcrew-betriebsleiter");

export default function Page() {
  return <IntroHero page="betriebsleiter" />;
}
