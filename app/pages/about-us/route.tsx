import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { paths } from "~/config/pages";
import { intro } from "./copy";

/** The page's copy in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  return { intro: intro[context.lang] };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths["about-us"]);

export default function AboutUs() {
  const { intro } = useLoaderData<typeof loader>();
  return <PageHero hero={intro.hero} />;
}
