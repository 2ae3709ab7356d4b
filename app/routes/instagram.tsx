import type { Route } from "./+types/instagram";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "instagram", "/instagram");

export default function Page() {
  return <IntroHero page="instagram" />;
}
