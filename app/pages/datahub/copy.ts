import { contactPromise } from "~/content/facts";
import { introCopy } from "~/content/page-intro";
import { bilingual, type Lang } from "~/lib/i18n";

const replyDays = contactPromise.replyWithinWorkingDays;

/**
 * Hero and metadata of the page, German and English. The hero buttons send the DataHub click
 * events, so the page renders them itself from `copy.hero`.
 */
export const intro = introCopy(
  {
    seo: {
      title: "DataHub – Alle Forstdaten an einem Ort",
      description:
        "Der DataHub verbindet Forst-ERP, GIS, Holzverkauf und Maschinendaten über offene REST-APIs mit OpenAPI-Referenz – DSGVO-konform und in Deutschland gehostet.",
      keywords: ["DataHub", "Forstdaten", "REST-API Forst", "Datenintegration", "OpenAPI"],
    },
    hero: {
      eyebrow: "Datenintegration",
      title: "DataHub: Alle Forstdaten an einem Ort",
      lead: "Verbinden Sie Forst-ERP, GIS, Holzverkauf und Maschinendaten über offene REST-APIs – DSGVO-konform, in Deutschland gehostet und rund um die Uhr betreut.",
    },
  },
  {
    seo: {
      title: "DataHub – All your forest data in one place",
      description:
        "The DataHub connects forestry ERP, GIS, timber sales and machine data through open REST APIs with an OpenAPI reference – GDPR-compliant and hosted in Germany.",
      keywords: ["DataHub", "forest data", "forestry REST API", "data integration", "OpenAPI"],
    },
    hero: {
      eyebrow: "Data integration",
      title: "DataHub: all your forest data in one place",
      lead: "Connect forestry ERP, GIS, timber sales and machine data through open REST APIs – GDPR-compliant, hosted in Germany and supported around the clock.",
    },
  },
);

/** Icons the copy may name; the page maps them to components. */
export type DatahubIcon =
  | "database"
  | "map"
  | "timber"
  | "machine"
  | "euro"
  | "document"
  | "scatter"
  | "break"
  | "duplicate"
  | "hub"
  | "api"
  | "spec"
  | "key"
  | "once"
  | "time"
  | "proof"
  | "standards"
  | "shield"
  | "server"
  | "support";

export type CascadeKind = "erp" | "hub" | "app" | "office";

interface Item {
  icon: DatahubIcon;
  title: string;
  text: string;
}

/**
 * A system kind the hub connects; `short` labels it in the diagram. `toHub` and `fromHub` name
 * what flows in each direction; `api` is the resource of the API reference (/datahub/api#tag-…).
 */
interface Integration extends Item {
  short: string;
  toHub: string[];
  fromHub: string[];
  api?: "work-orders" | "stands" | "time-entries" | "machines" | "timber";
}

interface CascadeStep {
  /** Where the step happens: planning system, the hub, the crews' app or the back office. */
  kind: CascadeKind;
  /** The system the step happens in, shown as a chip. */
  system: string;
  title: string;
  text: string;
  /** What the step hands on, and to which system: the data flowing between the systems. */
  handoff: { to: string; data: string };
}

/** Everything below the hero, in the order of the page. */
export const copy = /* @__PURE__ */ bilingual(
  {
    hero: {
      demo: "Live-Demo",
      consultation: "Kostenlose Erstberatung",
      diagramLabel:
        "Schema: Der ForestCrew DataHub in der Mitte, verbunden mit Forst-ERP, GIS, Holzverkauf, Maschinendaten, Buchhaltung und Behördenportalen.",
      hubName: "DataHub",
      appName: "ForestCrew",
    },
    problem: {
      eyebrow: "Die Ausgangslage",
      title: "Viele Systeme, aber keine gemeinsame Datenbasis",
      lead: "In den meisten Forstbetrieben wachsen die Werkzeuge mit den Aufgaben: eine Betriebssoftware für die Planung, ein GIS für die Karten, Listen für den Holzverkauf, Zettel und Fotos aus dem Wald. Jedes System funktioniert für sich, aber keines kennt die Daten der anderen.",
      items: [
        {
          icon: "scatter",
          title: "Daten verstreut über viele Systeme",
          text: "Maßnahmen im Forst-ERP, Flächen im GIS, Holzlisten in der Tabellenkalkulation, Einsatzzeiten im Bordcomputer der Maschine: Wer den Überblick braucht, sucht in mehreren Programmen und Ordnern.",
        },
        {
          icon: "break",
          title: "Medienbrüche zwischen Büro und Wald",
          text: "Arbeitsaufträge gehen auf Papier oder per Messenger hinaus, Stundenzettel und Fotos kommen Tage später zurück. Unterwegs gehen Informationen verloren oder kommen unvollständig an.",
        },
        {
          icon: "duplicate",
          title: "Doppelte Erfassung, doppelte Fehler",
          text: "Dieselbe Fläche, dieselbe Maßnahme, dieselben Stunden werden für Planung, Lohn, Rechnung und Nachweis mehrfach abgetippt. Das kostet Zeit, und jede Übertragung ist eine Fehlerquelle.",
        },
      ] satisfies Item[],
    },
    solution: {
      eyebrow: "Die Lösung",
      title: "Ein zentraler Hub für alle Forstdaten",
      lead: "Der DataHub verbindet Ihre bestehenden Systeme, statt sie zu ersetzen. Daten werden einmal erfasst und stehen dort bereit, wo sie gebraucht werden: im Büro, in der App Ihrer Teams und in Ihren Fachanwendungen.",
      items: [
        {
          icon: "hub",
          title: "Zentrale Datendrehscheibe",
          text: "Aufträge, Flächen, Zeiten, Fotos und Maschinendaten laufen an einer Stelle zusammen – einheitlich strukturiert und für alle Berechtigten aktuell.",
        },
        {
          icon: "api",
          title: "Offene REST-APIs",
          text: "Der DataHub ist über offene REST-Schnittstellen erreichbar. Ihre IT-Abteilung oder Ihr Systemhaus bindet weitere Anwendungen mit gängigen Werkzeugen an.",
        },
        {
          icon: "spec",
          title: "Dokumentiert nach OpenAPI",
          text: "Alle Schnittstellen sind im OpenAPI-Standard beschrieben: maschinenlesbar, testbar und ohne Rätselraten nutzbar.",
        },
        {
          icon: "key",
          title: "Ihre Daten bleiben Ihre Daten",
          text: "Über die offenen Schnittstellen kommen Sie jederzeit an Ihre Daten – ohne Bindung an ein geschlossenes Format.",
        },
      ] satisfies Item[],
      example: {
        label: "Schematisches Beispiel",
        caption:
          "Ein Arbeitsauftrag, wie ihn ein angebundenes System über die REST-API abruft (vereinfacht). Die geplante Schnittstelle ist als OpenAPI-Dokument beschrieben.",
        title: "Jungwaldpflege Abt. 12b",
        apiLink: "Zur API-Referenz (Vorschau)",
      },
    },
    integrations: {
      eyebrow: "Integrationen",
      title: "Angebunden an die Systeme, mit denen Sie heute arbeiten",
      lead: "Der DataHub lässt sich an die Systeme anbinden, die in Forstbetrieben, bei Dienstleistern und in Verwaltungen üblich sind. Welche Anwendungen Sie konkret einsetzen, klären wir gemeinsam in der Erstberatung.",
      items: [
        {
          icon: "database",
          title: "Forst-ERP und Betriebssoftware",
          short: "Forst-ERP",
          toHub: ["Geplante Maßnahmen als Arbeitsaufträge", "Flächen und Zeiträume"],
          fromHub: ["Erledigt-Meldung", "Ist-Stunden und Leistungen"],
          api: "work-orders",
          text: "Maßnahmenplanung, Naturaldaten und Betriebsabrechnung: Aufträge kommen aus der Planung und gehen erledigt dorthin zurück.",
        },
        {
          icon: "map",
          title: "GIS und Kartendienste",
          short: "GIS",
          toHub: ["Bestandesgrenzen als GeoJSON", "Wegenetz"],
          fromHub: ["Fotopunkte mit GPS", "Bearbeitete Flächen"],
          api: "stands",
          text: "Bestandeskarten, Flächengeometrien und Wegenetz – etwa als GeoJSON – für Planung, Navigation und Auswertung.",
        },
        {
          icon: "timber",
          title: "Holzverkauf und Holzlogistik",
          short: "Holzverkauf",
          toHub: ["Verkaufs- und Abfuhrstatus"],
          fromHub: ["Polter und Mengen aus dem Einschlag"],
          api: "timber",
          text: "Holzlisten, Polter und Abfuhr: Mengen aus dem Einschlag stehen dem Verkauf ohne erneute Erfassung zur Verfügung.",
        },
        {
          icon: "machine",
          title: "Maschinendaten und Telematik",
          short: "Maschinendaten",
          toHub: ["Betriebsstunden", "Standorte"],
          fromHub: ["Zuordnung zum Auftrag"],
          api: "machines",
          text: "Einsatzzeiten, Standorte und Leistungsdaten von Forstmaschinen und Fahrzeugen, direkt den Aufträgen zugeordnet.",
        },
        {
          icon: "euro",
          title: "Buchhaltung und Lohn",
          short: "Buchhaltung",
          toHub: [],
          fromHub: ["Stunden je Person und Auftrag", "Leistungen und Material"],
          api: "time-entries",
          text: "Stunden, Leistungen und Material fließen in Lohnabrechnung und Rechnungsstellung, statt vom Stundenzettel abgetippt zu werden.",
        },
        {
          icon: "document",
          title: "Behörden- und Förderportale",
          short: "Behördenportale",
          toHub: [],
          fromHub: ["Nachweise: Zeiten und Fotos mit GPS"],
          text: "Nachweise für Förderanträge und Meldungen an Behörden, aufbereitet aus vorhandenen Daten statt neu zusammengestellt.",
        },
      ] satisfies Integration[],
      more: "Ihr System ist nicht dabei? Über die offenen REST-APIs lassen sich auch weitere Anwendungen anbinden.",
      moreLink: "Sprechen Sie uns an",
      flowsLabel: "Was zwischen Ihren Systemen und dem DataHub fließt",
      system: "System",
      toHub: "An den DataHub",
      fromHub: "Vom DataHub",
      none: "—",
      api: "API",
    },
    functions: {
      eyebrow: "Kernfunktionen",
      title: "Vom Büro in den Wald – und zurück",
      lead: "Der DataHub ist mit der ForestCrew-Plattform verbunden: Was im Büro geplant wird, erscheint in der App Ihrer Teams. Was draußen erfasst wird, fließt ohne Abtippen zurück.",
      app: {
        title: "Die mobile App für Ihre Teams",
        text: "Forstleute, Lohnunternehmen und die Revierleitung arbeiten mit denselben Daten wie das Büro – auch dort, wo kein Netz ist.",
        points: [
          "Digitale Arbeitsaufträge mit Karte und GPS-Position",
          "Zeiterfassung mit GPS",
          "Fotodokumentation mit GPS",
          "Offline-Modus und Offline-Karten",
          "Echtzeit-Synchronisation mit dem Leitstand am Desktop",
        ],
      },
      cascade: {
        eyebrow: "Integrationskaskade",
        title: "Beispiel: Jungwaldpflege",
        lead: "So läuft ein Pflegeauftrag durch Ihre Systeme – jede Angabe wird genau einmal erfasst.",
        handoffLabel: "weiter an",
        steps: [
          {
            kind: "erp",
            system: "Forst-ERP",
            title: "Planung",
            text: "Die Revierleitung plant die Jungwaldpflege in Abteilung 12b im Forst-ERP: Fläche, Maßnahme, Zeitraum.",
            handoff: { to: "DataHub", data: "Auftrag mit Fläche und Zeitraum" },
          },
          {
            kind: "hub",
            system: "DataHub",
            title: "Übergabe",
            text: "Der DataHub übernimmt den Auftrag samt Flächengeometrie und legt ihn in ForestCrew an.",
            handoff: { to: "ForestCrew-App", data: "Auftrag und Flächengeometrie (GeoJSON)" },
          },
          {
            kind: "app",
            system: "ForestCrew-App",
            title: "Einsatz auf der Fläche",
            text: "Das Pflegeteam sieht den Auftrag in der App, findet die Fläche über die Karte und arbeitet auch offline.",
            handoff: { to: "DataHub", data: "Status „in Arbeit“" },
          },
          {
            kind: "app",
            system: "ForestCrew-App",
            title: "Rückmeldung",
            text: "Arbeitszeiten und Fotos mit GPS-Position werden erfasst und synchronisiert, sobald Empfang besteht. Die bearbeitete Fläche landet im GIS.",
            handoff: { to: "DataHub → GIS", data: "Stunden, Fotos mit GPS, bearbeitete Fläche" },
          },
          {
            kind: "office",
            system: "Buchhaltung & Bericht",
            title: "Abrechnung und Nachweis",
            text: "Stunden und Leistungen gehen in Lohn und Rechnung, die Waldbesitzenden erhalten ihren Bericht, und im ERP ist die Maßnahme abgeschlossen.",
            handoff: { to: "Forst-ERP", data: "Maßnahme abgeschlossen, Ist-Kosten" },
          },
        ] satisfies CascadeStep[],
      },
    },
    value: {
      eyebrow: "Ihr Nutzen",
      title: "Was sich in Ihrem Betrieb ändert",
      items: [
        {
          icon: "once",
          title: "Einmal erfassen, überall nutzen",
          text: "Jede Information wird dort erfasst, wo sie entsteht, und steht danach allen berechtigten Systemen und Personen zur Verfügung.",
        },
        {
          icon: "time",
          title: "Weniger Verwaltung",
          text: "Keine Stundenzettel zum Abtippen, keine Listen zum Abgleichen: Die Zeit geht in die Waldarbeit statt in die Büroarbeit.",
        },
        {
          icon: "proof",
          title: "Lückenlose Nachweise",
          text: "Zeiten und Fotos mit GPS-Position dokumentieren jede Maßnahme – für Waldbesitzende, Zertifizierung und Förderstellen.",
        },
        {
          icon: "standards",
          title: "Offen für morgen",
          text: "REST und OpenAPI sind verbreitete Standards. Neue Systeme lassen sich anbinden, ohne die bestehenden abzulösen.",
        },
      ] satisfies Item[],
    },
    outlook: {
      eyebrow: "Ausblick",
      title: "Der DataHub wächst mit",
      lead: "Der DataHub ist das Fundament für weitere Module der ForestCrew-Plattform.",
      chat: {
        badge: "Bereits verfügbar",
        title: "ForestChat",
        text: "Der KI-Assistent für die Forstpraxis beantwortet Fragen zu Forstrecht, Förderung, Schädlingen und Arbeitssicherheit – in der Alpha-Phase kostenlos testbar.",
        link: "ForestChat ausprobieren",
      },
      inventory: {
        badge: "In Entwicklung",
        title: "KI-Waldinventur",
        text: "Bestandsdaten aus Drohne, LiDAR und Satellitenbildern, ausgewertet mit KI – als weitere Datenquelle für Ihren DataHub.",
        link: "Mehr zur KI-Waldinventur",
      },
    },
    cta: {
      eyebrow: "Erstberatung",
      title: "Wie sieht Ihre Datenlandschaft aus?",
      lead: "In einer kostenlosen Erstberatung schauen wir gemeinsam, welche Systeme Sie einsetzen und welche Verbindungen sich für Ihren Betrieb lohnen.",
      consultation: "Kostenlose Erstberatung",
      contact: "Kontakt aufnehmen",
      revealTitle: "Gern – so erreichen Sie uns direkt:",
      phone: "Telefon",
      email: "E-Mail",
      formNote: `Lieber schriftlich? Auf Nachrichten über das Kontaktformular antworten wir innerhalb ${replyDays === 1 ? "eines Werktags" : `von ${replyDays} Werktagen`}.`,
    },
    trust: {
      title: "Darauf können Sie sich verlassen",
      items: [
        {
          icon: "shield",
          title: "DSGVO-konform",
          text: "Verarbeitung nach der Datenschutz-Grundverordnung.",
        },
        {
          icon: "server",
          title: "Hosting in Deutschland",
          text: "Ihre Daten liegen in Rechenzentren in Deutschland.",
        },
        {
          icon: "support",
          title: "24/7-Support",
          text: "Betriebssupport für Ihre Schnittstellen – rund um die Uhr, sieben Tage die Woche.",
        },
      ] satisfies Item[],
    },
  },
  {
    hero: {
      demo: "Live demo",
      consultation: "Free initial consultation",
      diagramLabel:
        "Diagram: the ForestCrew DataHub at the centre, connected to forestry ERP, GIS, timber sales, machine data, accounting and authorities' portals.",
      hubName: "DataHub",
      appName: "ForestCrew",
    },
    problem: {
      eyebrow: "The starting point",
      title: "Plenty of systems, but no shared data",
      lead: "In most forestry businesses the tools grow with the tasks: management software for planning, a GIS for maps, spreadsheets for timber sales, notes and photos from the forest. Each system works on its own, but none of them knows what the others hold.",
      items: [
        {
          icon: "scatter",
          title: "Data scattered across systems",
          text: "Operations in the forestry ERP, compartments in the GIS, timber lists in a spreadsheet, working hours in the machine's on-board computer: getting the full picture means searching several programs and folders.",
        },
        {
          icon: "break",
          title: "Re-keying data between office and forest",
          text: "Work orders go out on paper or by messenger; timesheets and photos come back days later. Information gets lost on the way or arrives incomplete.",
        },
        {
          icon: "duplicate",
          title: "Entered twice, wrong twice",
          text: "The same compartment, the same operation, the same hours are typed in again and again – for planning, payroll, invoicing and records. It takes time, and every transfer is a chance for errors.",
        },
      ],
    },
    solution: {
      eyebrow: "The solution",
      title: "One central hub for all your forest data",
      lead: "The DataHub connects the systems you already use instead of replacing them. Data is captured once and is available wherever it is needed: in the office, in your crews' app and in the specialist software you use.",
      items: [
        {
          icon: "hub",
          title: "A central data hub",
          text: "Work orders, compartments, hours, photos and machine data come together in one place – consistently structured and up to date for everyone authorised.",
        },
        {
          icon: "api",
          title: "Open REST APIs",
          text: "The DataHub is accessible through open REST interfaces. Your IT team or systems partner can connect further applications with standard tools.",
        },
        {
          icon: "spec",
          title: "Documented with OpenAPI",
          text: "Every interface is described in the OpenAPI standard: machine-readable, testable and usable without guesswork.",
        },
        {
          icon: "key",
          title: "Your data stays yours",
          text: "The open interfaces give you access to your data at any time – no lock-in to a closed format.",
        },
      ],
      example: {
        label: "Schematic example",
        caption:
          "A work order as a connected system retrieves it through the REST API (simplified). The planned interface is described in an OpenAPI document.",
        title: "Tending, compartment 12b",
        apiLink: "See the API reference (preview)",
      },
    },
    integrations: {
      eyebrow: "Integrations",
      title: "Connected to the systems you work with today",
      lead: "The DataHub connects to the kinds of system that forestry businesses, contractors and public administrations use. In the initial consultation we work out together which of your applications to connect.",
      items: [
        {
          icon: "database",
          title: "Forestry ERP and management software",
          short: "Forestry ERP",
          toHub: ["Planned operations as work orders", "Areas and time frames"],
          fromHub: ["Completion reports", "Actual hours and output"],
          api: "work-orders",
          text: "Operations planning, inventory data and cost accounting: work orders come from planning and return there once completed.",
        },
        {
          icon: "map",
          title: "GIS and map services",
          short: "GIS",
          toHub: ["Stand boundaries as GeoJSON", "Road network"],
          fromHub: ["Photo locations with GPS", "Areas worked"],
          api: "stands",
          text: "Stand maps, compartment geometries and road networks – for example as GeoJSON – for planning, navigation and analysis.",
        },
        {
          icon: "timber",
          title: "Timber sales and logistics",
          short: "Timber sales",
          toHub: ["Sales and haulage status"],
          fromHub: ["Stacks and volumes from the harvest"],
          api: "timber",
          text: "Timber lists, stacks and haulage: volumes from the harvest are available to sales without being entered again.",
        },
        {
          icon: "machine",
          title: "Machine data and telematics",
          short: "Machine data",
          toHub: ["Operating hours", "Locations"],
          fromHub: ["Assignment to the work order"],
          api: "machines",
          text: "Operating hours, locations and output of forestry machines and vehicles, assigned directly to the work orders.",
        },
        {
          icon: "euro",
          title: "Accounting and payroll",
          short: "Accounting",
          toHub: [],
          fromHub: ["Hours per person and work order", "Services and materials"],
          api: "time-entries",
          text: "Hours, services and materials flow into payroll and invoicing instead of being copied from timesheets.",
        },
        {
          icon: "document",
          title: "Authorities' and funding portals",
          short: "Authorities",
          toHub: [],
          fromHub: ["Records: hours and photos with GPS"],
          text: "Evidence for funding applications and reports to authorities, prepared from existing data rather than compiled from scratch.",
        },
      ],
      more: "Your system isn't listed? The open REST APIs let you connect further applications too.",
      moreLink: "Talk to us",
      flowsLabel: "What flows between your systems and the DataHub",
      system: "System",
      toHub: "To the DataHub",
      fromHub: "From the DataHub",
      none: "—",
      api: "API",
    },
    functions: {
      eyebrow: "Core functions",
      title: "From the office to the forest – and back",
      lead: "The DataHub is linked to the ForestCrew platform: what is planned in the office appears in your crews' app, and what is recorded out in the forest flows back without retyping.",
      app: {
        title: "The mobile app for your crews",
        text: "Forest workers, contractors and district foresters work with the same data as the office – even where there is no signal.",
        points: [
          "Digital work orders with map and GPS location",
          "Time tracking with GPS",
          "Photo documentation with GPS",
          "Offline mode and offline maps",
          "Real-time sync with the desktop control centre",
        ],
      },
      cascade: {
        eyebrow: "Integration cascade",
        title: "Example: tending a young stand",
        lead: "How a tending order runs through your systems – every detail is entered exactly once.",
        handoffLabel: "passed to",
        steps: [
          {
            kind: "erp",
            system: "Forestry ERP",
            title: "Planning",
            text: "The district forester plans the tending of the young stand in compartment 12b in the forestry ERP: area, operation, time frame.",
            handoff: { to: "DataHub", data: "Work order with area and time frame" },
          },
          {
            kind: "hub",
            system: "DataHub",
            title: "Hand-over",
            text: "The DataHub picks up the order, including the compartment geometry, and creates it in ForestCrew.",
            handoff: { to: "ForestCrew app", data: "Work order and compartment geometry (GeoJSON)" },
          },
          {
            kind: "app",
            system: "ForestCrew app",
            title: "Work on site",
            text: "The tending crew sees the order in the app, finds the compartment on the map and keeps working without a signal.",
            handoff: { to: "DataHub", data: "Status ‘in progress’" },
          },
          {
            kind: "app",
            system: "ForestCrew app",
            title: "Feedback",
            text: "Working hours and photos with GPS location are recorded and synced as soon as there is a signal. The area worked is updated in the GIS.",
            handoff: { to: "DataHub → GIS", data: "Hours, photos with GPS, area worked" },
          },
          {
            kind: "office",
            system: "Accounting & reporting",
            title: "Invoicing and records",
            text: "Hours and services go to payroll and invoicing, the forest owner receives a report, and the operation is closed in the ERP.",
            handoff: { to: "Forestry ERP", data: "Operation closed, actual costs" },
          },
        ],
      },
    },
    value: {
      eyebrow: "Your benefits",
      title: "What changes in your business",
      items: [
        {
          icon: "once",
          title: "Record once, use everywhere",
          text: "Every piece of information is recorded where it arises and is then available to every authorised system and person.",
        },
        {
          icon: "time",
          title: "Less paperwork",
          text: "No timesheets to retype, no lists to reconcile: time goes into forest work rather than office work.",
        },
        {
          icon: "proof",
          title: "Complete records",
          text: "Hours and photos with GPS location document every operation – for forest owners, certification and funding bodies.",
        },
        {
          icon: "standards",
          title: "Open to the future",
          text: "REST and OpenAPI are widely used standards. New systems can be connected without replacing the existing ones.",
        },
      ],
    },
    outlook: {
      eyebrow: "Outlook",
      title: "The DataHub grows with you",
      lead: "The DataHub is the foundation for further modules of the ForestCrew platform.",
      chat: {
        badge: "Already available",
        title: "ForestChat",
        text: "The AI assistant for forestry practice answers questions on forest law, funding, pests and occupational safety – free to try during the alpha phase.",
        link: "Try ForestChat",
      },
      inventory: {
        badge: "In development",
        title: "AI forest inventory",
        text: "Stand data from drones, LiDAR and satellite imagery, analysed by AI – as a further data source for your DataHub.",
        link: "More on the AI forest inventory",
      },
    },
    cta: {
      eyebrow: "Initial consultation",
      title: "What does your data landscape look like?",
      lead: "In a free initial consultation we look together at the systems you use and which connections are worthwhile for your business.",
      consultation: "Free initial consultation",
      contact: "Get in touch",
      revealTitle: "Happy to help – here is how to reach us directly:",
      phone: "Phone",
      email: "Email",
      formNote: `Prefer to write? We reply to messages sent through the contact form within ${replyDays === 1 ? "one working day" : `${replyDays} working days`}.`,
    },
    trust: {
      title: "What you can rely on",
      items: [
        {
          icon: "shield",
          title: "GDPR-compliant",
          text: "Processing in line with the General Data Protection Regulation.",
        },
        {
          icon: "server",
          title: "Hosted in Germany",
          text: "Your data is stored in data centres in Germany.",
        },
        {
          icon: "support",
          title: "24/7 support",
          text: "Operational support for your integrations – around the clock, seven days a week.",
        },
      ],
    },
  },
);

/** The page's copy in one language; its type is taken from the German text. */
export type DatahubCopy = (typeof copy)["de"];

/** What the page's loader hands over: its copy in one language. */
export function datahubPageData(lang: Lang): { copy: DatahubCopy } {
  return { copy: copy[lang] };
}
export type DatahubPageData = ReturnType<typeof datahubPageData>;
