import type { ClaimFigure } from "~/content/claim-figure";
import { claims } from "~/content/facts";
import { formatPercent } from "~/content/format";
import { introCopy } from "~/content/page-intro";
import { waitlistFormCopy } from "~/features/waitlist";
import { fill } from "~/i18n";
import { bilingual, type Lang } from "~/lib/i18n";
import { demoTrees, type TreeSpecies } from "./demo-forest";
import { inventoryLayers, type LayerId } from "./layers";
import type { HealthLabel } from "./tree-health";

/**
 * Hero and metadata of the page, German and English. The hero's waitlist button scrolls to
 * the waitlist on this page, so the page renders it itself from `copy.hero`.
 */
export const intro = introCopy(
  {
    seo: {
      title: "KI-Waldinventur – Drohne, LiDAR und KI",
      description:
        "Die KI-Waldinventur von ForestCrew erfasst Bestände per Drohne, LiDAR und Satellitenbild und wertet sie mit KI aus. Sie ist in Entwicklung: jetzt vormerken.",
      keywords: ["KI-Waldinventur", "Waldinventur Drohne", "LiDAR Wald", "Forstinventur", "Satellitenbilder Wald"],
    },
    hero: {
      badge: { kind: "soon", label: "In Entwicklung" },
      eyebrow: "KI-Waldinventur",
      title: "Waldinventur mit Drohne, LiDAR und KI",
      lead: "Die KI-Waldinventur wertet Satellitenbilder, Drohnenflüge und LiDAR-Daten aus. So erfassen Sie Bestände, Baumarten und Vitalität mit weit weniger Messarbeit im Wald.",
    },
  },
  {
    seo: {
      title: "AI forest inventory – drones, LiDAR and AI",
      description:
        "ForestCrew's AI forest inventory captures stands with drones, LiDAR and satellite imagery and analyses them with AI. In development – join the waitlist now.",
      keywords: ["AI forest inventory", "drone forest inventory", "forest LiDAR", "forest inventory", "satellite imagery"],
    },
    hero: {
      badge: { kind: "soon", label: "In development" },
      eyebrow: "AI forest inventory",
      title: "Forest inventory with drones, LiDAR and AI",
      lead: "The AI forest inventory analyses satellite imagery, drone flights and LiDAR data, so you can record your stands, species and tree health with far less measuring on the ground.",
    },
  },
);

export type InventoryIcon = "area" | "health" | "data" | "drone" | "lidar" | "satellite" | "ai" | "operations" | "owners" | "research";

interface Item {
  icon: InventoryIcon;
  title: string;
  text: string;
}

/** The four layers of the visualisation, in order; the ids match `./layers.ts`. */
interface LayerCopy {
  label: string;
  text: string;
}

/** Everything below the hero, in the order of the page. */
export const copy = /* @__PURE__ */ bilingual(
  {
    hero: {
      waitlist: "Auf die Warteliste",
      note: "Die KI-Waldinventur befindet sich in Entwicklung. Tragen Sie sich unverbindlich in die Warteliste ein.",
      stackLabel:
        "Schema: vier übereinanderliegende Ebenen – Satellitenbild, Drohnenbild, KI-Analyse und Waldinventur – ergeben zusammen die digitale Inventur.",
    },
    benefits: {
      eyebrow: "Vorteile",
      title: "Mehr über Ihren Wald wissen – mit weniger Aufwand",
      lead: "Die klassische Inventur mit Kluppe, Höhenmesser und Probekreisen ist genau, aber langsam. Fernerkundung und KI nehmen Ihnen den größten Teil der Messarbeit ab.",
      speed: {
        /** `{percent}` is filled from the facts module and marked as advertising. */
        title: "Bis zu {percent} schnellere Erfassung",
        text: "Drohnenflug und automatische Auswertung ersetzen einen großen Teil der Messungen im Bestand. Ihr Team gewinnt Zeit für die Aufgaben, die Erfahrung brauchen.",
      },
      items: [
        {
          icon: "area",
          title: "Die ganze Fläche statt Stichproben",
          text: "Fernerkundung erfasst den gesamten Bestand, nicht nur einzelne Probekreise. Lücken, Schadstellen und Unterschiede werden sichtbar.",
        },
        {
          icon: "health",
          title: "Vitalität früh erkennen",
          text: "Die KI-Analyse bewertet den Kronenzustand jedes erkannten Baumes. Geschwächte und abgestorbene Bäume fallen frühzeitig auf.",
        },
        {
          icon: "data",
          title: "Ergebnisse, mit denen Sie weiterarbeiten",
          text: "Sie erhalten Stammzahlen, Baumarten, Höhen und Vitalität als Karte und Tabelle. Beides ist für die direkte Übernahme in ForestCrew und den DataHub vorgesehen.",
        },
      ] satisfies Item[],
    },
    report: {
      label:
        "Beispielbild: Inventurergebnis eines Bestandes mit Stammzahl, Holzvorrat, mittlerer Höhe, Baumartenanteilen, Vitalitätsklassen und einer Karte, auf der eine Schadgruppe im Nordosten markiert ist",
      title: "Inventurergebnis",
      stand: "Abt. 15a · Fichten-Buchen-Mischbestand",
      meta: "12,4 ha · Drohne und LiDAR · Juni 2026",
      sample: "Beispieldaten",
      kpis: {
        stems: { label: "Stammzahl", unit: "/ha" },
        volume: { label: "Holzvorrat", unit: "m³/ha" },
        height: { label: "Mittlere Höhe", unit: "m" },
        basalArea: { label: "Grundfläche", unit: "m²/ha" },
      },
      speciesTitle: "Baumartenanteile",
      healthTitle: "Vitalität",
      mapTitle: "Karte · Ausschnitt",
      mapNote: "Schadgruppe Fichte, Nordost",
      hint: "Hinweis: Schadgruppe im Nordosten vor Ort prüfen",
    },
    technology: {
      eyebrow: "Technologie",
      title: "Was hinter der Inventur steckt",
      lead: "Jede Datenquelle hat ihre Stärken. Kombiniert ergeben sie ein Bild Ihres Waldes, das keine allein liefern könnte.",
      items: [
        {
          icon: "drone",
          title: "Drohne",
          text: "Hochaufgelöste Luftbilder zeigen einzelne Kronen, Lücken und Schadflächen – aufgenommen dann, wenn Sie die Daten brauchen.",
        },
        {
          icon: "lidar",
          title: "LiDAR",
          text: "Laserscanning misst die dreidimensionale Struktur des Bestandes: Baumhöhen, Kronenformen und das Gelände unter dem Kronendach.",
        },
        {
          icon: "satellite",
          title: "Satellitenbilder",
          text: "Regelmäßige Aufnahmen geben den großräumigen Überblick und zeigen, wie sich Ihre Bestände über die Zeit verändern.",
        },
        {
          icon: "ai",
          title: "KI-Analyse",
          text: "Modelle des maschinellen Lernens erkennen Einzelbäume, ordnen Baumarten zu und bewerten die Vitalität jedes Baumes.",
        },
      ] satisfies Item[],
    },
    process: {
      eyebrow: "Ablauf",
      step: "Schritt",
      title: "Von der Befliegung zum Ergebnis",
      steps: [
        {
          title: "Datenerfassung",
          text: "Eine Drohne befliegt Ihre Flächen und tastet sie per LiDAR ab. Aktuelle Satellitenbilder ergänzen die Aufnahmen.",
        },
        {
          title: "KI-Analyse",
          text: "Die KI erkennt Einzelbäume und bestimmt Baumart, Höhe und Vitalität.",
        },
        {
          title: "Validierung",
          text: "Stichproben im Bestand sichern die Ergebnisse ab: Die Auswertung wird mit Messungen vor Ort abgeglichen.",
        },
        {
          title: "Bereitstellung",
          text: "Sie erhalten Karten, Tabellen und Kennzahlen digital – zur Weiterverarbeitung in ForestCrew, im DataHub oder in Ihrem GIS.",
        },
      ],
    },
    visualisation: {
      eyebrow: "Visualisierung",
      title: "Vom Satellitenbild zur fertigen Inventur",
      lead: "Wählen Sie eine Ebene und sehen Sie, wie aus Bilddaten Schritt für Schritt eine digitale Inventur entsteht.",
      switcherLabel: "Ebene wählen",
      progressLabel: "Fortschritt der Auswertung",
      legendTitle: "Vitalität",
      mapLabel: "Demofläche mit {count} Bäumen, Ebene: {layer}",
      sample: "Demofläche mit zufällig erzeugten Beispieldaten",
      layers: {
        satellite: {
          label: "Satellitenbild",
          text: "Es zeigt die Fläche im großen Zusammenhang: Bestandesgrenzen, Wege, Lücken und grobe Unterschiede im Kronendach.",
        },
        drone: {
          label: "Drohnenbild",
          text: "Aus geringer Höhe aufgenommen, zeigt es einzelne Kronen. Lücken und Schadstellen lassen sich darauf genau verorten.",
        },
        analysis: {
          label: "KI-Analyse",
          text: "Die KI erkennt jeden Baum und ordnet seine Vitalität einer Klasse zu – von sehr gut bis abgestorben.",
        },
        inventory: {
          label: "Waldinventur",
          text: "Das Ergebnis führt jeden Baum mit Nummer, Baumart, Höhe, Durchmesser, Volumen und gespeichertem Kohlenstoff. Wählen Sie einen Baum aus, um seine Daten zu sehen.",
        },
      } satisfies Record<string, LayerCopy>,
      health: {
        veryGood: "Sehr gut",
        good: "Gut",
        medium: "Mittel",
        bad: "Schlecht",
        dead: "Abgestorben",
      },
      species: {
        pine: "Kiefer",
        oak: "Eiche",
        birch: "Birke",
        maple: "Ahorn",
        spruce: "Fichte",
        beech: "Buche",
        deadTree: "Abgestorbener Baum",
      } satisfies Record<TreeSpecies, string>,
      /** A tree's health label (spec section 4). */
      healthLabels: {
        dead: "Tot",
        critical: "Kritisch",
        impaired: "Beeinträchtigt",
        good: "Gut",
        excellent: "Ausgezeichnet",
      } satisfies Record<HealthLabel, string>,
      summary: {
        trees: "Erkannte Bäume",
        species: "Baumarten",
        height: "Mittlere Höhe",
        volume: "Holzvorrat (Schaft)",
        carbon: "Gespeicherter Kohlenstoff",
        tree: "Baum",
        metres: "m",
      },
      scene: {
        help: {
          show: "Bedienung",
          hide: "Ausblenden",
          neutral: "Wählen Sie einen Baum aus, um seine Daten zu sehen. Die Schaltflächen unten links zoomen und drehen die Ansicht.",
          touch: "Tippen Sie auf einen Baum, um seine Daten zu sehen. Seitlich wischen dreht die Ansicht, mit zwei Fingern zoomen Sie.",
          mouse:
            "Klicken Sie auf einen Baum, um seine Daten zu sehen. Ziehen mit der linken Maustaste dreht die Ansicht, mit der rechten verschiebt sie, das Mausrad zoomt.",
        },
        controls: "Ansicht steuern",
        zoomIn: "Heranzoomen",
        zoomOut: "Herauszoomen",
        rotateLeft: "Nach links drehen",
        rotateRight: "Nach rechts drehen",
        treeList: "Bäume der Demofläche",
        treeListHint: "Jeder Eintrag öffnet dieselbe Karte, die auch ein Baum in der Ansicht öffnet.",
      },
      card: {
        title: "Baum {id}",
        close: "Schließen",
        height: "Höhe",
        diameter: "Brusthöhendurchmesser",
        age: "Alter",
        years: "Jahre",
        health: "Gesundheitszustand",
        healthIndex: "Vitalitätsindex",
        volume: "Holzvolumen (Schaft)",
        carbon: "Gespeicherter Kohlenstoff",
        note: "Beispieldaten. Volumen nach der Formzahlmethode (V = f · π/4 · d² · h), Kohlenstoff aus Volumen × Holzdichte × 0,5.",
      },
    },
    useCases: {
      eyebrow: "Anwendungsfälle",
      title: "Für alle, die ihren Wald genau kennen müssen",
      items: [
        {
          icon: "operations",
          title: "Forstbetriebe und Dienstleister",
          text: "Sie planen Durchforstung und Holzernte mit aktuellen Bestandsdaten, erfassen Schadflächen schnell und setzen Maßnahmen gezielt an.",
        },
        {
          icon: "owners",
          title: "Waldbesitzende",
          text: "Sie wissen, was in Ihrem Wald wächst: Baumarten, Vorrat und Gesundheitszustand, verständlich aufbereitet als Grundlage für Ihre Entscheidungen.",
        },
        {
          icon: "research",
          title: "Behörden und Forschung",
          text: "Sie erhalten flächendeckende, nachvollziehbare Daten für die Beobachtung des Waldzustands, die Erfassung von Schäden und die Forschung.",
        },
      ] satisfies Item[],
    },
    waitlist: {
      eyebrow: "Warteliste",
      title: "Jetzt auf die Warteliste",
      lead: "Die KI-Waldinventur ist in Entwicklung. Tragen Sie sich ein – wir informieren Sie, sobald sie verfügbar ist.",
      points: ["Sie erfahren frühzeitig, wann die KI-Waldinventur startet.", "Der Eintrag ist unverbindlich und kostenlos."],
    },
    cta: {
      eyebrow: "Fragen?",
      title: "Sprechen Sie mit uns über Ihre Flächen",
      lead: "Sie möchten wissen, ob sich die KI-Waldinventur für Ihren Betrieb eignet? Wir beraten Sie gern – und zeigen Ihnen, was ForestCrew heute schon für Ihre Betriebsführung leistet.",
      waitlist: "Zur Warteliste",
      contact: "Kontakt aufnehmen",
    },
  },
  {
    hero: {
      waitlist: "Join the waitlist",
      note: "The AI forest inventory is still in development. Join the waitlist – there is no obligation.",
      stackLabel:
        "Diagram: four stacked layers – satellite image, drone image, AI analysis and forest inventory – which together make up the digital inventory.",
    },
    benefits: {
      eyebrow: "Benefits",
      title: "Know more about your forest – with less effort",
      lead: "A traditional inventory with callipers, a hypsometer and sample plots is accurate but slow. Remote sensing and AI take most of the measuring off your hands.",
      speed: {
        title: "Up to {percent} faster data capture",
        text: "Drone flights and automated analysis replace much of the measuring out in the forest, freeing your crews for the work that takes experience.",
      },
      items: [
        {
          icon: "area",
          title: "The whole stand, not just samples",
          text: "Remote sensing covers the entire stand, not only individual sample plots. Gaps, damage and variation become visible.",
        },
        {
          icon: "health",
          title: "Spot declining trees early",
          text: "The AI analysis assesses the crown condition of every tree it detects, so weakened and dead trees show up early.",
        },
        {
          icon: "data",
          title: "Results you can work with",
          text: "You get tree counts, species, heights and tree health as maps and tables, built to go straight into ForestCrew and the DataHub.",
        },
      ],
    },
    report: {
      label:
        "Example picture: a stand's inventory result with stems per hectare, growing stock, mean height, species shares, vitality classes and a map marking a damaged group in the north-east",
      title: "Inventory result",
      stand: "Cpt. 15a · mixed spruce and beech stand",
      meta: "12.4 ha · drone and LiDAR · June 2026",
      sample: "Sample data",
      kpis: {
        stems: { label: "Stems", unit: "/ha" },
        volume: { label: "Growing stock", unit: "m³/ha" },
        height: { label: "Mean height", unit: "m" },
        basalArea: { label: "Basal area", unit: "m²/ha" },
      },
      speciesTitle: "Species mix",
      healthTitle: "Vitality",
      mapTitle: "Map · detail",
      mapNote: "Damaged spruce group, north-east",
      hint: "Note: check the damaged group in the north-east on site",
    },
    technology: {
      eyebrow: "Technology",
      title: "What powers the inventory",
      lead: "Each data source has its strengths. Combined, they give a picture of your forest that none of them could provide alone.",
      items: [
        {
          icon: "drone",
          title: "Drone",
          text: "High-resolution aerial images show individual crowns, gaps and damaged areas – captured when you need the data.",
        },
        {
          icon: "lidar",
          title: "LiDAR",
          text: "Laser scanning measures the three-dimensional structure of the stand: tree heights, crown shapes and the terrain beneath the canopy.",
        },
        {
          icon: "satellite",
          title: "Satellite imagery",
          text: "Regular images give you the wider picture and show how your stands change over time.",
        },
        {
          icon: "ai",
          title: "AI analysis",
          text: "Machine-learning models detect individual trees, identify species and assess the vitality of every tree.",
        },
      ],
    },
    process: {
      eyebrow: "Process",
      step: "Step",
      title: "From survey flight to results",
      steps: [
        {
          title: "Data capture",
          text: "A drone flies over your compartments and scans them with LiDAR; current satellite imagery completes the picture.",
        },
        {
          title: "AI analysis",
          text: "The AI detects individual trees and determines species, height and vitality.",
        },
        {
          title: "Validation",
          text: "Sample plots measured on the ground back up the results: the analysis is checked against them.",
        },
        {
          title: "Delivery",
          text: "You receive maps, tables and key figures in digital form – ready for ForestCrew, the DataHub or your GIS.",
        },
      ],
    },
    visualisation: {
      eyebrow: "Visualisation",
      title: "From satellite image to finished inventory",
      lead: "Choose a layer and see how image data turns into a digital inventory, step by step.",
      switcherLabel: "Choose a layer",
      progressLabel: "Analysis progress",
      legendTitle: "Vitality",
      mapLabel: "Demo plot with {count} trees, layer: {layer}",
      sample: "Demo plot with randomly generated sample data",
      layers: {
        satellite: {
          label: "Satellite image",
          text: "It shows the plot in its wider setting: stand boundaries, forest roads, gaps and broad differences in the canopy.",
        },
        drone: {
          label: "Drone image",
          text: "Taken from low altitude, it shows individual crowns, so gaps and damage can be pinpointed.",
        },
        analysis: {
          label: "AI analysis",
          text: "The AI detects every tree and assigns it a vitality class – from very good to dead.",
        },
        inventory: {
          label: "Forest inventory",
          text: "The result lists every tree with its number, species, height, diameter, volume and stored carbon. Select a tree to see its data.",
        },
      },
      health: {
        veryGood: "Very good",
        good: "Good",
        medium: "Medium",
        bad: "Bad",
        dead: "Dead",
      },
      species: {
        pine: "Pine",
        oak: "Oak",
        birch: "Birch",
        maple: "Maple",
        spruce: "Spruce",
        beech: "Beech",
        deadTree: "Dead tree",
      },
      healthLabels: {
        dead: "Dead",
        critical: "Critical",
        impaired: "Impaired",
        good: "Good",
        excellent: "Excellent",
      },
      summary: {
        trees: "Trees detected",
        species: "Species",
        height: "Mean height",
        volume: "Growing stock (stem)",
        carbon: "Carbon stored",
        tree: "Tree",
        metres: "m",
      },
      scene: {
        help: {
          show: "How to use",
          hide: "Hide",
          neutral: "Select a tree to see its data. The buttons at the bottom left zoom and rotate the view.",
          touch: "Tap a tree to see its data. Swipe sideways to rotate the view; pinch to zoom.",
          mouse: "Click a tree to see its data. Drag to rotate the view, drag with the right button to pan, and scroll to zoom.",
        },
        controls: "View controls",
        zoomIn: "Zoom in",
        zoomOut: "Zoom out",
        rotateLeft: "Rotate left",
        rotateRight: "Rotate right",
        treeList: "Trees of the demo plot",
        treeListHint: "Each entry opens the same card as selecting the tree in the view.",
      },
      card: {
        title: "Tree {id}",
        close: "Close",
        height: "Height",
        diameter: "Diameter at breast height",
        age: "Age",
        years: "years",
        health: "Health",
        healthIndex: "Health index",
        volume: "Stem volume",
        carbon: "Carbon stored",
        note: "Sample data. Volume by the form-factor method (V = f · π/4 · d² · h), carbon from volume × wood density × 0.5.",
      },
    },
    useCases: {
      eyebrow: "Use cases",
      title: "For everyone who needs to know their forest in detail",
      items: [
        {
          icon: "operations",
          title: "Forestry businesses and contractors",
          text: "Plan thinning and harvesting on current stand data, record damaged areas quickly and target operations where they are needed.",
        },
        {
          icon: "owners",
          title: "Forest owners",
          text: "Know what is growing in your own forest: species, growing stock and health, clearly presented as a basis for decisions.",
        },
        {
          icon: "research",
          title: "Public bodies and research",
          text: "Consistent, traceable data across whole areas for monitoring forest health, assessing damage and research.",
        },
      ],
    },
    waitlist: {
      eyebrow: "Waitlist",
      title: "Join the waitlist now",
      lead: "The AI forest inventory is in development. Sign up and we will let you know as soon as it is available.",
      points: ["Be among the first to hear when the AI forest inventory launches", "Free, with no obligation"],
    },
    cta: {
      eyebrow: "Questions?",
      title: "Talk to us about your forest",
      lead: "Not sure whether the AI forest inventory suits your business? We are happy to talk it through – and to show you what ForestCrew already does for running your forest today.",
      waitlist: "Go to the waitlist",
      contact: "Get in touch",
    },
  },
);

/**
 * What the page's loader hands over, in one language: its hero, metadata and copy, with the sentences that hold a
 * figure or a layer's name completed, and the waitlist form's texts (which name the company).
 */
export function inventoryCopy(lang: Lang, company: string) {
  const {
    visualisation: { mapLabel, ...visualisation },
    ...c
  } = copy[lang];
  const [prefix = "", label = ""] = c.benefits.speed.title.split("{percent}");
  const speed: ClaimFigure = { prefix: prefix.trim(), value: formatPercent(claims.inventoryFasterPercent, lang), label: label.trim() };
  const mapLabels = Object.fromEntries(
    inventoryLayers.map((layer) => [
      layer.id,
      fill(mapLabel, { layer: visualisation.layers[layer.id].label, count: String(demoTrees.length) }),
    ]),
  ) as Record<LayerId, string>;
  return {
    intro: intro[lang],
    copy: {
      ...c,
      benefits: { ...c.benefits, speed: { ...speed, text: c.benefits.speed.text } },
      visualisation: { ...visualisation, mapLabels },
    },
    waitlist: waitlistFormCopy(lang, "inventory", company),
  };
}
export type InventoryCopy = ReturnType<typeof inventoryCopy>["copy"];
