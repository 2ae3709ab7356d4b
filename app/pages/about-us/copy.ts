import { goals2030 } from "~/content/facts";
import { formatPercent } from "~/content/format";
import { introCopy } from "~/content/page-intro";
import { bilingual, type Lang } from "~/lib/i18n";
import type { HeroMapCopy } from "./hero-map";

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language. The hero's buttons (to the forest section and
 * to /contact) are the route's own, since one of them scrolls within the page.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Über uns – Das Team hinter ForestCrew",
      description:
        "Forstleute und Software-Fachleute aus Ahrensburg: Wir bauen digitale Werkzeuge, die im Wald funktionieren – für gesündere Wälder und effizientere Forstbetriebe.",
      keywords: ["ForestCrew Team", "Über uns", "Forst-Software Ahrensburg", "Digitalisierung Forstwirtschaft", "Vision 2030"],
    },
    hero: {
      eyebrow: "Über uns",
      title: "Wir digitalisieren die Forstwirtschaft – aus Überzeugung",
      lead: "Wir sind Forstleute und Software-Fachleute aus Ahrensburg und bauen Werkzeuge, die im Wald wirklich funktionieren: für gesündere Wälder und für Betriebe, die wieder mehr Zeit für ihre eigentliche Arbeit haben.",
    },
  },
  {
    seo: {
      title: "About us – The team behind ForestCrew",
      description:
        "Foresters and software engineers in Ahrensburg, Germany, building digital tools that work in the forest – for healthier forests and leaner forestry businesses.",
      keywords: ["ForestCrew team", "about us", "forestry software Germany", "digital forestry", "vision 2030"],
    },
    hero: {
      eyebrow: "About us",
      title: "We build digital tools for forestry – because we believe in it",
      lead: "We are foresters and software engineers from Ahrensburg, near Hamburg, and we build tools that really work in the forest: for healthier forests, and for businesses with more time for the work that matters.",
    },
  },
);

export type ValueId = "sustainability" | "innovation" | "collaboration" | "passion";
export type GoalId = "forestHealth" | "logisticsCo2" | "biodiversity";
export type TeamId = "product" | "forestry" | "data" | "customers";

interface Heading {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface AboutCopy {
  heroActions: { forest: string; contact: string };
  heroVisual: HeroMapCopy;
  history: Heading & { paragraphs: string[]; asideTitle: string; points: string[] };
  values: Heading & { items: { id: ValueId; title: string; text: string }[] };
  vision: Heading & { items: { id: "vision" | "mission"; title: string; text: string }[] };
  goals: Heading & { badge: string; items: { id: GoalId; value: string; label: string; text: string }[]; note: string };
  team: Heading & { items: { id: TeamId; title: string; text: string }[]; career: { text: string; link: string } };
  forest: Heading & {
    points: string[];
    /** The server-drawn sketch: first paint, and the picture where WebGL is unavailable. */
    illustration: { label: string; caption: string };
    scene: { label: string; loading: string; unavailable: string };
    help: {
      title: string;
      minimise: string;
      show: string;
      /** Column heads of the table: the action, then how with a mouse and how on a touch screen. */
      head: { action: string; mouse: string; touch: string };
      items: { action: string; mouse: string; touch: string }[];
      keyboard: string;
    };
    controls: { label: string; zoomIn: string; zoomOut: string; rotateLeft: string; rotateRight: string; reset: string };
    list: { title: string; trees: string; animals: string };
    card: { close: string; facts: string };
  };
  cta: { eyebrow: string; title: string; lead: string; contact: string; career: string };
}

/** "+30 %" / "−40 %": a goal's change with its sign (a real minus sign, U+2212). */
function signed(value: number, lang: Lang): string {
  return `${value < 0 ? "\u2212" : "+"}${formatPercent(Math.abs(value), lang)}`;
}

/** The page's copy in one language. A function, so that neither language's texts reach the client bundle. */
export function aboutCopy(lang: Lang): AboutCopy {
  const goal = {
    forestHealth: signed(goals2030.forestHealthPercent, lang),
    logisticsCo2: signed(-goals2030.timberLogisticsCo2ReductionPercent, lang),
    biodiversity: signed(goals2030.biodiversityPercent, lang),
  };
  return page(goal)[lang];
}

type GoalValues = Record<GoalId, string>;

/** The page's copy in both languages, the goals' figures written in. */
const page = (goal: GoalValues) =>
  bilingual<AboutCopy>(
    {
      heroActions: { forest: "Den Wald entdecken", contact: "Kontakt aufnehmen" },
      heroVisual: {
        label: "Karte von Norddeutschland zwischen Nord- und Ostsee: ForestCrew sitzt in Ahrensburg, nordöstlich von Hamburg.",
        place: "ForestCrew in Ahrensburg",
        region: "bei Hamburg, Schleswig-Holstein",
        northSea: "Nordsee",
        balticSea: "Ostsee",
        productsTitle: "Aus Ahrensburg",
        products: ["ForestCrew", "ForestChat", "DataHub", "Nexus", "KI-Waldinventur"],
      },
      history: {
        eyebrow: "Unsere Geschichte",
        title: "Aus dem Wald, für den Wald",
        lead: "ForestCrew ist in Ahrensburg bei Hamburg entstanden. Dort sitzen Forstleute und Software-Fachleute an einem Tisch.",
        paragraphs: [
          "Am Anfang stand eine einfache Beobachtung: Im Forstbetrieb wird ständig geplant, gemessen und abgestimmt, doch vieles davon läuft noch über Papierlisten, Telefonate und Tabellen ohne Verbindung zueinander. Auf dem Weg vom Wald ins Büro gehen Informationen verloren, und wer draußen arbeitet, sitzt abends noch lange am Schreibtisch.",
          "Wir wollten Werkzeuge bauen, die diesen Alltag wirklich erleichtern: Sie funktionieren auch ohne Netz im Wald, verwenden die Begriffe der Forstpraxis und verbinden das Büro mit der Arbeit draußen. Deshalb entwickeln wir gemeinsam – forstliches Fachwissen und Softwareentwicklung in einem Team.",
          "Daraus ist eine Produktfamilie geworden: ForestCrew organisiert die Einsätze, ForestChat beantwortet als digitaler Fachassistent Fragen aus der Praxis, DataHub bindet vorhandene Systeme an, und Nexus und die KI-Waldinventur sind die nächsten Schritte. Vieles davon ist noch jung. Wir entwickeln es im engen Austausch mit den Betrieben, die damit arbeiten.",
        ],
        asideTitle: "Was uns ausmacht",
        points: [
          "Forstliche Praxis und Softwareentwicklung unter einem Dach",
          "Werkzeuge, die auch offline im Wald funktionieren",
          "Entwickelt mit den Betrieben, die sie nutzen",
          "DSGVO-konform und gehostet in Deutschland",
        ],
      },
      values: {
        eyebrow: "Unsere Werte",
        title: "Wofür wir stehen",
        lead: "Vier Werte leiten unsere Entscheidungen – bei der Entwicklung unserer Produkte ebenso wie in der Zusammenarbeit mit den Betrieben, für die wir sie bauen.",
        items: [
          {
            id: "sustainability",
            title: "Nachhaltigkeit",
            text: "Wälder wachsen über Generationen. Unsere Werkzeuge sollen helfen, sie so zu bewirtschaften, dass sie gesund, artenreich und nutzbar bleiben – ökologisch wie wirtschaftlich.",
          },
          {
            id: "innovation",
            title: "Innovation",
            text: "Wir setzen neue Technik dort ein, wo sie im Forstalltag echten Nutzen bringt – von der mobilen App bis zur künstlichen Intelligenz. Nicht um ihrer selbst willen, sondern damit die Arbeit leichter wird.",
          },
          {
            id: "collaboration",
            title: "Zusammenarbeit",
            text: "Wir entwickeln mit Forstbetrieben, nicht an ihnen vorbei. Rückmeldungen aus der Praxis fließen direkt in unsere Arbeit ein, und intern arbeiten Forst- und Softwareleute Hand in Hand.",
          },
          {
            id: "passion",
            title: "Leidenschaft",
            text: "Wir mögen den Wald und die Menschen, die in ihm arbeiten. Diese Begeisterung steckt in jedem Detail – auch in denen, die man erst bei Regen draußen im Wald bemerkt.",
          },
        ],
      },
      vision: {
        eyebrow: "Vision und Mission",
        title: "Wohin wir wollen – und wie wir dorthin kommen",
        lead: "Unsere Vision beschreibt den Wald, für den wir arbeiten. Unsere Mission sagt, was wir dazu beitragen.",
        items: [
          {
            id: "vision",
            title: "Unsere Vision",
            text: "Gesunde, artenreiche Wälder, die mit guten Daten bewirtschaftet werden: Jede Entscheidung im Forst beruht auf aktuellen, verlässlichen Informationen – vom einzelnen Baum bis zum ganzen Betrieb.",
          },
          {
            id: "mission",
            title: "Unsere Mission",
            text: "Wir geben Forstbetrieben digitale Werkzeuge an die Hand, die im Wald funktionieren: Sie nehmen Verwaltungsarbeit ab, verbinden das Büro mit der Arbeit im Wald und machen sichtbar, was der Wald leistet. So bleibt mehr Zeit für das Wesentliche – die Arbeit im Wald.",
          },
        ],
      },
      goals: {
        eyebrow: "Ziele 2030",
        title: "Was wir bis 2030 erreichen wollen",
        lead: "An drei Zielen richten wir unsere Arbeit aus. Wir wollen dazu beitragen, dass die Betriebe, die mit unseren Werkzeugen arbeiten, sie in ihren Wäldern erreichen.",
        badge: "Ziel 2030",
        items: [
          {
            id: "forestHealth",
            value: goal.forestHealth,
            label: "Waldgesundheit",
            text: "Schäden früher erkennen und gezielter handeln: Mit Inventurdaten, Luftbildern und vorausschauender Planung sollen Wälder gesünder werden.",
          },
          {
            id: "logisticsCo2",
            value: goal.logisticsCo2,
            label: "CO₂ in der Holzlogistik",
            text: "Weniger Leerfahrten, kürzere Wege: Eine besser abgestimmte Abfuhr und Tourenplanung soll die Emissionen beim Transport von Holz senken.",
          },
          {
            id: "biodiversity",
            value: goal.biodiversity,
            label: "Biodiversitätsindikatoren",
            text: "Baumartenvielfalt, Totholz, Habitatbäume: Was gemessen wird, lässt sich fördern. Wir wollen Artenvielfalt im Betrieb sichtbar und planbar machen.",
          },
        ],
        note: "Die Werte sind Zielmarken für 2030, keine bereits erreichten Ergebnisse.",
      },
      team: {
        eyebrow: "Unser Team",
        title: "Vier Bereiche, ein Team",
        lead: "Bei uns arbeiten Menschen aus der Forstwirtschaft, der Softwareentwicklung und der Datenwissenschaft eng zusammen – verteilt auf vier Bereiche.",
        items: [
          {
            id: "product",
            title: "Produkt & Entwicklung",
            text: "Dieses Team konzipiert, gestaltet und baut unsere Anwendungen – von der mobilen App, die offline im Wald funktioniert, bis zur Plattform im Büro.",
          },
          {
            id: "forestry",
            title: "Forstliche Fachexpertise",
            text: "Unsere Forstleute bringen die Praxis aus Revier und Forstbetrieb ein: Abläufe, Fachbegriffe, rechtliche Rahmenbedingungen. Deshalb arbeitet unsere Software so, wie der Forst arbeitet.",
          },
          {
            id: "data",
            title: "Daten & KI",
            text: "Hier entstehen die KI-Waldinventur und ForestChat. Das Team verknüpft Walddaten aus verschiedenen Quellen und macht sie für Entscheidungen nutzbar.",
          },
          {
            id: "customers",
            title: "Kundenerfolg & Vertrieb",
            text: "Das Team begleitet Betriebe von der ersten Demo über die Einführung bis zum täglichen Einsatz – und trägt ihre Rückmeldungen zurück ins Produkt.",
          },
        ],
        career: { text: "Sie möchten mitarbeiten?", link: "Karriere bei ForestCrew" },
      },
      forest: {
        eyebrow: "Interaktiver Wald",
        title: "Ein Wald zum Entdecken",
        lead: "Ein kleiner, interaktiver 3D-Wald mit sechs heimischen Baumarten, Totholz und sechs Waldtieren. Drehen und zoomen Sie ihn und klicken Sie auf einen Baum oder ein Tier: Eine Infokarte erzählt Ihnen mehr über die Art.",
        points: [
          "Kiefer, Eiche, Birke, Ahorn, Fichte und Buche – dazu Totholz als Lebensraum",
          "Reh, Fuchs, Wildkaninchen, Eichhörnchen, Wildschwein und Waldkauz",
          "Zu jeder Art eine Infokarte mit Beschreibung und Steckbrief",
        ],
        illustration: {
          label:
            "Skizze eines Waldstücks auf hügeligem Gelände: eine Kiefer, eine Fichte, eine Eiche, eine Buche, zwei Birken und ein abgestorbener Baum mit einer Eule, davor ein Reh und ein Fuchs.",
          caption:
            "Ein stilisierter Wald, gezeichnet in Ihrem Browser. Die Infokarten fassen Lehrbuchwissen zusammen; Größen, Gewichte und Alter sind typische Spannen.",
        },
        scene: {
          label: "3D-Wald mit sechs Baumarten, Totholz und sechs Waldtieren",
          loading: "3D-Ansicht wird geladen …",
          unavailable:
            "Ihr Browser kann die 3D-Ansicht nicht anzeigen. Die Skizze zeigt den Wald; über die Liste unten öffnen Sie jede Infokarte.",
        },
        help: {
          title: "Bedienung",
          minimise: "Bedienung ausblenden",
          show: "Bedienung anzeigen",
          head: { action: "Aktion", mouse: "Maus", touch: "Touchscreen" },
          items: [
            { action: "Drehen", mouse: "linke Taste ziehen", touch: "ein Finger" },
            { action: "Verschieben", mouse: "rechte Taste ziehen", touch: "zwei Finger" },
            { action: "Zoomen", mouse: "Mausrad", touch: "zwei Finger spreizen" },
            { action: "Infokarte", mouse: "Baum oder Tier anklicken", touch: "antippen" },
          ],
          keyboard: "Per Tastatur: Schaltflächen zum Zoomen und Drehen; die Liste unter dem Wald öffnet jede Infokarte.",
        },
        controls: {
          label: "Ansicht",
          zoomIn: "Heranzoomen",
          zoomOut: "Herauszoomen",
          rotateLeft: "Nach links drehen",
          rotateRight: "Nach rechts drehen",
          reset: "Ansicht zurücksetzen",
        },
        list: { title: "Alle Bäume und Tiere", trees: "Bäume und Totholz", animals: "Tiere" },
        card: { close: "Infokarte schließen", facts: "Steckbrief" },
      },
      cta: {
        eyebrow: "Kontakt",
        title: "Lernen Sie uns kennen",
        lead: "Sie möchten wissen, wie ForestCrew Ihren Betrieb unterstützen kann, oder mit uns zusammenarbeiten? Wir freuen uns auf Ihre Nachricht.",
        contact: "Kontakt aufnehmen",
        career: "Karriere bei ForestCrew",
      },
    },
    {
      heroActions: { forest: "Explore the forest", contact: "Get in touch" },
      heroVisual: {
        label: "Map of northern Germany between the North Sea and the Baltic: ForestCrew is based in Ahrensburg, north-east of Hamburg.",
        place: "ForestCrew in Ahrensburg",
        region: "near Hamburg, northern Germany",
        northSea: "North Sea",
        balticSea: "Baltic Sea",
        productsTitle: "Made in Ahrensburg",
        products: ["ForestCrew", "ForestChat", "DataHub", "Nexus", "AI forest inventory"],
      },
      history: {
        eyebrow: "Our story",
        title: "From the forest, for the forest",
        lead: "ForestCrew began in Ahrensburg, near Hamburg, where foresters and software engineers sit at the same table.",
        paragraphs: [
          "It started with a simple observation: forestry businesses plan, measure and coordinate all the time, yet much of it still runs on paper lists, phone calls and spreadsheets that don't talk to each other. Information gets lost on its way from the forest to the office, and people who work outdoors spend too many evenings catching up on paperwork.",
          "We wanted to build tools that really make this everyday work easier: tools that work in the forest without a signal, use the terms foresters use, and connect the office with the work outside. That is why we build them together – forestry expertise and software engineering in one team.",
          "The result is a family of products: ForestCrew organises the work, ForestChat answers forestry questions as a digital assistant, DataHub connects the systems you already use, and Nexus and the AI forest inventory are the next steps. Much of it is still young, and we develop it closely with the businesses that use it.",
        ],
        asideTitle: "What defines us",
        points: [
          "Forestry practice and software engineering under one roof",
          "Tools that work offline in the forest",
          "Built together with the businesses that use them",
          "GDPR-compliant and hosted in Germany",
        ],
      },
      values: {
        eyebrow: "Our values",
        title: "What we stand for",
        lead: "Four values guide our decisions – in how we build our products and in how we work with the businesses we build them for.",
        items: [
          {
            id: "sustainability",
            title: "Sustainability",
            text: "Forests grow over generations. Our tools should help manage them so that they stay healthy, diverse and productive – ecologically and economically.",
          },
          {
            id: "innovation",
            title: "Innovation",
            text: "We use new technology where it brings real benefit to everyday forestry – from the mobile app to artificial intelligence. Not for its own sake, but to make the work easier.",
          },
          {
            id: "collaboration",
            title: "Collaboration",
            text: "We build with forestry businesses, not just for them. Feedback from the field goes straight into our work, and in-house, foresters and engineers work hand in hand.",
          },
          {
            id: "passion",
            title: "Passion",
            text: "We love the forest and the people who work in it. That enthusiasm shows in every detail – including the ones you only notice out in the forest, in the rain.",
          },
        ],
      },
      vision: {
        eyebrow: "Vision and mission",
        title: "Where we are heading – and how we get there",
        lead: "Our vision describes the forest we work for. Our mission says what we contribute to it.",
        items: [
          {
            id: "vision",
            title: "Our vision",
            text: "Healthy, diverse forests managed with good data: every decision in forestry rests on current, reliable information – from the single tree to the whole business.",
          },
          {
            id: "mission",
            title: "Our mission",
            text: "We give forestry businesses digital tools that work in the forest: they take admin work off their hands, connect the office with the crews in the forest and show what the forest provides. That leaves more time for what matters – the work in the forest.",
          },
        ],
      },
      goals: {
        eyebrow: "Goals for 2030",
        title: "What we want to achieve by 2030",
        lead: "Three goals guide our work. We want to help the businesses that use our tools reach them in their own forests.",
        badge: "2030 goal",
        items: [
          {
            id: "forestHealth",
            value: goal.forestHealth,
            label: "Forest health",
            text: "Spot damage earlier and act more precisely: inventory data, aerial imagery and forward-looking planning should make forests healthier.",
          },
          {
            id: "logisticsCo2",
            value: goal.logisticsCo2,
            label: "CO₂ in timber logistics",
            text: "Fewer empty runs, shorter routes: better coordinated haulage and route planning should cut the emissions of transporting timber.",
          },
          {
            id: "biodiversity",
            value: goal.biodiversity,
            label: "Biodiversity indicators",
            text: "Tree species diversity, deadwood, habitat trees: what is measured can be encouraged. We want every business to be able to see its biodiversity and plan for it.",
          },
        ],
        note: "These figures are targets for 2030, not results already achieved.",
      },
      team: {
        eyebrow: "Our team",
        title: "Four areas, one team",
        lead: "People from forestry, software engineering and data science work closely together here, in four areas.",
        items: [
          {
            id: "product",
            title: "Product & Engineering",
            text: "Designs and builds our applications – from the mobile app that works offline in the forest to the platform in the office.",
          },
          {
            id: "forestry",
            title: "Forestry Expertise",
            text: "Brings in the practice of forest districts and businesses: workflows, terminology, the legal framework. That is why our software works the way forestry does.",
          },
          {
            id: "data",
            title: "Data & AI",
            text: "Develops the AI forest inventory and ForestChat, links forest data from different sources and makes it usable for decisions.",
          },
          {
            id: "customers",
            title: "Customer Success & Sales",
            text: "Supports businesses from the first demo through onboarding to everyday use – and brings their feedback back into the product.",
          },
        ],
        career: { text: "Would you like to join us?", link: "Careers at ForestCrew" },
      },
      forest: {
        eyebrow: "Interactive forest",
        title: "A forest to explore",
        lead: "A small interactive 3D forest with six native tree species, deadwood and six forest animals. Rotate and zoom it, and click a tree or an animal: an info card tells you more about the species.",
        points: [
          "Pine, oak, birch, maple, spruce and beech – plus deadwood as a habitat",
          "Roe deer, fox, rabbit, squirrel, wild boar and tawny owl",
          "An info card with a description and key facts for every species",
        ],
        illustration: {
          label:
            "Sketch of a patch of forest on rolling ground: a pine, a spruce, an oak, a beech, two birches and a dead tree with an owl, with a roe deer and a fox in front.",
          caption:
            "A stylised forest, drawn in your browser. The info cards summarise textbook knowledge; sizes, weights and ages are typical ranges.",
        },
        scene: {
          label: "3D forest with six tree species, deadwood and six forest animals",
          loading: "Loading the 3D view …",
          unavailable: "Your browser cannot display the 3D view. The sketch shows the forest; the list below opens every info card.",
        },
        help: {
          title: "Controls",
          minimise: "Hide controls help",
          show: "Show controls help",
          head: { action: "Action", mouse: "Mouse", touch: "Touch screen" },
          items: [
            { action: "Rotate", mouse: "drag with the left button", touch: "one finger" },
            { action: "Pan", mouse: "drag with the right button", touch: "two fingers" },
            { action: "Zoom", mouse: "mouse wheel", touch: "pinch" },
            { action: "Info card", mouse: "click a tree or animal", touch: "tap" },
          ],
          keyboard: "With the keyboard: buttons to zoom and rotate; the list below the forest opens every info card.",
        },
        controls: {
          label: "View",
          zoomIn: "Zoom in",
          zoomOut: "Zoom out",
          rotateLeft: "Rotate left",
          rotateRight: "Rotate right",
          reset: "Reset view",
        },
        list: { title: "All trees and animals", trees: "Trees and deadwood", animals: "Animals" },
        card: { close: "Close info card", facts: "Key facts" },
      },
      cta: {
        eyebrow: "Contact",
        title: "Get to know us",
        lead: "Would you like to know how ForestCrew can help your business, or would you like to work with us? We look forward to hearing from you.",
        contact: "Get in touch",
        career: "Careers at ForestCrew",
      },
    },
  );
