import type { Route } from "./+types/impressum";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "impressum", "/impressum");

export default function Page() {
  return <IntroHero page="impressum" />;
}
