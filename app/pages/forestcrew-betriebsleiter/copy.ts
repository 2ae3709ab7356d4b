/**
 * Copy of /forestcrew-betriebsleiter in German and English: a day in the life of an
 * operations manager. The phase hours come from `~/content/facts`.
 * The page's loader hands over one language (`betriebsleiterPageData`); only `intro` reaches the bundle.
 */
import { demoRequestPath, paths } from "~/config/pages";
import { introCopy } from "~/content/page-intro";
import { operationsDay, type OperationsPhaseId } from "~/content/facts";
import { bilingual, type Lang } from "~/lib/i18n";
import { phaseAnchor } from "~/config/anchors";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Ein Tag in der Betriebsleitung mit ForestCrew",
      description:
        "Vom Morgenbriefing bis zum Tagesabschluss: So steuert die Betriebsleitung Aufträge, Personal und Maschinen mit ForestCrew – ohne hinterherzutelefonieren.",
      keywords: ["Betriebsleitung Forst", "Forstbetrieb Organisation", "Personalplanung Forst", "Maschinenplanung", "ForestCrew"],
    },
    hero: {
      eyebrow: "Für die Betriebsleitung",
      badge: { kind: "beta", label: "Beta" },
      title: "Ein Tag in der Betriebsleitung – mit ForestCrew",
      lead: "Vom Morgenbriefing bis zum Feierabend: Aufträge, Teams und Maschinen im Blick, ohne den ganzen Tag hinterherzutelefonieren.",
      primary: { kind: "link", label: "Demo vereinbaren", to: demoRequestPath },
      secondary: { kind: "link", label: "Preise ansehen", to: paths["forestcrew-pricing"] },
    },
  },
  {
    seo: {
      title: "A day as an operations manager with ForestCrew",
      description:
        "From the morning briefing to the end of the day: how operations managers run jobs, crews and machines with ForestCrew – without chasing people by phone.",
      keywords: ["forestry operations manager", "forestry business organisation", "staff planning", "machine planning", "ForestCrew"],
    },
    hero: {
      eyebrow: "For operations managers",
      badge: { kind: "beta", label: "Beta" },
      title: "A day as an operations manager – with ForestCrew",
      lead: "From the morning briefing to the end of the day: jobs, crews and machines in view, without spending the day chasing people on the phone.",
      primary: { kind: "link", label: "Book a demo", to: demoRequestPath },
      secondary: { kind: "link", label: "See pricing", to: paths["forestcrew-pricing"] },
    },
  },
);

export interface Phase {
  label: string;
  title: string;
  text: string;
  /** What happens in this phase, as the hero's day view shows it (sample). */
  event: string;
}

/** A module of the web control centre, as a block in the modules section. */
export interface ModuleCopy {
  eyebrow: string;
  title: string;
  text: string;
  features: string[];
}

export interface BetriebsleiterCopy {
  overview: { title: string; hint: string; now: string };
  challenges: {
    eyebrow: string;
    title: string;
    text: string;
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
    phases: Record<OperationsPhaseId, Phase>;
  };
  /** `url`: the address shown in the screenshot's browser bar. */
  dashboard: { eyebrow: string; title: string; lead: string; url: string; cards: { title: string; text: string }[] };
  modules: { title: string; lead: string; staff: ModuleCopy; machines: ModuleCopy };
  benefits: { eyebrow: string; title: string; lead: string; cards: { title: string; description: string }[] };
  cta: { eyebrow: string; title: string; lead: string; contact: string; pricing: string; call: string };
}

export const betriebsleiterCopy = /* @__PURE__ */ bilingual<BetriebsleiterCopy>(
  {
    overview: { title: "Ihr Tag im Überblick", hint: "Springen Sie direkt zu einer Tageszeit.", now: "Jetzt" },
    challenges: {
      eyebrow: "Die Herausforderung",
      title: "Viele Flächen, mehrere Trupps – und alle Fäden laufen bei Ihnen zusammen",
      text: "Die Betriebsleitung verantwortet Aufträge auf verstreuten Flächen, mehrere Teams und einen Maschinenpark, der ausgelastet sein will. Waldbesitzende, Auftraggeber und das eigene Büro erwarten verlässliche Auskünfte, oft noch am selben Tag. Trotzdem läuft die Abstimmung in vielen Betrieben über Telefon, Zettel und Tabellen.",
      painTitle: "Was heute Zeit kostet",
      pains: [
        "Aufträge und Einsatzorte werden telefonisch durchgegeben.",
        "Stundenzettel kommen am Wochenende auf Papier ins Büro.",
        "Doppelt verplante Maschinen fallen erst im Wald auf.",
        "Fotos und Nachweise liegen verstreut auf einzelnen Handys.",
      ],
      rolesTitle: "Drei Rollen, ein gemeinsamer Stand",
      roles: [
        { name: "Betriebsleitung", text: "plant Aufträge, Teams und Maschinen im Web-Leitstand und behält die Kennzahlen im Blick." },
        {
          name: "Revierleitung im Außendienst",
          text: "erhält Aufträge mit GPS-Standort in der App, erfasst Zeiten und Fotos – auch offline.",
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
      phases: {
        morning: {
          label: "Morgen",
          title: "Lage prüfen, Teams losschicken",
          text: "Der erste Blick geht ins Dashboard: Welche Aufträge stehen an, wer ist verfügbar, wer hat sich krankgemeldet? Fehlt jemand, ziehen Sie den Auftrag per Drag-and-drop auf ein anderes Team – ForestCrew warnt, wenn dabei eine Maschine doppelt belegt wäre.",
          event: "H-02 fällt aus – Auftrag auf Team Süd umgeplant",
        },
        lateMorning: {
          label: "Vormittag",
          title: "Den Betrieb laufen sehen, statt anzurufen",
          text: "Die Trupps sind im Bestand, die Zeiterfassung mit GPS zeigt, wer begonnen hat. Die Revierleitung meldet per Foto mit GPS-Position einen Windwurf am Rückeweg; Rückfragen klären Sie im Team-Chat. Fehlt im Wald das Netz, arbeitet die App offline weiter und gleicht später ab.",
          event: "Foto mit GPS: Windwurf am Rückeweg, Abt. 7b",
        },
        afternoon: {
          label: "Nachmittag",
          title: "Die nächsten Tage planen",
          text: "Neue Aufträge legen Sie mit Standort auf der Karte an und planen sie auf der Zeitleiste ein; Qualifikationen und Verfügbarkeiten zeigen sofort, wer infrage kommt. Fragen Waldbesitzende nach dem Stand ihrer Fläche, haben Sie Fotos und Dokumente direkt zur Hand.",
          event: "Drei neue Aufträge auf der Zeitleiste",
        },
        dayClose: {
          label: "Tagesabschluss",
          title: "Den Tag sauber abschließen",
          text: "Zum Feierabend sind die Zeiten erfasst und die Aufträge aktuell. Berichte zeigen den Fortschritt, das Büro findet die Stunden vollständig vor, Flächendaten gehen bei Bedarf als GeoJSON in Ihr GIS. Der Plan für morgen ist schon auf den Handys der Teams.",
          event: "Stunden vollständig, Bericht bereit",
        },
      },
    },
    dashboard: {
      eyebrow: "Web-Leitstand",
      title: "Das Dashboard: Ihr Betrieb auf einen Blick",
      lead: "Aufträge, Teams, Maschinen und Kennzahlen in einer Ansicht – im Büro am großen Bildschirm oder unterwegs im Browser.",
      url: "app.forestcrew.de/dashboard",
      cards: [
        { title: "Aufträge im Überblick", text: "Offene, laufende und erledigte Aufträge mit Standort, Team und Fortschritt." },
        { title: "Einsatzorte auf der Karte", text: "GPS-Positionen aus Zeiterfassung und Fotos zeigen, wo gerade gearbeitet wird." },
        { title: "Kennzahlen statt Bauchgefühl", text: "Berichte zu Stunden und Aufträgen als Grundlage Ihrer Entscheidungen." },
      ],
    },
    modules: {
      title: "Das richtige Team und die richtige Maschine am richtigen Ort",
      lead: "Personal und Maschinen planen Sie in ForestCrew nach denselben Regeln: mit Auftrag, Zeitraum und Einsatzort.",
      staff: {
        eyebrow: "Personalverwaltung",
        title: "Wer ist frei, wer kann es?",
        text: "Mitarbeitende, Qualifikationen und Verfügbarkeiten pflegen Sie an einer Stelle. Die Zeiterfassung mit GPS liefert die Stunden direkt aus dem Wald.",
        features: [
          "Qualifikationen und Verfügbarkeiten",
          "Einsatzplanung auf der Zeitleiste",
          "Zeiterfassung mit GPS",
          "Team-Chat für kurze Absprachen",
        ],
      },
      machines: {
        eyebrow: "Maschinenverwaltung",
        title: "Maschinen auslasten, Doppelbelegungen vermeiden",
        text: "Harvester, Forwarder und Seilkran sind teuer und selten dort, wo man sie braucht. Die Konflikterkennung meldet Doppelbelegungen, bevor ein Team im Wald vergeblich wartet.",
        features: [
          "Maschinenpark mit Einsatzplanung",
          "Erkennung von Ressourcenkonflikten",
          "Einsatzorte auf der Karte",
          "Dokumente an einem Ort",
        ],
      },
    },
    benefits: {
      eyebrow: "Ihr Nutzen",
      title: "Was sich im Betriebsalltag ändert",
      lead: "Wo ForestCrew der Betriebsleitung, dem Außendienst und dem Büro Zeit spart.",
      cards: [
        {
          title: "Weniger Verwaltung",
          description: "Aufträge, Zeiten und Nachweise entstehen digital dort, wo gearbeitet wird. Das Abtippen von Zetteln entfällt.",
        },
        {
          title: "Mehr Zeit im Bestand",
          description: "Teams starten mit klaren Aufträgen und Standorten in den Tag; Rückfragen laufen über den Chat.",
        },
        {
          title: "Sicherer entscheiden",
          description: "Sie entscheiden auf Grundlage dessen, was heute im Wald passiert, nicht nach dem Stand von gestern.",
        },
        {
          title: "Schnell eingearbeitet",
          description: "Eine App für Aufträge, Zeiten, Fotos und Chat: Neue Mitarbeitende finden sich ohne lange Schulung zurecht.",
        },
        {
          title: "Auch ohne Netz",
          description: "Ohne Empfang arbeitet die App offline weiter und gleicht ab, sobald wieder Verbindung besteht.",
        },
        {
          title: "Daten in Deutschland",
          description: "Gehostet in Deutschland, DSGVO-konform – für Betriebe wie für öffentliche Forstverwaltungen.",
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
    overview: { title: "Your day at a glance", hint: "Jump straight to a time of day.", now: "Now" },
    challenges: {
      eyebrow: "The challenge",
      title: "Scattered sites, several crews – and every thread runs through you",
      text: "As an operations manager you are responsible for jobs spread across many sites, several crews and a machine fleet that has to earn its keep. Forest owners, clients and your own office expect reliable answers, often the same day. Yet in many businesses coordination still runs on phone calls, scraps of paper and spreadsheets.",
      painTitle: "What eats up time today",
      pains: [
        "Jobs and locations are passed on by phone.",
        "Paper timesheets reach the office at the end of the week.",
        "Double-booked machines only come to light in the forest.",
        "Photos and records are scattered across individual phones.",
      ],
      rolesTitle: "Three roles, one shared picture",
      roles: [
        { name: "Operations manager", text: "plans jobs, crews and machines in the web control centre and keeps an eye on the figures." },
        {
          name: "District forester in the field",
          text: "gets jobs with their GPS location in the app and logs hours and photos – offline too.",
        },
        { name: "Office staff", text: "find hours, documents and reports complete in the system instead of piecing them together." },
      ],
    },
    day: {
      eyebrow: "The day",
      title: "A working day with ForestCrew",
      lead: "This is what a typical day looks like when the office and the forest work from the same information.",
      hoursSuffix: "",
      phases: {
        morning: {
          label: "Morning",
          title: "Check the day, send the crews out",
          text: "The first look is at the dashboard: which jobs are due, who is available, who has called in sick? If a machine operator is off, you drag the job onto another crew – and ForestCrew warns you if that would double-book a machine.",
          event: "H-02 down – job moved to Crew South",
        },
        lateMorning: {
          label: "Late morning",
          title: "See the work happen instead of phoning round",
          text: "The crews are out, and GPS time tracking shows who has started. The district forester reports windthrow on a skid trail with a GPS-tagged photo, and you settle questions in the team chat. Where there is no signal, the app keeps working offline and syncs later.",
          event: "GPS photo: windthrow on the skid trail, Cpt. 7b",
        },
        afternoon: {
          label: "Afternoon",
          title: "Plan the days ahead",
          text: "You create new jobs with their location on the map and schedule them on the timeline; qualifications and availability show at once who can take them on. When a forest owner asks how work on their land is going, the photos and documents are right at hand.",
          event: "Three new jobs on the timeline",
        },
        dayClose: {
          label: "Day close",
          title: "Wrap up the day properly",
          text: "By the end of the day, hours are logged and jobs are up to date. Reports show progress, the office finds the hours complete, and site data goes to your GIS as GeoJSON when you need it. Tomorrow's plan is already on the crews' phones.",
          event: "Hours complete, report ready",
        },
      },
    },
    dashboard: {
      eyebrow: "Web control centre",
      title: "The dashboard: your business at a glance",
      lead: "Jobs, crews, machines and key figures in one view – on the big screen in the office or in the browser on the move.",
      url: "app.forestcrew.de/dashboard",
      cards: [
        { title: "Every job in view", text: "Open, running and completed jobs with their location, crew and progress." },
        { title: "Sites on the map", text: "GPS positions from time tracking and photos show where work is under way." },
        { title: "Figures, not gut feeling", text: "Reports on hours and jobs as a sound basis for your decisions." },
      ],
    },
    modules: {
      title: "The right crew and the right machine in the right place",
      lead: "In ForestCrew you plan people and machines the same way: with a job, a time frame and a location.",
      staff: {
        eyebrow: "Staff management",
        title: "Who is free, and who is qualified?",
        text: "Keep staff, qualifications and availability in one place. GPS time tracking brings the hours straight in from the forest.",
        features: ["Qualifications and availability", "Scheduling on the timeline", "GPS time tracking", "Team chat for quick questions"],
      },
      machines: {
        eyebrow: "Machine management",
        title: "Keep machines busy, avoid double bookings",
        text: "Harvesters, forwarders and cable yarders are expensive – and rarely where you need them. Conflict detection flags double bookings before a crew is left waiting in the forest.",
        features: ["Machine fleet with scheduling", "Resource-conflict detection", "Sites on the map", "Documents in one place"],
      },
    },
    benefits: {
      eyebrow: "What you gain",
      title: "What changes in day-to-day operations",
      lead: "Where ForestCrew saves time for operations managers, field staff and the office.",
      cards: [
        {
          title: "Less admin",
          description: "Jobs, hours and records are created digitally where the work happens. No more typing up paper notes.",
        },
        {
          title: "More time in the forest",
          description: "Crews start the day with clear jobs and locations; questions go through the chat.",
        },
        { title: "Better decisions", description: "You decide on what is happening in the forest today, not on yesterday's news." },
        {
          title: "Up to speed quickly",
          description: "One app for jobs, hours, photos and chat: new staff find their way around without lengthy training.",
        },
        {
          title: "Works without signal",
          description: "Without reception the app keeps working offline and syncs as soon as there is a connection again.",
        },
        {
          title: "Data kept in Germany",
          description: "Hosted in Germany, GDPR-compliant – for private businesses and public forest services alike.",
        },
      ],
    },
    cta: {
      eyebrow: "Next step",
      title: "See your working day in ForestCrew",
      lead: "In a free demo we use your own workflows to show how planning, crews and machines come together in ForestCrew.",
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
  /** Its length in hours. */
  hours: number;
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
    hours: phase.to - phase.from,
  }));
  return { ...copy, day: { ...copy.day, phases } };
}
