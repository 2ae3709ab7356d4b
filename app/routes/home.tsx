import type { Route } from "./+types/home";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { intro } from "~/content/pages/home";

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
  return (
    <IntroHero intro={intro}
      video={{ mp4: "/media/hero-forest.mp4", webm: "/media/hero-forest.webm", poster: "/media/hero-forest.webp" }}
    />
  );
}
