import { paths } from "~/config/pages";
import { nexus, trial } from "~/content/facts";
import { introCopy } from "~/content/page-intro";
import { trialTerms } from "~/content/trial";
import { waitlistFormCopy } from "~/features/waitlist";
import { fill } from "~/i18n";
import { bilingual, type Lang } from "~/lib/i18n";
import { axisYears, roadmap, type Phase, type PhaseId } from "./roadmap";

const { co2PerHectareYear: co2, minimumHectares, timeframeYears: years, phases, pillars } = nexus;

/** "60–80 €" in German, "€60–80" in English. */
function euroRange(min: number, max: number, lang: Lang): string {
  return lang === "de" ? `${min}\u2013${max}\u00a0€` : `€${min}\u2013${max}`;
}

/** When a phase runs, as the roadmap says it: "Jahr 0–1", "ab Jahr 2", "fortlaufend". */
export function phaseWhen(phase: Phase, lang: Lang): string {
  const de = lang === "de";
  if (phase.ongoing) return de ? "fortlaufend" : "Ongoing";
  if (phase.to === "open") return de ? `ab Jahr ${phase.from}` : `From year ${phase.from}`;
  if (phase.to === phase.from) return de ? `Jahr ${phase.from}` : `Year ${phase.from}`;
  return de ? `Jahr ${phase.from}\u2013${phase.to}` : `Years ${phase.from}\u2013${phase.to}`;
}

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Nexus – Neue Erlöse aus Ihren Walddaten",
      description:
        "Nexus macht den Wert Ihres Waldes messbar: CO2-Zertifikate, ESG-Compliance und Ökosystemleistungen auf Basis Ihrer Forstdaten. Jetzt auf die Warteliste.",
      keywords: [
        "Nexus",
        "CO2-Zertifikate Wald",
        "ESG Forst",
        "Ökosystemleistungen",
        "Waldmonetarisierung",
        "MRV Wald",
        "Kohlenstoffbindung Forstbetrieb",
      ],
    },
    hero: {
      badge: { kind: "new", label: "NEU" },
      eyebrow: "Neue Erlösquellen",
      title: "Nexus: Aus Walddaten werden Erlöse",
      lead: "CO₂-Zertifikate, ESG-Nachweise, Ökosystemleistungen: Nexus macht messbar und belegbar, was Ihr Wald leistet – mit den Daten, die Ihr Betrieb ohnehin erfasst.",
    },
  },
  {
    seo: {
      title: "Nexus – New revenue from your forest data",
      description:
        "Nexus makes your forest's value measurable and marketable: carbon credits, ESG compliance and ecosystem services from your forest data. Join the waitlist.",
      keywords: [
        "Nexus",
        "forest carbon credits",
        "forestry ESG",
        "ecosystem services",
        "forest monetisation",
        "forest MRV",
        "forest carbon sequestration",
      ],
    },
    hero: {
      badge: { kind: "new", label: "NEW" },
      eyebrow: "New revenue streams",
      title: "Nexus: turn forest data into revenue",
      lead: "Carbon credits, ESG evidence, ecosystem services: Nexus measures and documents what your forest provides – with the data your business already records.",
    },
  },
);

type FoundationId = "erp" | "inventory" | "mrv";
type PillarId = "carbon" | "esg" | "ecosystem";

export interface NexusCopy {
  heroActions: { discover: string; features: string };
  /** The compact preview in the phone's hero: sample data, and says so. */
  heroPreview: {
    label: string;
    title: string;
    sample: string;
    kpiLabel: string;
    kpiValue: string;
    steps: [string, string, string];
    states: Record<"done" | "active" | "planned", string>;
  };
  figures: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { id: "co2" | "phases" | "pillars"; value: string; label: string; text: string }[];
  };
  foundation: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { id: FoundationId; title: string; tag: string; text: string; link?: { label: string; to: string } }[];
    diagram: { caption: string; roof: string; base: string };
  };
  pillars: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { id: PillarId; title: string; short: string; text: string; highlight: string }[];
    disclaimer: string;
  };
  roadmap: {
    eyebrow: string;
    title: string;
    lead: string;
    /** An axis label; `{year}` is replaced. */
    year: string;
    later: string;
    phases: Record<PhaseId, { title: string; text: string }>;
  };
  requirements: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { id: "area" | "time"; value: string; label: string; text: string }[];
    contact: string;
  };
  cta: { eyebrow: string; title: string; lead: string; terms: string; trial: string; waitlist: string };
  waitlist: { eyebrow: string; title: string; lead: string; points: string[] };
}

function trialLabel(lang: Lang) {
  return lang === "de" ? `ForestCrew ${trial.days} Tage kostenlos testen` : `Try ForestCrew free for ${trial.days} days`;
}

export const content = /* @__PURE__ */ bilingual<NexusCopy>(
  {
    heroActions: { discover: "Nexus entdecken", features: "Funktionen entdecken" },
    heroPreview: {
      label: "Vorschau mit Beispieldaten: jährliche CO₂-Bindung eines Reviers und der Stand von Messen, Berichten und Verifizieren",
      title: "Nexus · Vorschau",
      sample: "Beispieldaten",
      kpiLabel: "Netto-Bindung 2025",
      kpiValue: "9.840 t CO₂e",
      steps: ["Messen", "Berichten", "Verifizieren"],
      states: { done: "abgeschlossen", active: "in Arbeit", planned: "geplant" },
    },
    figures: {
      eyebrow: "Nexus auf einen Blick",
      title: "Was in Ihrem Wald steckt",
      lead: "Ihr Wald bindet CO₂, schützt Wasser und Boden und bietet Lebensraum. Nexus macht aus diesen Leistungen belegbare Werte – Schritt für Schritt und auf Grundlage gemessener Daten.",
      items: [
        {
          id: "co2",
          value: euroRange(co2.min, co2.max, "de"),
          label: "CO₂-Potenzial pro Hektar und Jahr",
          text: "Ein Potenzial, keine Zusage: Was tatsächlich erlöst wird, hängt von Bestand, Standort, Bewirtschaftung, Zertifizierungsstandard und Marktpreis ab.",
        },
        {
          id: "phases",
          value: String(phases),
          label: "Phasen",
          text: "Vom digitalen Betrieb über die Bewertung Ihres Waldes bis zu künftigen Märkten für Naturleistungen.",
        },
        {
          id: "pillars",
          value: String(pillars),
          label: "Säulen der Wertschöpfung",
          text: "CO₂-Zertifikate, ESG-Compliance und Ökosystemleistungen – alle auf demselben Datenfundament.",
        },
      ],
    },
    foundation: {
      eyebrow: "Das Fundament",
      title: "Ohne verlässliche Daten kein Zertifikat",
      lead: "Unternehmen, die Zertifikate kaufen, Banken und Prüfstellen wollen belegt sehen, was in Ihrem Wald wächst und geschieht. Deshalb baut Nexus auf drei Bausteine: Mit ihnen sind Ihre Daten lückenlos erfasst, vom Einsatz auf der Fläche bis zum prüffähigen Bericht.",
      items: [
        {
          id: "erp",
          title: "ERP: ForestCrew",
          tag: "Verfügbar als Beta",
          text: "Die betriebliche Basis: Aufträge, Maßnahmen, Personal, Maschinen und Arbeitszeiten werden digital und mit GPS-Bezug dokumentiert. So ist belegt, was wann auf welcher Fläche geschah.",
          link: { label: "ForestCrew ansehen", to: paths.forestcrew },
        },
        {
          id: "inventory",
          title: "KI-Waldinventur",
          tag: "In Entwicklung",
          text: "Drohnen- und Satellitenbilder sowie LiDAR-Daten werden mit KI ausgewertet. So entsteht ein wiederholbares Bild von Baumarten, Vorrat und Zustand Ihrer Bestände.",
          link: { label: "Zur KI-Waldinventur", to: paths["forest-inventory"] },
        },
        {
          id: "mrv",
          title: "MRV-System",
          tag: "Messen · Berichten · Verifizieren",
          text: "Measurement, Reporting, Verification: Die Kohlenstoffbindung wird gemessen, in nachvollziehbaren Berichten aufbereitet und mit allen Belegen für die Prüfung durch unabhängige Stellen bereitgestellt.",
        },
      ],
      diagram: {
        caption: "So ist Nexus aufgebaut: drei Säulen auf einem gemeinsamen Datenfundament.",
        roof: "Erlöse aus Ihrem Wald",
        base: "Datenfundament",
      },
    },
    pillars: {
      eyebrow: `${pillars} Säulen`,
      title: "Drei Wege zu Erlösen aus Walddaten",
      lead: "Auf demselben Fundament stehen die drei Säulen von Nexus. Jede macht eine andere Leistung Ihres Waldes sichtbar – und für andere Abnehmer interessant.",
      items: [
        {
          id: "carbon",
          title: "CO₂-Zertifikate",
          short: "CO₂",
          text: "Der Zuwachs Ihres Waldes bindet CO₂. Wird diese Bindungsleistung nach einem anerkannten Standard gemessen und unabhängig verifiziert, kann sie als Zertifikat an Unternehmen verkauft werden, die Klimaschutz finanzieren wollen.",
          highlight: `Potenzial: ${euroRange(co2.min, co2.max, "de")} pro Hektar und Jahr`,
        },
        {
          id: "esg",
          title: "ESG-Compliance",
          short: "ESG",
          text: "Unternehmen, Banken und Investoren müssen zunehmend belegen, wie nachhaltig ihre Lieferketten und Anlagen sind. Mit Nexus liefern Sie belastbare Kennzahlen zu Ihrem Wald – für die Berichte Ihrer Abnehmer und das Gespräch mit Ihrer Bank.",
          highlight: "Nachweise statt Absichtserklärungen",
        },
        {
          id: "ecosystem",
          title: "Ökosystemleistungen",
          short: "Ökosystem\u00adleistungen",
          text: "Ihr Wald schützt Wasser und Boden, bietet Arten Lebensraum und Menschen Erholung. Sind diese Leistungen dokumentiert, lassen sie sich gegenüber Unternehmen, Kommunen und Förderstellen nachweisen und vergüten.",
          highlight: "Biodiversität, Wasser, Boden, Erholung",
        },
      ],
      disclaimer:
        "Alle Angaben zu Erlösen beschreiben Potenziale, keine Zusagen. Ob und in welcher Höhe Einnahmen entstehen, hängt unter anderem von Ihrem Bestand, dem gewählten Standard, der Verifizierung und der Marktentwicklung ab. Nexus ersetzt keine Rechts- oder Steuerberatung.",
    },
    roadmap: {
      eyebrow: "Fahrplan",
      title: `In ${phases} Phasen vom digitalen Betrieb zu neuen Erlösen`,
      lead: `Jede Phase baut auf den Daten der vorigen auf. Ab Jahr ${years.min} laufen mehrere Phasen parallel.`,
      year: "Jahr {year}",
      later: "danach",
      phases: {
        digitalisation: {
          title: "Digitalisierung",
          text: "Sie führen Ihren Betrieb digital mit ForestCrew: Flächen, Maßnahmen, Einsätze und Zeiten. Daraus entsteht die Datenbasis für alles Weitere.",
        },
        readiness: {
          title: "Zertifizierungsreife und Bewertung",
          text: "Flächen und Daten werden auf die Anforderungen einer Zertifizierung geprüft, und das Potenzial Ihres Waldes wird bewertet.",
        },
        carbon: {
          title: "Einstieg in den CO₂-Markt",
          text: "Die gemessene und verifizierte Bindungsleistung Ihres Waldes wird als CO₂-Zertifikat vermarktbar.",
        },
        esg: {
          title: "ESG-Positionierung",
          text: "Mit geprüften Kennzahlen zeigen Sie Abnehmern, Banken und Partnern, wie nachhaltig Ihr Betrieb wirtschaftet.",
        },
        future: {
          title: "Zukunftsmärkte",
          text: "Märkte für weitere Naturleistungen wie Biodiversität oder Wasserschutz entstehen. Ihre Datenbasis hält Ihnen diese Wege offen.",
        },
      },
    },
    requirements: {
      eyebrow: "Voraussetzungen",
      title: "Für wen sich Nexus eignet",
      lead: "Nexus ist für Waldbesitzende, Forstbetriebe und öffentliche Forstverwaltungen gedacht, die ihren Wald langfristig bewirtschaften und aus seinen Leistungen einen Wert machen wollen.",
      items: [
        {
          id: "area",
          value: `${minimumHectares}+ ha`,
          label: "Mindestfläche",
          text: `Nexus richtet sich an Waldflächen ab ${minimumHectares} Hektar.`,
        },
        {
          id: "time",
          value: `${years.min}\u2013${years.max} Jahre`,
          label: "Zeitrahmen",
          text: `Von der Digitalisierung bis zum Einstieg in den CO₂-Markt rechnen Sie mit ${years.min} bis ${years.max} Jahren.`,
        },
      ],
      contact: "Fragen zu Ihrer Fläche? Sprechen Sie uns an",
    },
    cta: {
      eyebrow: "Jetzt anfangen",
      title: "Der erste Schritt zu Nexus ist ein digitaler Betrieb",
      lead: "Je früher Ihre Daten vollständig sind, desto früher kann Ihr Wald bewertet werden. Starten Sie heute mit ForestCrew oder sichern Sie sich einen Platz auf der Warteliste.",
      terms: trialTerms("de"),
      trial: trialLabel("de"),
      waitlist: "Warteliste beitreten",
    },
    waitlist: {
      eyebrow: "Warteliste",
      title: "Seien Sie dabei, wenn Nexus startet",
      lead: "Nexus ist in Vorbereitung. Tragen Sie sich ein, und wir informieren Sie, sobald Nexus verfügbar ist.",
      points: [
        "Sie erfahren frühzeitig, wann und wie Ihr Betrieb teilnehmen kann.",
        "Angaben zu Fläche und Rolle helfen uns, Sie passend zu beraten; sie sind freiwillig.",
        "Ihre Einwilligung können Sie jederzeit widerrufen.",
      ],
    },
  },
  {
    heroActions: { discover: "Discover Nexus", features: "Explore the features" },
    heroPreview: {
      label: "Preview with sample data: a district's annual carbon sequestration and the state of measuring, reporting and verification",
      title: "Nexus · Preview",
      sample: "Sample data",
      kpiLabel: "Net sequestration 2025",
      kpiValue: "9,840 t CO₂e",
      steps: ["Measure", "Report", "Verify"],
      states: { done: "complete", active: "in progress", planned: "planned" },
    },
    figures: {
      eyebrow: "Nexus at a glance",
      title: "What your forest is worth",
      lead: "Your forest stores carbon, protects water and soil and provides habitat. Nexus turns these services into values you can prove – step by step, based on measured data.",
      items: [
        {
          id: "co2",
          value: euroRange(co2.min, co2.max, "en"),
          label: "carbon potential per hectare per year",
          text: "A potential, not a promise: what you actually earn depends on the stand, site, management, certification standard and market price.",
        },
        {
          id: "phases",
          value: String(phases),
          label: "phases",
          text: "From a digital business and the valuation of your forest to future markets for nature's services.",
        },
        {
          id: "pillars",
          value: String(pillars),
          label: "pillars of value",
          text: "Carbon credits, ESG compliance and ecosystem services – all built on the same data foundation.",
        },
      ],
    },
    foundation: {
      eyebrow: "The foundation",
      title: "No reliable data, no credit",
      lead: "Credit buyers, banks and auditors want evidence of what grows and happens in your forest. That is why Nexus rests on three building blocks that keep your data complete, from the work out in the forest to an auditable report.",
      items: [
        {
          id: "erp",
          title: "ERP: ForestCrew",
          tag: "Available in beta",
          text: "The operational basis: work orders, operations, staff, machines and working hours are recorded digitally with GPS locations. So there is proof of what happened on which stand, and when.",
          link: { label: "See ForestCrew", to: paths.forestcrew },
        },
        {
          id: "inventory",
          title: "AI forest inventory",
          tag: "In development",
          text: "Drone and satellite images and LiDAR data are analysed with AI, giving a repeatable picture of the species, growing stock and condition of your stands.",
          link: { label: "About the AI forest inventory", to: paths["forest-inventory"] },
        },
        {
          id: "mrv",
          title: "MRV system",
          tag: "Measure · report · verify",
          text: "Measurement, reporting, verification: carbon sequestration is measured, set out in traceable reports and provided with all the evidence independent verifiers need.",
        },
      ],
      diagram: {
        caption: "How Nexus is built: three pillars on one shared data foundation.",
        roof: "Revenue from your forest",
        base: "Data foundation",
      },
    },
    pillars: {
      eyebrow: `${pillars} pillars`,
      title: "Three ways to earn revenue from forest data",
      lead: "The three pillars of Nexus stand on the same foundation. Each makes a different service of your forest visible – and of interest to different buyers.",
      items: [
        {
          id: "carbon",
          title: "Carbon credits",
          short: "Carbon",
          text: "As your forest grows, it takes up CO₂. Once this sequestration is measured to a recognised standard and independently verified, it can be sold as credits to companies that want to fund climate action.",
          highlight: `Potential: ${euroRange(co2.min, co2.max, "en")} per hectare per year`,
        },
        {
          id: "esg",
          title: "ESG compliance",
          short: "ESG",
          text: "Companies, banks and investors increasingly have to show how sustainable their supply chains and investments are. With Nexus you provide robust figures on your forest – for your customers' reports and for conversations with your bank.",
          highlight: "Evidence, not statements of intent",
        },
        {
          id: "ecosystem",
          title: "Ecosystem services",
          short: "Ecosystem services",
          text: "Your forest protects water and soil, gives species a habitat and people a place to unwind. Once these services are documented, they can be demonstrated to companies, local authorities and funding bodies – and paid for.",
          highlight: "Biodiversity, water, soil, recreation",
        },
      ],
      disclaimer:
        "All figures on revenue describe potential, not promises. Whether and how much you earn depends on your forest, the chosen standard, verification and the market, among other things. Nexus does not replace legal or tax advice.",
    },
    roadmap: {
      eyebrow: "Roadmap",
      title: `${phases} phases from a digital business to new revenue`,
      lead: `Each phase builds on the data of the one before. From year ${years.min}, several phases run side by side.`,
      year: "Year {year}",
      later: "beyond",
      phases: {
        digitalisation: {
          title: "Going digital",
          text: "You run your business digitally with ForestCrew: stands, operations, assignments and hours. This gives you the data for everything that follows.",
        },
        readiness: {
          title: "Readiness and valuation",
          text: "Your stands and data are checked against the requirements of certification, and the potential of your forest is valued.",
        },
        carbon: {
          title: "Carbon market entry",
          text: "The measured and verified sequestration of your forest becomes marketable as carbon credits.",
        },
        esg: {
          title: "ESG positioning",
          text: "With verified figures you show customers, banks and partners how sustainably your business is run.",
        },
        future: {
          title: "Future markets",
          text: "Markets for further services of nature, such as biodiversity or water protection, are emerging. Your data keeps these routes open to you.",
        },
      },
    },
    requirements: {
      eyebrow: "Requirements",
      title: "Who Nexus is for",
      lead: "Nexus is designed for forest owners, forestry businesses and public forest administrations that manage their forest for the long term and want to develop what it provides into value.",
      items: [
        {
          id: "area",
          value: `${minimumHectares}+ ha`,
          label: "Minimum area",
          text: `Nexus is aimed at forest areas of ${minimumHectares} hectares or more.`,
        },
        {
          id: "time",
          value: `${years.min}\u2013${years.max} years`,
          label: "Time frame",
          text: `Allow ${years.min} to ${years.max} years from going digital to entering the carbon market.`,
        },
      ],
      contact: "Questions about your forest? Talk to us",
    },
    cta: {
      eyebrow: "Get started",
      title: "The first step towards Nexus is a digital business",
      lead: "The sooner your data is complete, the sooner your forest can be valued. Start with ForestCrew today or secure your place on the waitlist.",
      terms: trialTerms("en"),
      trial: trialLabel("en"),
      waitlist: "Join the waitlist",
    },
    waitlist: {
      eyebrow: "Waitlist",
      title: "Be there when Nexus launches",
      lead: "Nexus is being prepared. Sign up and we will let you know as soon as Nexus is available.",
      points: [
        "You will hear early on when and how your business can take part.",
        "Details on your forest area and role help us advise you properly; they are optional.",
        "You can withdraw your consent at any time.",
      ],
    },
  },
);

/** Phases in roadmap order with their copy and timing, for one language. */
export function phasesFor(lang: Lang) {
  return roadmap.map((phase) => ({ ...phase, ...content[lang].roadmap.phases[phase.id], when: phaseWhen(phase, lang) }));
}

/**
 * What the page's loader hands over, in one language: its hero, metadata and copy, the roadmap's phases and axis
 * labels, and the waitlist form's texts (which name the company).
 */
export function nexusCopy(lang: Lang, company: string) {
  const copy = content[lang];
  const axis = [...axisYears.map((year) => fill(copy.roadmap.year, { year: String(year) })), copy.roadmap.later];
  return { intro: intro[lang], copy, roadmap: { phases: phasesFor(lang), axis }, waitlist: waitlistFormCopy(lang, "nexus", company) };
}
export type NexusPageCopy = ReturnType<typeof nexusCopy>;
