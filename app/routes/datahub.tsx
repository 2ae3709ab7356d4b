import type { Route } from "./+types/datahub";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "datahub", "/datahub");

export default function Page() {
  return <IntroHero page="datahub" />;
}
