import { bilingual } from "~/lib/i18n";

export type DesktopModuleId = "dashboard" | "staff" | "machines";
export type MobileScreenId = "dashboard" | "timeTracking" | "orders" | "orderDetail" | "chat";

/** A desktop module card: title, description, screen (the mock-up), feature list. */
export interface DesktopModule {
  id: DesktopModuleId;
  label: string;
  /** One line under the label in a tab. */
  tagline: string;
  title: string;
  description: string;
  features: string[];
  /** Address shown in the browser frame of the mock-up. */
  url: string;
}

export interface MobileScreen {
  id: MobileScreenId;
  title: string;
  text: string;
}

export const desktopModules = /* @__PURE__ */ bilingual<DesktopModule[]>(
  [
    {
      id: "dashboard",
      label: "Einsatz-Dashboard",
      tagline: "Aufträge, Teams und Kennzahlen auf einen Blick",
      title: "Einsatz-Dashboard: der Leitstand für Ihren Betrieb",
      description:
        "Laufende Aufträge, Teams und Maschinen auf einen Blick, dazu die Kennzahlen, auf die es ankommt. Was im Wald erfasst wird, sehen Sie im Büro in Echtzeit.",
      features: [
        "Alle Aufträge mit Status und Standort",
        "Kennzahlen und Berichte für Ihren Betrieb",
        "Echtzeit-Synchronisation mit der App",
        "GeoJSON-Export für Ihr GIS",
      ],
      url: "app.forestcrew.de/dashboard",
    },
    {
      id: "staff",
      label: "Personalverwaltung",
      tagline: "Qualifikationen, Verfügbarkeit, Zeitleiste",
      title: "Personalverwaltung: die richtigen Leute am richtigen Ort",
      description:
        "Wer ist verfügbar, wer hat welche Qualifikation? Sie planen Ihre Leute per Drag-and-drop auf der Zeitleiste – ForestCrew berücksichtigt Qualifikationen und Verfügbarkeiten und warnt bei Konflikten.",
      features: [
        "Qualifikationen und Verfügbarkeiten im Blick",
        "Zeitleisten-Planung per Drag-and-drop",
        "Automatische Erkennung von Ressourcenkonflikten",
        "Arbeitszeiten aus der App, mit GPS erfasst",
      ],
      url: "app.forestcrew.de/personal",
    },
    {
      id: "machines",
      label: "Maschinenverwaltung",
      tagline: "Technik planen, Doppelbelegung vermeiden",
      title: "Maschinenverwaltung: Technik planen wie die Mannschaft",
      description:
        "Harvester, Forwarder, Schlepper und Fahrzeuge gehören zum Auftrag wie die Rotte. Planen Sie Maschineneinsätze auf derselben Zeitleiste und vermeiden Sie Doppelbelegungen, bevor sie Geld kosten.",
      features: [
        "Maschinenpark mit Verfügbarkeit",
        "Zuordnung zu Aufträgen und Teams",
        "Warnung bei Doppelbelegung",
        "Dokumente direkt an der Maschine",
      ],
      url: "app.forestcrew.de/maschinen",
    },
  ],
  [
    {
      id: "dashboard",
      label: "Operations dashboard",
      tagline: "Jobs, crews and KPIs at a glance",
      title: "Operations dashboard: the control centre for your business",
      description:
        "Active jobs, crews and machines at a glance, plus the figures that matter. Whatever is recorded in the forest shows up in the office in real time.",
      features: [
        "Every job with its status and location",
        "KPIs and reports for your business",
        "Real-time sync with the app",
        "GeoJSON export for your GIS",
      ],
      url: "app.forestcrew.de/dashboard",
    },
    {
      id: "staff",
      label: "Staff management",
      tagline: "Qualifications, availability, timeline",
      title: "Staff management: the right people in the right place",
      description:
        "Who is available, and who holds which qualification? Plan your people by drag and drop on the timeline – ForestCrew takes qualifications and availability into account and flags conflicts.",
      features: [
        "Qualifications and availability at a glance",
        "Drag-and-drop timeline scheduling",
        "Automatic detection of resource conflicts",
        "Working hours from the app, recorded with GPS",
      ],
      url: "app.forestcrew.de/staff",
    },
    {
      id: "machines",
      label: "Machine management",
      tagline: "Schedule kit, avoid double bookings",
      title: "Machine management: schedule kit like your crews",
      description:
        "Harvesters, forwarders, skidders and vehicles belong to a job just as much as the crew does. Schedule machines on the same timeline and avoid double bookings before they cost money.",
      features: [
        "Your fleet with its availability",
        "Assignment to jobs and crews",
        "Warnings about double bookings",
        "Documents kept with each machine",
      ],
      url: "app.forestcrew.de/machines",
    },
  ],
);

export const mobileScreens = /* @__PURE__ */ bilingual<Record<MobileScreenId, MobileScreen>>(
  {
    dashboard: {
      id: "dashboard",
      title: "Dashboard",
      text: "Die Aufträge des Tages, offene Aufgaben und Nachrichten aus dem Team auf einen Blick.",
    },
    timeTracking: {
      id: "timeTracking",
      title: "Zeiterfassung",
      text: "Arbeitszeit per Fingertipp starten und stoppen – mit GPS-Standort, direkt dem Auftrag zugeordnet.",
    },
    orders: {
      id: "orders",
      title: "Auftragsübersicht",
      text: "Alle Aufträge mit Status und Einsatzort; die Navigation zur Fläche startet mit einem Tipp.",
    },
    orderDetail: {
      id: "orderDetail",
      title: "Auftragsdetails",
      text: "Karte, Arbeitsanweisung, Dokumente und Fotos mit GPS – alles, was die Rotte vor Ort braucht.",
    },
    chat: {
      id: "chat",
      title: "ForestChat",
      text: "Der KI-Assistent für die Forstpraxis beantwortet Fragen zu Waldgesetz, Förderung oder Arbeitsschutz.",
    },
  },
  {
    dashboard: {
      id: "dashboard",
      title: "Dashboard",
      text: "Today's jobs, open tasks and messages from the team at a glance.",
    },
    timeTracking: {
      id: "timeTracking",
      title: "Time tracking",
      text: "Start and stop working time with one tap – with GPS location, assigned straight to the job.",
    },
    orders: {
      id: "orders",
      title: "Work orders",
      text: "Every job with its status and site; navigation to the area starts with a single tap.",
    },
    orderDetail: {
      id: "orderDetail",
      title: "Job details",
      text: "Map, instructions, documents and geotagged photos – everything the crew needs on site.",
    },
    chat: {
      id: "chat",
      title: "ForestChat",
      text: "The AI assistant for forestry practice answers questions on forest law, funding and safety at work.",
    },
  },
);
