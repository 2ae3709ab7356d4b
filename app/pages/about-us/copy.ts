import { goals2030 } from "~/content/facts";
import { formatPercent } from "~/content/format";
import { introCopy } from "~/content/page-intro";
import { bilingual, type Lang } from "~/lib/i18n";

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
        "Forstleute und Softwareentwickler aus Ahrensburg: Wir bauen digitale Werkzeuge, die im Wald funktionieren – für gesündere Wälder und effizientere Forstbetriebe.",
      keywords: ["ForestCrew Team", "Über uns", "Forst-Software Ahrensburg", "Digitalisierung Forstwirtschaft", "Vision 2030"],
    },
    hero: {
      eyebrow: "Über uns",
      title: "Wir digitalisieren die Forstwirtschaft – aus Überzeugung",
      lead: "Forstleute und Softwareentwickler aus Ahrensburg, die Werkzeuge bauen, die im Wald wirklich funktionieren: für gesündere Wälder und Betriebe, die mehr Zeit für ihre Arbeit haben.",
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
      title: "We are digitalising forestry – out of conviction",
      lead: "Foresters and software engineers from Ahrensburg building tools that genuinely work in the forest: for healthier forests and businesses with more time for their real work.",
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
      history: {
        eyebrow: "Unsere Geschichte",
        title: "Aus dem Wald, für den Wald",
        lead: "ForestCrew ist in Ahrensburg entstanden – dort, wo Forstleute und Softwareentwickler an einem Tisch sitzen.",
        paragraphs: [
          "Am Anfang stand eine einfache Beobachtung: Im Forstbetrieb wird ständig geplant, gemessen und abgestimmt, doch vieles davon läuft noch über Papierlisten, Telefonate und Tabellen, die nicht miteinander sprechen. Informationen gehen auf dem Weg vom Bestand ins Büro verloren, und wer draußen arbeitet, verbringt abends zu viel Zeit mit Nacharbeit.",
          "Wir wollten Werkzeuge bauen, die diesen Alltag wirklich erleichtern: die auch ohne Netz im Bestand funktionieren, die Sprache der Forstpraxis sprechen und Büro und Waldarbeit verbinden. Deshalb entwickeln wir gemeinsam – forstliches Fachwissen und Softwareentwicklung in einem Team.",
          "Daraus ist eine Plattform geworden: ForestCrew für die Organisation der Einsätze, ForestChat als digitaler Fachassistent, DataHub für die Anbindung vorhandener Systeme und mit Nexus und der KI-Waldinventur die nächsten Schritte. Vieles davon ist noch jung. Wir entwickeln es im engen Austausch mit den Betrieben, die damit arbeiten.",
        ],
        asideTitle: "Was uns ausmacht",
        points: [
          "Forstliche Praxis und Softwareentwicklung unter einem Dach",
          "Werkzeuge, die auch offline im Bestand funktionieren",
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
            text: "Wald denkt in Generationen. Unsere Werkzeuge sollen helfen, ihn so zu bewirtschaften, dass er gesund, artenreich und nutzbar bleibt – ökologisch wie wirtschaftlich.",
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
            text: "Wir mögen den Wald und die Menschen, die in ihm arbeiten. Diese Begeisterung steckt in jedem Detail – auch in denen, die man erst bei Regen im Bestand bemerkt.",
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
            text: "Wir geben Forstbetrieben digitale Werkzeuge an die Hand, die im Wald funktionieren: Sie nehmen Verwaltungsarbeit ab, verbinden Büro und Bestand und machen sichtbar, was der Wald leistet. So bleibt mehr Zeit für das Wesentliche – die Arbeit im Wald.",
          },
        ],
      },
      goals: {
        eyebrow: "Ziele 2030",
        title: "Was wir bis 2030 erreichen wollen",
        lead: "Drei Ziele, an denen wir unsere Arbeit ausrichten. Wir wollen dazu beitragen, dass die Wälder und Betriebe, die mit unseren Werkzeugen arbeiten, sie erreichen.",
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
        lead: "Bei uns arbeiten Menschen aus der Forstwirtschaft, der Softwareentwicklung und der Datenwissenschaft eng zusammen. Vier Bereiche tragen ForestCrew.",
        items: [
          {
            id: "product",
            title: "Produkt & Entwicklung",
            text: "Konzipiert, gestaltet und baut unsere Anwendungen – von der mobilen App, die offline im Bestand funktioniert, bis zur Plattform im Büro.",
          },
          {
            id: "forestry",
            title: "Forstliche Fachexpertise",
            text: "Bringt die Praxis aus Revier und Forstbetrieb ein: Abläufe, Fachbegriffe, rechtliche Rahmenbedingungen. So arbeitet unsere Software, wie der Forst arbeitet.",
          },
          {
            id: "data",
            title: "Daten & KI",
            text: "Entwickelt die KI-Waldinventur und ForestChat, verknüpft Walddaten aus verschiedenen Quellen und macht sie für Entscheidungen nutzbar.",
          },
          {
            id: "customers",
            title: "Kundenerfolg & Vertrieb",
            text: "Begleitet Betriebe von der ersten Demo über die Einführung bis zum täglichen Einsatz – und trägt ihre Rückmeldungen zurück ins Produkt.",
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
      history: {
        eyebrow: "Our story",
        title: "From the forest, for the forest",
        lead: "ForestCrew began in Ahrensburg, near Hamburg – where foresters and software engineers sit at the same table.",
        paragraphs: [
          "It started with a simple observation: forestry businesses plan, measure and coordinate all the time, yet much of it still runs on paper lists, phone calls and spreadsheets that do not talk to each other. Information gets lost between the forest stand and the office, and people who work outdoors spend too many evenings catching up on paperwork.",
          "We wanted to build tools that genuinely make this everyday work easier: tools that work in the stand without a signal, speak the language of forestry practice and connect the office with the work outside. That is why we build them together – forestry expertise and software engineering in one team.",
          "The result is a platform: ForestCrew for organising operations, ForestChat as a digital forestry assistant, DataHub for connecting existing systems, and Nexus and the AI forest inventory as the next steps. Much of it is still young. We develop it in close exchange with the businesses that use it.",
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
            text: "Forests think in generations. Our tools should help manage them so that they stay healthy, diverse and productive – ecologically and economically.",
          },
          {
            id: "innovation",
            title: "Innovation",
            text: "We use new technology where it brings real benefit to everyday forestry – from the mobile app to artificial intelligence. Not for its own sake, but to make the work easier.",
          },
          {
            id: "collaboration",
            title: "Collaboration",
            text: "We develop with forestry businesses, not past them. Feedback from the field goes straight into our work, and internally foresters and engineers work hand in hand.",
          },
          {
            id: "passion",
            title: "Passion",
            text: "We love the forest and the people who work in it. That enthusiasm shows in every detail – including the ones you only notice in the rain, out in the stand.",
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
            text: "We give forestry businesses digital tools that work in the forest: they take administrative work off their hands, connect the office with the stand and make visible what the forest provides. That leaves more time for what matters – the work in the forest.",
          },
        ],
      },
      goals: {
        eyebrow: "Goals for 2030",
        title: "What we want to achieve by 2030",
        lead: "Three goals that guide our work. We want to help the forests and businesses that work with our tools reach them.",
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
            text: "Tree species diversity, deadwood, habitat trees: what is measured can be encouraged. We want to make biodiversity visible and plannable in every business.",
          },
        ],
        note: "These figures are targets for 2030, not results already achieved.",
      },
      team: {
        eyebrow: "Our team",
        title: "Four areas, one team",
        lead: "People from forestry, software engineering and data science work closely together here. Four areas carry ForestCrew.",
        items: [
          {
            id: "product",
            title: "Product & Engineering",
            text: "Designs and builds our applications – from the mobile app that works offline in the stand to the platform in the office.",
          },
          {
            id: "forestry",
            title: "Forestry Expertise",
            text: "Brings in the practice of forest districts and businesses: workflows, terminology, the legal framework. So our software works the way forestry works.",
          },
          {
            id: "data",
            title: "Data & AI",
            text: "Develops the AI forest inventory and ForestChat, links forest data from different sources and makes it usable for decisions.",
          },
          {
            id: "customers",
            title: "Customer Success & Sales",
            text: "Accompanies businesses from the first demo through onboarding to everyday use – and carries their feedback back into the product.",
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
        lead: "Would you like to know how ForestCrew can support your business, or work with us? We look forward to hearing from you.",
        contact: "Get in touch",
        career: "Careers at ForestCrew",
      },
    },
  );
