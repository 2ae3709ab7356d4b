import type { Route } from "./+types/forestchat";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "forestchat", "/forestchat");

export default function Page() {
  return <IntroHero page="forestchat" />;
}
