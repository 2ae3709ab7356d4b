import { paths } from "~/config/pages";
import { introCopy } from "~/content/page-intro";

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Karriere – Jobs bei ForestCrew",
      description:
        "Gestalten Sie die digitale Forstwirtschaft mit: Jobs in Softwareentwicklung, Forstberatung, Produkt und Vertrieb bei ForestCrew in Ahrensburg und remote.",
      keywords: ["Karriere", "Jobs Forst-Software", "Stellenangebote Ahrensburg", "Initiativbewerbung", "Remote Jobs"],
    },
    hero: {
      eyebrow: "Karriere",
      title: "Gestalten Sie die digitale Forstwirtschaft mit",
      lead: "Bei uns entsteht Software, die Forstleuten jeden Tag Arbeit abnimmt. Wenn Sie Wald und Technik gleichermaßen begeistern, sollten wir uns kennenlernen.",
      primary: { kind: "link", label: "Kontakt aufnehmen", to: paths.contact },
    },
  },
  {
    seo: {
      title: "Careers – Jobs at ForestCrew",
      description:
        "Help shape digital forestry: jobs in software engineering, forestry consulting, product and sales at ForestCrew in Ahrensburg, Germany, and remote.",
      keywords: ["careers", "forestry software jobs", "jobs Germany", "speculative application", "remote jobs"],
    },
    hero: {
      eyebrow: "Careers",
      title: "Help shape the future of digital forestry",
      lead: "We build software that takes work off foresters' hands every day. If you care about forests and technology in equal measure, we should talk.",
      primary: { kind: "link", label: "Get in touch", to: paths.contact },
    },
  },
);
