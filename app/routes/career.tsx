import type { Route } from "./+types/career";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "career", "/career");

export default function Page() {
  return <IntroHero page="career" />;
}
