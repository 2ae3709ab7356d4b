import type { Route } from "./+types/contact";
import { IntroHero, introMeta } from "~/components/page/intro-page";

export const meta: Route.MetaFunction = (args) => introMeta(args, "contact", "/contact");

export default function Page() {
  return <IntroHero page="contact" />;
}
