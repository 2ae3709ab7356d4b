import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { paths } from "~/config/pages";
import { chatMode } from "~/features/chat/index.server";
import { homeStructuredData } from "~/lib/structured-data.server";
import { homePageData, intro } from "~/pages/home/copy";
import { HeroTerms, HomeHeroVisual } from "~/pages/home/hero-visual";
import { Audiences } from "~/pages/home/sections/audiences";
import { ChatTeaser } from "~/pages/home/sections/chat-teaser";
import { ClosingCta } from "~/pages/home/sections/closing-cta";
import { MobileAppSection } from "~/pages/home/sections/mobile-app";
import { Modules } from "~/pages/home/sections/modules";
import { PlatformOverview } from "~/pages/home/sections/platform-overview";

// The hero video's poster is the largest paint: fetch it first, before the preload scanner finds it.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: "/media/hero-forest.webp", as: "image", type: "image/webp", fetchPriority: "high" },
];

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, paths.home);

/** The page's copy in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  return { ...homePageData(context.lang, chatMode(process.env)), structuredData: homeStructuredData(context) };
}

export default function Home() {
  const { copy } = useLoaderData<typeof loader>();
  return (
    <>
      <IntroHero
        intro={intro}
        video={{ mp4: "/media/hero-forest.mp4", webm: "/media/hero-forest.webm", poster: "/media/hero-forest.webp" }}
        aside={<HomeHeroVisual screenUrl={copy.heroScreenUrl} terms={copy.heroTerms} trust={copy.heroTrust} />}
      >
        <div className="max-lg:hidden">
          <HeroTerms terms={copy.heroTerms} trust={copy.heroTrust} />
        </div>
      </IntroHero>
      <PlatformOverview copy={copy.platform} />
      <MobileAppSection copy={copy.mobile} />
      <ChatTeaser copy={copy.chat} />
      <Audiences copy={copy.audiences} />
      <Modules copy={copy.modules} />
      <ClosingCta copy={copy.cta} />
    </>
  );
}
