/**
 * Copy of /forestcrew-betriebsleiter in German and English: a day in the life of an
 * operations manager. Figures (phase hours, advertising claims) come from `~/content/facts`.
 * The page's loader hands over one language (`betriebsleiterPageData`); only `intro` reaches the bundle.
 */
import { demoRequestPath, paths } from "~/config/pages";
import { introCopy } from "~/content/page-intro";
import { claims, operationsDay, type OperationsPhaseId } from "~/content/facts";
import { formatPercent } from "~/content/format";
import { bilingual, type Lang } from "~/lib/i18n";
import { phaseAnchor } from "~/config/anchors";

const pct = {
  de: (n: number) => formatPercent(n, "de"),
  en: (n: number) => formatPercent(n, "en"),
};

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Ein Tag als Betriebsleiter mit ForestCrew",
      description:
        "Vom Morgenbriefing bis zum Tagesabschluss: Wie Betriebsleiter im Forst mit ForestCrew Aufträge, Personal und Maschinen steuern – ohne hinterherzutelefonieren.",
      keywords: ["Betriebsleiter Forst", "Forstbetrieb Organisation", "Personalplanung Forst", "Maschinenplanung", "ForestCrew"],
    },
    hero: {
      eyebrow: "Für Betriebsleiter",
      badge: { kind: "beta", label: "Beta" },
      title: "Ein Tag als Betriebsleiter – mit ForestCrew",
      lead: "Vom Morgenbriefing bis zum Tagesabschluss: So behalten Sie Aufträge, Teams und Maschinen im Blick, ohne den ganzen Tag hinterherzutelefonieren.",
      primary: { kind: "link", label: "Demo vereinbaren", to: demoRequestPath },
      secondary: { kind: "link", label: "Preise ansehen", to: paths["forestcrew-pricing"] },
    },
  },
  {
    seo: {
      title: "A day as an operations manager with ForestCrew",
      description:
        "From the morning briefing to the end of the day: how forestry operations managers run jobs, staff and machines with ForestCrew – without chasing calls.",
      keywords: ["forestry operations manager", "forestry business organisation", "staff planning", "machine planning", "ForestCrew"],
    },
    hero: {
      eyebrow: "For operations managers",
      badge: { kind: "beta", label: "Beta" },
      title: "A day as an operations manager – with ForestCrew",
      lead: "From the morning briefing to the end of the day: keep jobs, teams and machines in view without spending your day chasing people on the phone.",
      primary: { kind: "link", label: "Book a demo", to: demoRequestPath },
      secondary: { kind: "link", label: "See pricing", to: paths["forestcrew-pricing"] },
    },
  },
);

export interface Phase {
  label: string;
  title: string;
  text: string;
  steps: string[];
}

export interface Highlight {
  text: string;
  /** An advertising figure: shown with the claim marker. */
  claim?: boolean;
}

/** A module of the web control centre; `url` is the address in its screenshot's browser bar. */
export interface ModuleCopy {
  eyebrow: string;
  title: string;
  text: string;
  features: string[];
  highlight?: Highlight;
  url: string;
}

export interface BetriebsleiterCopy {
  overview: { title: string; hint: string };
  challenges: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    painTitle: string;
    pains: string[];
    rolesTitle: string;
    roles: { name: string; text: string }[];
  };
  day: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Appended to a time range: " Uhr" in German. */
    hoursSuffix: string;
    withForestCrew: string;
    phases: Record<OperationsPhaseId, Phase>;
  };
  /** `url`: the address shown in the screenshot's browser bar. */
  dashboard: { eyebrow: string; title: string; lead: string; url: string; cards: { title: string; text: string }[] };
  staff: ModuleCopy & { highlight: Highlight };
  machines: ModuleCopy;
  benefits: { eyebrow: string; title: string; lead: string; cards: { title: string; description: string; highlight: Highlight }[] };
  cta: { eyebrow: string; title: string; lead: string; contact: string; pricing: string; call: string };
}

export const betriebsleiterCopy = /* @__PURE__ */ bilingual<BetriebsleiterCopy>(
  {
    overview: { title: "Ihr Tag im Überblick", hint: "Springen Sie direkt zu einer Tageszeit." },
    challenges: {
      eyebrow: "Die Herausforderung",
      title: "Viele Flächen, mehrere Trupps – und alle Fäden laufen bei Ihnen zusammen",
      paragraphs: [
        "Als Betriebsleiterin oder Betriebsleiter verantworten Sie Aufträge auf verstreuten Flächen, mehrere Teams und einen Maschinenpark, der ausgelastet sein will. Gleichzeitig erwarten Waldbesitzer, Auftraggeber und das eigene Büro verlässliche Auskünfte – oft noch am selben Tag.",
        "In vielen Betrieben läuft die Abstimmung trotzdem über Telefon, Zettel und Tabellen. Wer wo arbeitet, welche Maschine frei ist und wie viele Stunden angefallen sind, erfahren Sie zu spät oder nur auf Nachfrage. ForestCrew bringt diese Informationen an einen Ort: in den Web-Leitstand im Büro und die App im Wald.",
      ],
      painTitle: "Was heute Zeit kostet",
      pains: [
        "Aufträge und Einsatzorte werden telefonisch durchgegeben.",
        "Stundenzettel kommen am Wochenende auf Papier ins Büro.",
        "Doppelt verplante Maschinen fallen erst im Wald auf.",
        "Fotos und Nachweise liegen verstreut auf einzelnen Handys.",
      ],
      rolesTitle: "Drei Rollen, ein gemeinsamer Stand",
      roles: [
        {
          name: "Betriebsleitung",
          text: "plant Aufträge, Teams und Maschinen im Web-Leitstand und behält die Kennzahlen im Blick.",
        },
        {
          name: "Revierförster im Außendienst",
          text: "erhält Aufträge mit GPS-Standort in der App, erfasst Zeiten und dokumentiert mit Fotos – auch offline.",
        },
        {
          name: "Büro und Sachbearbeitung",
          text: "findet Zeiten, Dokumente und Berichte vollständig im System, statt sie zusammenzutragen.",
        },
      ],
    },
    day: {
      eyebrow: "Tagesablauf",
      title: "Ein Arbeitstag mit ForestCrew",
      lead: "So sieht ein typischer Tag aus, wenn Büro und Wald auf demselben Stand arbeiten.",
      hoursSuffix: " Uhr",
      withForestCrew: "Mit ForestCrew",
      phases: {
        morning: {
          label: "Morgen",
          title: "Lage prüfen, Teams losschicken",
          text: "Der erste Blick geht ins Dashboard: Welche Aufträge stehen heute an, wer ist verfügbar, wer hat sich krankgemeldet? Fällt ein Maschinenführer aus, ziehen Sie den Auftrag per Drag-and-drop auf ein anderes Team. ForestCrew warnt Sie, wenn dabei eine Maschine doppelt belegt wäre.",
          steps: [
            "Tagesaufträge und Verfügbarkeiten im Dashboard",
            "Umplanen per Drag-and-drop auf der Zeitleiste",
            "Aufträge mit GPS-Standort direkt aufs Handy der Teams",
          ],
        },
        lateMorning: {
          label: "Vormittag",
          title: "Den Betrieb laufen sehen, statt anzurufen",
          text: "Die Trupps sind im Bestand. Über die Zeiterfassung mit GPS sehen Sie, welche Teams begonnen haben. Die Revierförsterin meldet per Foto mit GPS-Position einen Windwurf am Rückeweg, Rückfragen klären Sie im Teamchat. Was draußen erfasst wird, erscheint in Echtzeit im Leitstand; fehlt im Wald das Netz, arbeitet die App offline weiter und gleicht später ab.",
          steps: ["Zeiterfassung mit GPS zeigt, wer wo arbeitet", "Fotodokumentation mit GPS-Position", "Teamchat statt Telefonkette"],
        },
        afternoon: {
          label: "Nachmittag",
          title: "Die nächsten Tage planen",
          text: "Am Nachmittag richten Sie den Blick nach vorn: Neue Aufträge legen Sie mit Standort auf der Karte an und planen sie auf der Zeitleiste ein. Qualifikationen und Verfügbarkeiten zeigen sofort, wer für einen Einsatz infrage kommt. Fragt ein Waldbesitzer nach dem Stand seiner Fläche, haben Sie Fotos und Dokumente zum Auftrag direkt zur Hand.",
          steps: [
            "Aufträge mit Standort auf der Karte anlegen",
            "Qualifikationen und Verfügbarkeiten berücksichtigen",
            "Fotos und Dokumente für Rückfragen von Auftraggebern",
          ],
        },
        dayClose: {
          label: "Tagesabschluss",
          title: "Den Tag sauber abschließen",
          text: "Zum Feierabend sind die Zeiten erfasst und die Aufträge aktuell. Berichte und Kennzahlen zeigen den Fortschritt, das Büro findet die Stunden vollständig vor, und Flächendaten exportieren Sie bei Bedarf als GeoJSON in Ihr GIS. Der Plan für morgen steht – und ist bei den Teams schon auf dem Handy.",
          steps: ["Berichte und Kennzahlen zum Tagesfortschritt", "Vollständige Stunden für das Büro", "GeoJSON-Export für Ihr GIS"],
        },
      },
    },
    dashboard: {
      eyebrow: "Web-Leitstand",
      title: "Das Dashboard: Ihr Betrieb auf einen Blick",
      lead: "Aufträge, Teams, Maschinen und Kennzahlen in einer Ansicht – im Büro am großen Bildschirm oder unterwegs im Browser.",
      url: "app.forestcrew.de/dashboard",
      cards: [
        {
          title: "Aufträge im Überblick",
          text: "Offene, laufende und abgeschlossene Aufträge mit Standort, Team und Fortschritt – ohne Rückruf.",
        },
        {
          title: "Einsatzorte auf der Karte",
          text: "Alle Einsätze auf der Karte; GPS-Positionen aus Zeiterfassung und Fotos zeigen, wo gerade gearbeitet wird.",
        },
        {
          title: "Kennzahlen statt Bauchgefühl",
          text: "Berichte und KPIs zu Stunden und Aufträgen als Grundlage für Ihre Entscheidungen.",
        },
      ],
    },
    staff: {
      eyebrow: "Personalverwaltung",
      title: "Das richtige Team am richtigen Ort",
      text: "Mitarbeitende, Qualifikationen und Verfügbarkeiten pflegen Sie an einer Stelle. Bei der Planung sehen Sie, wer frei ist und wer die nötige Qualifikation mitbringt; die Zeiterfassung mit GPS liefert die Stunden direkt aus dem Wald. Neue Kolleginnen und Kollegen finden sich in der App schnell zurecht.",
      features: [
        "Mitarbeitende, Qualifikationen und Verfügbarkeiten",
        "Einsatzplanung auf der Zeitleiste",
        "Zeiterfassung mit GPS in der App",
        "Teamchat für kurze Absprachen",
      ],
      highlight: { text: `${pct.de(claims.fasterOnboardingPercent)} schnellere Einarbeitung`, claim: true },
      url: "app.forestcrew.de/personal",
    },
    machines: {
      eyebrow: "Maschinenverwaltung",
      title: "Maschinen auslasten, Doppelbelegungen vermeiden",
      text: "Harvester, Forwarder und Seilkran sind teuer – und selten dort, wo man sie gerade braucht. In ForestCrew planen Sie Maschinen wie Personal: mit Auftrag, Zeitraum und Einsatzort. Die Konflikterkennung meldet Doppelbelegungen, bevor ein Team im Wald vergeblich auf die Maschine wartet.",
      features: [
        "Maschinenpark mit Einsatzplanung",
        "Erkennung von Ressourcenkonflikten",
        "Einsatzorte auf der Karte",
        "Dokumente zentral abgelegt",
      ],
      url: "app.forestcrew.de/maschinen",
    },
    benefits: {
      eyebrow: "Ihr Nutzen",
      title: "Was sich im Betriebsalltag ändert",
      lead: "Rückmeldungen unserer Beta-Tester zeigen, wo ForestCrew im Alltag von Betriebsleitung, Außendienst und Büro Zeit spart.",
      cards: [
        {
          title: "Weniger Verwaltung",
          description: "Aufträge, Zeiten und Nachweise entstehen digital dort, wo gearbeitet wird. Das Abtippen von Zetteln entfällt.",
          highlight: { text: `${pct.de(claims.lessAdminPercent)} weniger Verwaltungsaufwand`, claim: true },
        },
        {
          title: "Produktiver im Bestand",
          description: "Teams starten mit klaren Aufträgen und Standorten in den Tag, Rückfragen laufen über den Chat statt über Rückrufe.",
          highlight: { text: `Bis zu ${pct.de(claims.productivityPercent)} höhere Produktivität`, claim: true },
        },
        {
          title: "Sicherer entscheiden",
          description:
            "Aktuelle Daten aus dem Wald statt Informationen vom Vortag: Sie entscheiden auf Basis dessen, was tatsächlich passiert.",
          highlight: { text: `${pct.de(claims.fewerWrongDecisionsPercent)} weniger Fehlentscheidungen`, claim: true },
        },
        {
          title: "Schnell eingearbeitet",
          description: "Eine App für Aufträge, Zeiten, Fotos und Chat: Neue Mitarbeitende finden sich ohne lange Schulung zurecht.",
          highlight: { text: `${pct.de(claims.fasterOnboardingPercent)} schnellere Einarbeitung`, claim: true },
        },
        {
          title: "Auch ohne Netz",
          description: "Im Bestand ohne Empfang arbeitet die App offline weiter und gleicht ab, sobald wieder Verbindung besteht.",
          highlight: { text: "Offline-Modus und Offline-Karten" },
        },
        {
          title: "Daten in Deutschland",
          description:
            "ForestCrew wird in Deutschland gehostet und DSGVO-konform betrieben – für Betriebe wie für öffentliche Forstverwaltungen.",
          highlight: { text: "DSGVO-konform, Hosting in Deutschland" },
        },
      ],
    },
    cta: {
      eyebrow: "Nächster Schritt",
      title: "Sehen Sie Ihren Betriebsalltag in ForestCrew",
      lead: "In einer kostenlosen Demo zeigen wir Ihnen an Ihren eigenen Abläufen, wie Planung, Personal und Maschinen in ForestCrew zusammenkommen.",
      contact: "Demo vereinbaren",
      pricing: "Preise ansehen",
      call: "Anrufen",
    },
  },
  {
    overview: { title: "Your day at a glance", hint: "Jump straight to a time of day." },
    challenges: {
      eyebrow: "The challenge",
      title: "Scattered sites, several crews – and every thread runs through you",
      paragraphs: [
        "As an operations or works manager, you are responsible for jobs spread across many sites, several teams and a machine fleet that needs to earn its keep. At the same time, forest owners, clients and your own office expect reliable answers – often on the same day.",
        "Yet in many businesses, coordination still runs on phone calls, scraps of paper and spreadsheets. Who is working where, which machine is free and how many hours were worked – you find out too late, or only when you ask. ForestCrew brings this information together in one place: the web control centre in the office and the app in the forest.",
      ],
      painTitle: "What eats up time today",
      pains: [
        "Jobs and locations are passed on by phone.",
        "Paper timesheets reach the office at the end of the week.",
        "Double-booked machines only come to light in the forest.",
        "Photos and records are scattered across individual phones.",
      ],
      rolesTitle: "Three roles, one shared picture",
      roles: [
        {
          name: "Operations manager",
          text: "plans jobs, teams and machines in the web control centre and keeps an eye on the figures.",
        },
        {
          name: "District forester in the field",
          text: "receives jobs with their GPS location in the app, records hours and documents with photos – offline too.",
        },
        {
          name: "Office clerk",
          text: "finds hours, documents and reports complete in the system instead of piecing them together.",
        },
      ],
    },
    day: {
      eyebrow: "The day",
      title: "A working day with ForestCrew",
      lead: "This is what a typical day looks like when the office and the forest work from the same information.",
      hoursSuffix: "",
      withForestCrew: "With ForestCrew",
      phases: {
        morning: {
          label: "Morning",
          title: "Check the situation, send the teams out",
          text: "The first look is at the dashboard: which jobs are due today, who is available, who has called in sick? If a machine operator is off, you drag the job onto another team. ForestCrew warns you if that would double-book a machine.",
          steps: [
            "Today's jobs and availability on the dashboard",
            "Rescheduling by drag and drop on the timeline",
            "Jobs with their GPS location straight to the teams' phones",
          ],
        },
        lateMorning: {
          label: "Late morning",
          title: "See the work happen instead of phoning round",
          text: "The crews are out in the stands. Time tracking with GPS shows you which teams have started. The district forester reports windthrow on a skid trail with a GPS-tagged photo, and you settle questions in the team chat. Whatever is recorded outside appears in the control centre in real time; where there is no signal, the app keeps working offline and syncs later.",
          steps: [
            "GPS time tracking shows who is working where",
            "Photo records with GPS position",
            "Team chat instead of a chain of phone calls",
          ],
        },
        afternoon: {
          label: "Afternoon",
          title: "Plan the days ahead",
          text: "In the afternoon you look ahead: you create new jobs with their location on the map and schedule them on the timeline. Qualifications and availability show at once who can take on an assignment. When a forest owner asks how work on their land is going, the photos and documents for the job are right at hand.",
          steps: [
            "Create jobs with their location on the map",
            "Take qualifications and availability into account",
            "Photos and documents ready for clients' questions",
          ],
        },
        dayClose: {
          label: "Day close",
          title: "Wrap up the day properly",
          text: "By the end of the day, hours are recorded and jobs are up to date. Reports and KPIs show progress, the office finds the hours complete, and you can export site data as GeoJSON to your GIS whenever you need it. Tomorrow's plan is ready – and already on the teams' phones.",
          steps: ["Reports and KPIs on the day's progress", "Complete hours for the office", "GeoJSON export for your GIS"],
        },
      },
    },
    dashboard: {
      eyebrow: "Web control centre",
      title: "The dashboard: your business at a glance",
      lead: "Jobs, teams, machines and key figures in one view – on the big screen in the office or in the browser on the move.",
      url: "app.forestcrew.de/dashboard",
      cards: [
        {
          title: "Every job in view",
          text: "Open, running and completed jobs with location, team and progress – no call-backs needed.",
        },
        {
          title: "Sites on the map",
          text: "Every assignment on the map; GPS positions from time tracking and photos show where work is under way.",
        },
        {
          title: "Figures, not gut feeling",
          text: "Reports and KPIs on hours and jobs as a sound basis for your decisions.",
        },
      ],
    },
    staff: {
      eyebrow: "Staff management",
      title: "The right team in the right place",
      text: "You keep staff, qualifications and availability in one place. When planning, you see who is free and who has the qualification the job needs; GPS time tracking delivers the hours straight from the forest. New colleagues find their way around the app quickly.",
      features: [
        "Staff, qualifications and availability",
        "Scheduling on the timeline",
        "GPS time tracking in the app",
        "Team chat for quick arrangements",
      ],
      highlight: { text: `${pct.en(claims.fasterOnboardingPercent)} faster onboarding`, claim: true },
      url: "app.forestcrew.de/staff",
    },
    machines: {
      eyebrow: "Machine management",
      title: "Keep machines busy, avoid double bookings",
      text: "Harvesters, forwarders and cable yarders are expensive – and rarely where you need them. In ForestCrew you plan machines just like staff: with job, time frame and location. Conflict detection flags double bookings before a team ends up waiting in the forest for a machine that never comes.",
      features: ["Machine fleet with scheduling", "Resource-conflict detection", "Sites on the map", "Documents kept in one place"],
      url: "app.forestcrew.de/machines",
    },
    benefits: {
      eyebrow: "What you gain",
      title: "What changes in day-to-day operations",
      lead: "Feedback from our beta testers shows where ForestCrew saves time for operations managers, field staff and the office.",
      cards: [
        {
          title: "Less admin",
          description: "Jobs, hours and records are created digitally where the work happens. No more typing up paper notes.",
          highlight: { text: `${pct.en(claims.lessAdminPercent)} less admin effort`, claim: true },
        },
        {
          title: "More done in the stand",
          description: "Teams start the day with clear jobs and locations, and questions go through the chat instead of call-backs.",
          highlight: { text: `Up to ${pct.en(claims.productivityPercent)} higher productivity`, claim: true },
        },
        {
          title: "Better decisions",
          description: "Current data from the forest instead of yesterday's news: you decide on the basis of what is actually happening.",
          highlight: { text: `${pct.en(claims.fewerWrongDecisionsPercent)} fewer wrong decisions`, claim: true },
        },
        {
          title: "Up to speed quickly",
          description: "One app for jobs, hours, photos and chat: new staff find their way around without lengthy training.",
          highlight: { text: `${pct.en(claims.fasterOnboardingPercent)} faster onboarding`, claim: true },
        },
        {
          title: "Works without signal",
          description: "In stands without reception the app keeps working offline and syncs as soon as there is a connection again.",
          highlight: { text: "Offline mode and offline maps" },
        },
        {
          title: "Data kept in Germany",
          description:
            "ForestCrew is hosted in Germany and run in compliance with the GDPR – for private businesses and public forest services alike.",
          highlight: { text: "GDPR-compliant, hosted in Germany" },
        },
      ],
    },
    cta: {
      eyebrow: "Next step",
      title: "See your working day in ForestCrew",
      lead: "In a free demo, we use your own workflows to show how planning, staff and machines come together in ForestCrew.",
      contact: "Book a demo",
      pricing: "See pricing",
      call: "Call us",
    },
  },
);

/** "07:00" for hour 7: 24-hour clock, as schedules in German and British English are written. */
export function clockTime(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** A phase of the day as the page shows it: in the day's order, with its hours written out. */
export interface DayPhase extends Phase {
  id: OperationsPhaseId;
  /** The id of its entry in the timeline, which the hero's overview and /forestcrew link to. */
  anchor: string;
  /** Start and end, "07:00". */
  from: string;
  to: string;
}

/** What the page's loader hands over: the copy in one language, the phases in order with their hours. */
export interface BetriebsleiterPageData extends Omit<BetriebsleiterCopy, "day"> {
  day: Omit<BetriebsleiterCopy["day"], "phases"> & { phases: DayPhase[] };
}

export function betriebsleiterPageData(lang: Lang): BetriebsleiterPageData {
  const copy = betriebsleiterCopy[lang];
  const phases = operationsDay.map((phase) => ({
    ...copy.day.phases[phase.id],
    id: phase.id,
    anchor: phaseAnchor(phase.id),
    from: clockTime(phase.from),
    to: clockTime(phase.to),
  }));
  return { ...copy, day: { ...copy.day, phases } };
}
