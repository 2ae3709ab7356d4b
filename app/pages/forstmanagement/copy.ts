import { landingCopy } from "~/components/landing/copy";
import { coverSrcSet } from "~/features/blog";
import { introCopy } from "~/content/page-intro";
import { fill } from "~/i18n";
import { bilingual, type Lang } from "~/lib/i18n";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Forstmanagement-Software für Forstbetriebe",
      description:
        "Maßnahmen je Bestand planen, an Teams vergeben, vor Ort erfassen und belegen: ForestCrew begleitet jede Maßnahme vom Plan bis zum Nachweis.",
      keywords: [
        "Forstmanagement",
        "Forstmanagement-Software",
        "Maßnahmenplanung Forst",
        "Arbeitsaufträge Forst",
        "Forstbetrieb digital",
        "Beta-Partner",
      ],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Forstmanagement-Software",
      title: "Forstmanagement vom Plan bis zum Nachweis",
      lead: "Maßnahmen planen, an Teams vergeben, vor Ort erfassen und gegenüber Waldbesitzenden belegen: Mit ForestCrew läuft jede Maßnahme in einem Ablauf – im Büro und in der App, auch ohne Netz.",
    },
  },
  {
    seo: {
      title: "Forest management software for forestry businesses",
      description:
        "Plan operations for each stand, assign them to crews, record the work on site and prove it: ForestCrew takes every operation from plan to proof.",
      keywords: [
        "forest management",
        "forest management software",
        "forestry operations planning",
        "forestry work orders",
        "digital forestry",
        "beta partner",
      ],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Forest management software",
      title: "Forest management from plan to proof",
      lead: "Plan operations, assign them to your crews, record the work on site and show forest owners what was done: with ForestCrew, every operation runs through one workflow – in the office and in the app, even without a signal.",
    },
  },
);

/** Where a measure stands: the plan's colours and the workflow's steps share them. */
export type MeasureStatus = "planned" | "assigned" | "active" | "done";
export type StepIcon = "calendar" | "route" | "clipboard" | "chart";
export type RoleIcon = "office" | "crew" | "owner";

/** One measure in the hero's sample plan; `cpt` names its compartment on the map. */
export interface PlanMeasure {
  cpt: "12b" | "14c" | "15a" | "07a";
  what: string;
  who: string;
  status: MeasureStatus;
}

/** A teaser of a blog article; the page shows three (Digitalisierung, Technologie, Marktanalyse). */
export interface BlogTeaser {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  /** Minutes. */
  readTime: number;
  /** The article's cover as the blog stores it (a seed cover under /blog/images/covers/); none shows a drawn panel. */
  cover?: string;
}

/** Everything on the page below the hero, in the page's order. */
export const page = /* @__PURE__ */ bilingual(
  {
    hero: {
      toBeta: "Beta-Partner werden",
      toWorkflow: "Ablauf ansehen",
      trust: ["DSGVO-konform", "Gehostet in Deutschland", "iOS-App im App Store"],
    },
    plan: {
      label:
        "Beispielbild: Maßnahmenplan eines Reviers. Auf der Karte sind die Abteilungen nach dem Stand ihrer Maßnahme eingefärbt, daneben stehen die Maßnahmen mit Team und Status.",
      title: "Maßnahmenplan 2026",
      scope: "Revier Hochwald",
      sample: "Beispieldaten",
      cpt: "Abt.",
      progress: "60 % erledigt",
      status: { planned: "Geplant", assigned: "Vergeben", active: "In Arbeit", done: "Erledigt" } satisfies Record<MeasureStatus, string>,
      measures: [
        { cpt: "12b", what: "Jungwaldpflege", who: "Team Nord", status: "active" },
        { cpt: "14c", what: "Durchforstung", who: "Forstdienstleister", status: "assigned" },
        { cpt: "15a", what: "Pflanzung Eiche", who: "Team Süd", status: "planned" },
        { cpt: "07a", what: "Polter aufnehmen", who: "Team Nord", status: "done" },
      ] satisfies PlanMeasure[],
    },
    workflow: {
      eyebrow: "Der Ablauf",
      title: "So läuft eine Maßnahme mit ForestCrew",
      lead: "Vom Plan im Büro bis zum Bericht für die Waldbesitzenden liegt alles an einer Stelle: Fläche, Team, Zeiten, Fotos und Dokumente.",
      stepLabel: "Schritt",
      steps: [
        {
          icon: "calendar",
          status: "planned",
          title: "Maßnahmen planen",
          text: "Sie legen jede Maßnahme für ihren Bestand an: Fläche auf der Karte, Art der Arbeit, Zeitraum, Anweisungen und Dokumente.",
          points: ["Fläche mit GPS-Bezug", "Anweisungen und Dokumente am Auftrag"],
        },
        {
          icon: "route",
          status: "assigned",
          title: "An Teams vergeben",
          text: "Sie ziehen Personal und Maschinen auf die Zeitleiste. ForestCrew zeigt Qualifikationen und Verfügbarkeiten und meldet Konflikte, bevor jemand umsonst hinausfährt.",
          points: ["Einsatzplanung per Drag-and-drop", "Konflikterkennung bei Personal und Technik"],
        },
        {
          icon: "clipboard",
          status: "active",
          title: "Vor Ort erfassen",
          text: "Das Team hat den Auftrag mit Karte auf dem Smartphone und findet die Fläche per GPS. Zeiten und Fotos, etwa von Poltern oder Schäden, erfasst es mit Standort, auch ohne Netz.",
          points: ["Zeiterfassung mit GPS", "Fotos mit Standort", "Offline-Modus"],
        },
        {
          icon: "chart",
          status: "done",
          title: "Prüfen und belegen",
          text: "Im Büro sehen Sie Fortschritt und Stunden je Maßnahme, sobald sie erfasst sind. Berichte, Fotos und Dokumente liegen am Auftrag bereit, für Waldbesitzende, Förderstellen und Behörden.",
          points: ["Berichte und Kennzahlen", "GeoJSON-Export für Ihr GIS"],
        },
      ] satisfies { icon: StepIcon; status: MeasureStatus; title: string; text: string; points: string[] }[],
    },
    roles: {
      eyebrow: "Für alle Beteiligten",
      title: "Büro, Wald und Auftraggeber sehen denselben Stand",
      items: [
        {
          icon: "office",
          title: "Betriebs- und Revierleitung",
          text: "Plant Maßnahmen, vergibt sie und sieht jederzeit, was erledigt ist – ohne Rundruf und ohne hinauszufahren.",
        },
        {
          icon: "crew",
          title: "Teams und Dienstleister",
          text: "Haben Auftrag, Karte und Anweisungen in der App und erfassen ihre Arbeit mit wenigen Fingertipps statt auf dem Stundenzettel.",
        },
        {
          icon: "owner",
          title: "Waldbesitzende und Behörden",
          text: "Erhalten nachvollziehbare Nachweise: was wann auf welcher Fläche geschah, mit Zeiten und Fotos samt Standort.",
        },
      ] satisfies { icon: RoleIcon; title: string; text: string }[],
    },
    blog: {
      eyebrow: "Blog",
      title: "Weiterlesen: Wissen aus der Praxis",
      lead: "Hintergründe, Anleitungen und Marktbeobachtungen für Forstbetriebe – aus unserem Blog.",
      all: "Alle Artikel im Blog",
      read: "Artikel lesen",
      teasers: [
        {
          title: "Digitale Arbeitsaufträge im Forst: So gelingt der Umstieg vom Papier",
          slug: "digitale-arbeitsauftraege-im-forst",
          cover: "/blog/images/covers/digitale-arbeitsauftraege-im-forst.webp",
          excerpt:
            "Was in einen guten Arbeitsauftrag gehört, wie Sie Ihre Teams mitnehmen und welche Fehler Sie beim Umstieg vermeiden sollten – ein Leitfaden aus der Praxis.",
          category: "Digitalisierung",
          readTime: 6,
        },
        {
          title: "Borkenkäfer-Monitoring mit Drohnen und KI",
          slug: "borkenkaefer-monitoring-mit-drohnen-und-ki",
          cover: "/blog/images/covers/borkenkaefer-monitoring-mit-drohnen-und-ki.webp",
          excerpt:
            "Wie Drohnenbilder und KI-Auswertung befallene Fichten früher sichtbar machen sollen – und was das für Ihre Einsatzplanung bedeutet.",
          category: "Technologie",
          readTime: 7,
        },
        {
          title: "Der CO₂-Markt für Waldbesitzende: Chancen und Fallstricke",
          slug: "co2-markt-fuer-waldbesitzer",
          cover: "/blog/images/covers/co2-markt-fuer-waldbesitzer.webp",
          excerpt: "Welche Flächen sich eignen, welche Nachweise verlangt werden und woran Sie seriöse Angebote erkennen.",
          category: "Marktanalyse",
          readTime: 8,
        },
      ] satisfies BlogTeaser[],
    },
    cta: {
      eyebrow: "Jetzt starten",
      title: "Planen Sie Ihre nächste Maßnahme mit ForestCrew",
    },
  },
  {
    hero: {
      toBeta: "Become a beta partner",
      toWorkflow: "See how it works",
      trust: ["GDPR-compliant", "Hosted in Germany", "iOS app on the App Store"],
    },
    plan: {
      label:
        "Example picture: a district's operations plan. The map colours each compartment by the state of its operation; beside it, the operations with their crew and status.",
      title: "Operations plan 2026",
      scope: "Hochwald district",
      sample: "Sample data",
      cpt: "Cpt.",
      progress: "60% done",
      status: { planned: "Planned", assigned: "Assigned", active: "In progress", done: "Done" },
      measures: [
        { cpt: "12b", what: "Young stand tending", who: "North crew", status: "active" },
        { cpt: "14c", what: "Thinning", who: "Contractor", status: "assigned" },
        { cpt: "15a", what: "Oak planting", who: "South crew", status: "planned" },
        { cpt: "07a", what: "Timber stack tally", who: "North crew", status: "done" },
      ],
    },
    workflow: {
      eyebrow: "The workflow",
      title: "How an operation runs with ForestCrew",
      lead: "From planning in the office to the report for the forest owner, everything stays in one place: area, crew, hours, photos and documents.",
      stepLabel: "Step",
      steps: [
        {
          icon: "calendar",
          status: "planned",
          title: "Plan operations",
          text: "You create each operation for its stand: the area on the map, the type of work, the time frame, instructions and documents.",
          points: ["Area with GPS reference", "Instructions and documents on the work order"],
        },
        {
          icon: "route",
          status: "assigned",
          title: "Assign them to crews",
          text: "You drag people and machines onto the timeline. ForestCrew shows qualifications and availability and flags conflicts before anyone drives out for nothing.",
          points: ["Drag-and-drop scheduling", "Conflict detection for staff and machines"],
        },
        {
          icon: "clipboard",
          status: "active",
          title: "Record on site",
          text: "The crew has the work order and map on their phone and finds the area by GPS. Hours and photos – of timber stacks or damage, say – are recorded with their location, even without a signal.",
          points: ["Time tracking with GPS", "Geotagged photos", "Offline mode"],
        },
        {
          icon: "chart",
          status: "done",
          title: "Check and prove",
          text: "In the office you see progress and hours for each operation as soon as they are recorded. Reports, photos and documents sit with the work order, ready for forest owners, funding bodies and authorities.",
          points: ["Reports and KPIs", "GeoJSON export for your GIS"],
        },
      ],
    },
    roles: {
      eyebrow: "For everyone involved",
      title: "Office, forest and clients see the same picture",
      items: [
        {
          icon: "office",
          title: "Managers and district foresters",
          text: "Plan operations, assign them and see at any time what is done – without ringing round or driving out.",
        },
        {
          icon: "crew",
          title: "Crews and contractors",
          text: "Have the work order, map and instructions in the app, and record their work with a few taps instead of on a timesheet.",
        },
        {
          icon: "owner",
          title: "Forest owners and authorities",
          text: "Receive records they can follow: what was done, when and where, with hours and geotagged photos.",
        },
      ],
    },
    blog: {
      eyebrow: "Blog",
      title: "Further reading from the field",
      lead: "Background, how-tos and market observations for forestry businesses – from our blog.",
      all: "All articles on the blog",
      read: "Read article",
      teasers: [
        {
          title: "Digital work orders in forestry: how to make the switch from paper",
          slug: "digital-work-orders-in-forestry",
          cover: "/blog/images/covers/digitale-arbeitsauftraege-im-forst.webp",
          excerpt:
            "What belongs in a good work order, how to bring your crews along and which mistakes to avoid when you switch – a practical guide.",
          category: "Digitalisation",
          readTime: 6,
        },
        {
          title: "Bark beetle monitoring with drones and AI",
          slug: "bark-beetle-monitoring-with-drones-and-ai",
          cover: "/blog/images/covers/borkenkaefer-monitoring-mit-drohnen-und-ki.webp",
          excerpt:
            "How drone imagery and AI analysis aim to reveal infested spruce earlier – and what that means for your operations planning.",
          category: "Technology",
          readTime: 7,
        },
        {
          title: "The carbon market for forest owners: opportunities and pitfalls",
          slug: "carbon-market-for-forest-owners",
          cover: "/blog/images/covers/co2-markt-fuer-waldbesitzer.webp",
          excerpt: "Which areas qualify, what evidence is required and how to tell a sound offer from a dubious one.",
          category: "Market analysis",
          readTime: 8,
        },
      ],
    },
    cta: {
      eyebrow: "Get started",
      title: "Plan your next operation with ForestCrew",
    },
  },
);

/** What the page's loader hands over: its hero, metadata and copy and the landing pages' shared texts, in one language. */
export function forstmanagementCopy(lang: Lang) {
  const copy = page[lang];
  const landing = landingCopy(lang);
  const teasers = copy.blog.teasers.map((teaser) => ({
    ...teaser,
    readTimeLabel: fill(landing.ui.readTime, { minutes: String(teaser.readTime) }),
    // The cover's <img> attributes, with its widths as the blog lists them: worked out here, so that the page's
    // bundle does not need the blog's code. The cards share a row from md up (about a third of the 80 rem container).
    coverImage: teaser.cover
      ? { src: teaser.cover, srcSet: coverSrcSet(teaser.cover), sizes: "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw" }
      : undefined,
  }));
  return { intro: intro[lang], copy: { ...copy, blog: { ...copy.blog, teasers } }, landing };
}
export type ForstmanagementCopy = ReturnType<typeof forstmanagementCopy>["copy"];
