import type { Route } from "./+types/agb";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "agb", "/agb");

export default function Page() {
  return <IntroHero page="agb" />;
}
