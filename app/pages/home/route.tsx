import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { Check } from "~/components/icons";
import { lazyStatic } from "~/components/mockups/lazy-static";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { paths } from "~/config/pages";
import { chatMode } from "~/features/chat/index.server";
import { homeStructuredData } from "~/lib/structured-data.server";
import { homePageData, intro } from "~/pages/home/copy";
import { Audiences } from "~/pages/home/sections/audiences";
import { ChatTeaser } from "~/pages/home/sections/chat-teaser";
import { ClosingCta } from "~/pages/home/sections/closing-cta";
import { MobileAppSection } from "~/pages/home/sections/mobile-app";
import { Modules } from "~/pages/home/sections/modules";

// Plain markup (the platform section's one link a plain link): server islands, their code loaded only on a client-side navigation.
const HomeHeroVisual = lazyStatic(() => import("~/pages/home/hero-visual").then((m) => m.HomeHeroVisual));
const PlatformOverview = lazyStatic(() => import("~/pages/home/sections/platform-overview").then((m) => m.PlatformOverview));

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
        aside={
          <>
            <HomeHeroVisual screenUrl={copy.heroScreenUrl} className="max-lg:-mt-8" />
            <div className="lg:hidden">
              <HeroTerms terms={copy.heroTerms} trust={copy.heroTrust} />
            </div>
          </>
        }
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

/** The trial terms and the three trust points: under the buttons from lg up, under the picture on phones. */
function HeroTerms({ terms, trust }: { terms: string; trust: string[] }) {
  return (
    <>
      <p className="relative mt-5 text-sm text-forest-200">{terms}</p>
      <ul className="relative mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-forest-100 lg:mt-8">
        {trust.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <Check className="size-4 text-moss-300" />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}
