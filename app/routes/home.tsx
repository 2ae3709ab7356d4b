import type { Route } from "./+types/home";
import { Check } from "~/components/icons";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { home, intro } from "~/content/pages/home";
import { Audiences } from "~/features/home/audiences";
import { ChatTeaser } from "~/features/home/chat-teaser";
import { ClosingCta } from "~/features/home/closing-cta";
import { TrackCtaClicks } from "~/features/home/cta-tracking";
import { MobileAppSection } from "~/features/home/mobile-app";
import { Modules } from "~/features/home/modules";
import { PlatformOverview } from "~/features/home/platform-overview";
import { useApp } from "~/lib/app-context";

// The hero video's poster is the largest paint: fetch it first, before the preload scanner finds it.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: "/media/hero-forest.webp", as: "image", type: "image/webp", fetchPriority: "high" },
];

export const meta: Route.MetaFunction = (args) =>
  introMeta(args, intro, "/", (root) => {
    const origin = root.origins[root.lang];
    const { site } = root;
    return {
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          name: site.company,
          brand: site.brand,
          url: origin,
          logo: `${origin}/icon-512.png`,
          email: site.email,
          telephone: site.phone,
          address: {
            "@type": "PostalAddress",
            streetAddress: site.address.street,
            postalCode: site.address.postalCode,
            addressLocality: site.address.city,
            addressCountry: "DE",
          },
          sameAs: [site.urls.iosApp],
        },
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: site.brand,
          url: origin,
          inLanguage: root.lang === "de" ? "de-DE" : "en-GB",
        },
      ],
    };
  });

export default function Home() {
  const { lang } = useApp();
  const copy = home[lang];
  return (
    <>
      <TrackCtaClicks location="home_hero">
        <IntroHero
          intro={intro}
          video={{ mp4: "/media/hero-forest.mp4", webm: "/media/hero-forest.webm", poster: "/media/hero-forest.webp" }}
        >
          <p className="mt-4 text-sm text-forest-200">{copy.heroTerms}</p>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-forest-100">
            {copy.heroTrust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check className="size-4 text-moss-300" />
                {item}
              </li>
            ))}
          </ul>
        </IntroHero>
      </TrackCtaClicks>
      <PlatformOverview copy={copy.platform} />
      <MobileAppSection copy={copy.mobile} />
      <ChatTeaser copy={copy.chat} />
      <Audiences copy={copy.audiences} />
      <Modules copy={copy.modules} />
      <ClosingCta copy={copy.cta} />
    </>
  );
}
