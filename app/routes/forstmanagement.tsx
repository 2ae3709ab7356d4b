import type { Route } from "./+types/forstmanagement";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "forstmanagement", "/forstmanagement");

export default function Page() {
  return <IntroHero page="forstmanagement" />;
}
