import { introCopy } from "~/content/page-intro";
import { bilingual, type Lang } from "~/lib/i18n";

/**
 * Hero and metadata of /wissen, German and English. Only the loaders read these texts, so the
 * client bundle drops them: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Wissen für die Forstpraxis – kurz, datiert, mit Quellen",
      description:
        "Kurze Praxisartikel zu Waldrecht, Förderung, Borkenkäfer, Arbeitssicherheit, Baumarten und Holzpreisen – mit Stand-Datum und Quellen.",
      keywords: ["Forstwissen", "Waldrecht", "Förderung Wald", "Borkenkäfer", "Arbeitssicherheit Forst", "Holzpreise"],
    },
    hero: {
      eyebrow: "Wissen",
      title: "Forstwissen, kurz erklärt",
      lead: "Kurze Artikel zu Fragen aus der Forstpraxis: was das Waldrecht verlangt, wo es Förderung gibt, woran Sie Borkenkäferbefall erkennen. Jeder Artikel nennt seine Quellen und das Datum, an dem wir die Angaben zuletzt geprüft haben.",
    },
  },
  {
    seo: {
      title: "Forestry knowledge – short, dated, with sources",
      description:
        "Short practical articles on forest law, funding, bark beetles, safety, tree species and timber prices – each dated and with its sources named.",
      keywords: ["forestry knowledge", "forest law", "forest funding", "bark beetle", "forestry safety", "timber prices"],
    },
    hero: {
      eyebrow: "Knowledge",
      title: "Forestry knowledge, briefly explained",
      lead: "Short articles on questions from forestry practice: what forest law requires, where funding is available, how to recognise a bark-beetle infestation. Each article names its sources and the date we last checked the facts.",
    },
  },
);

/** The overview's texts below the hero. */
export const overview = /* @__PURE__ */ bilingual(
  {
    listTitle: "Alle Artikel",
    checked: "Stand: {date}",
    legalNotice: "Keine Rechtsberatung",
    howTitle: "Wie diese Artikel entstehen",
    how: [
      "Die Artikel fassen öffentlich zugängliche Quellen zusammen: Gesetze sowie Veröffentlichungen von Behörden, forstlichen Forschungsanstalten, Unfallversicherungsträgern und Verbänden. Jede Quelle steht am Ende ihres Artikels.",
      "Regeln und Förderprogramme unterscheiden sich von Land zu Land und ändern sich. Maßgeblich sind die genannten Quellen in ihrer aktuellen Fassung; die Artikel ersetzen weder die Beratung durch die Forstbehörde noch eine Rechtsberatung.",
      "ForestChat, unser Assistent auf dieser Website, antwortet aus diesen Artikeln und verlinkt den passenden Abschnitt.",
    ],
  },
  {
    listTitle: "All articles",
    checked: "Last checked: {date}",
    legalNotice: "Not legal advice",
    howTitle: "How these articles are written",
    how: [
      "The articles summarise publicly available sources: laws and publications by public authorities, forestry research institutes, statutory accident insurers and industry bodies. Every source is listed at the end of its article.",
      "Rules and funding programmes differ from one German state to the next and change over time. The sources named, in their current version, are what counts; the articles replace neither advice from the forest authority nor legal advice.",
      "ForestChat, the assistant on this website, answers from these articles and links to the relevant section.",
    ],
  },
);

/** The texts around an article. */
export const article = /* @__PURE__ */ bilingual(
  {
    breadcrumb: "Brotkrumennavigation",
    home: "Startseite",
    section: "Wissen",
    checked: "Stand: {date}",
    legalTitle: "Keine Rechtsberatung",
    legalText:
      "Dieser Artikel gibt einen allgemeinen Überblick und ersetzt keine Rechtsberatung. Maßgeblich sind Gesetze, Verordnungen und Förderrichtlinien in ihrer jeweils geltenden Fassung; im Einzelfall beraten die zuständige Forstbehörde oder eine Rechtsanwältin bzw. ein Rechtsanwalt.",
    contents: "Inhalt",
    sources: "Quellen",
    sourcesLead: "Auf diesen Quellen beruht der Artikel. Maßgeblich ist jeweils die aktuelle Fassung.",
    opensInNewTab: "(öffnet in neuem Tab)",
    closingTitle: "Fragen? ForestChat antwortet aus diesen Artikeln",
    closingText:
      "ForestChat beantwortet Fragen aus den Wissensartikeln, den Seiten und dem Forstblog von ForestCrew und verlinkt die Stelle, aus der die Antwort stammt. Für Fragen zu Ihrem Betrieb erreichen Sie unser Team direkt.",
    askChat: "ForestChat fragen",
    contact: "Kontakt aufnehmen",
    allArticles: "Alle Wissensartikel",
  },
  {
    breadcrumb: "Breadcrumb",
    home: "Home",
    section: "Knowledge",
    checked: "Last checked: {date}",
    legalTitle: "Not legal advice",
    legalText:
      "This article gives a general overview and is not legal advice. What counts are the laws, regulations and funding guidelines in their current version; for your own case, ask the responsible forest authority or a lawyer.",
    contents: "Contents",
    sources: "Sources",
    sourcesLead: "This article is based on the following sources. In each case, the current version is what counts.",
    opensInNewTab: "(opens in a new tab)",
    closingTitle: "Questions? ForestChat answers from these articles",
    closingText:
      "ForestChat answers questions from ForestCrew's knowledge articles, pages and forestry blog, and links to the passage its answer comes from. For questions about your own business, contact our team directly.",
    askChat: "Ask ForestChat",
    contact: "Get in touch",
    allArticles: "All knowledge articles",
  },
);

export type OverviewCopy = (typeof overview)[Lang];
export type ArticleCopy = (typeof article)[Lang];
