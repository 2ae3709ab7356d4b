import { bilingual, type Localized } from "~/lib/i18n";
import type { BadgeKind } from "~/components/ui/badge";

/** Where a hero button leads: an internal path, the external registration page, or an anchor on the page. */
export type IntroAction =
  | { kind: "link"; label: string; to: string }
  | { kind: "register"; label: string }
  | { kind: "phone"; label: string };

export interface PageIntro {
  seo: { title: string; description: string; keywords: string[] };
  hero: {
    eyebrow?: string;
    badge?: { kind: BadgeKind; label: string };
    title: string;
    lead: string;
    primary?: IntroAction;
    secondary?: IntroAction;
  };
}

function intro(de: PageIntro, en: PageIntro): Localized<PageIntro> {
  return bilingual(de, en);
}

/** The opening of every content page: hero and metadata, German and English. */
export const pageIntros = {
  home: intro(
    {
      seo: {
        title: "ForestCrew – Digitale Forstverwaltung und Forst-Software",
        description:
          "ForestCrew verbindet Auftragsplanung, Personal, Maschinen und GPS-Zeiterfassung in einer Plattform für Forstbetriebe – am Desktop und per App, auch offline. 5 Tage kostenlos testen.",
        keywords: ["Forst-Software", "Forstverwaltung", "digitale Arbeitsaufträge", "Forstbetrieb", "GPS-Zeiterfassung"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "Forst-Software aus Deutschland",
        title: "Die digitale Forstverwaltung für Ihren ganzen Betrieb",
        lead: "ForestCrew verbindet Auftragsplanung, Personal, Maschinen und Zeiterfassung in einer Plattform – im Büro am Desktop und im Wald per App, auch ohne Netz.",
        primary: { kind: "register", label: "5 Tage kostenlos testen" },
        secondary: { kind: "link", label: "Demo anfragen", to: "/contact" },
      },
    },
    {
      seo: {
        title: "ForestCrew – Digital forest management software",
        description:
          "ForestCrew brings job planning, staff, machines and GPS time tracking together on one platform for forestry businesses – on the desktop and in the app, even offline. Try it free for 5 days.",
        keywords: ["forestry software", "forest management", "digital work orders", "forestry business", "GPS time tracking"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "Forestry software made in Germany",
        title: "Digital forest management for your entire operation",
        lead: "ForestCrew brings job planning, staff, machines and time tracking together on one platform – on the desktop in the office and in the app out in the forest, even without signal.",
        primary: { kind: "register", label: "Try it free for 5 days" },
        secondary: { kind: "link", label: "Request a demo", to: "/contact" },
      },
    },
  ),
  forestchat: intro(
    {
      seo: {
        title: "ForestChat – KI-Assistent für die Forstwirtschaft",
        description:
          "ForestChat beantwortet Fragen zu Forstrecht, Förderung, Schädlingen, Arbeitssicherheit und Holzpreisen in Sekunden. Kostenlos testbar in der Alpha-Phase.",
        keywords: ["ForestChat", "KI Forstwirtschaft", "Forstrecht", "Förderung Wald", "Borkenkäfer"],
      },
      hero: {
        badge: { kind: "alpha", label: "Alpha" },
        eyebrow: "KI-Assistent",
        title: "ForestChat – Ihr KI-Assistent für die Forstpraxis",
        lead: "Fragen zu Bundeswaldgesetz, Fördermitteln, Schädlingen oder Arbeitssicherheit? ForestChat antwortet in Sekunden – in der Alpha-Phase kostenlos.",
        primary: { kind: "link", label: "ForestCrew entdecken", to: "/forestcrew" },
      },
    },
    {
      seo: {
        title: "ForestChat – AI assistant for forestry",
        description:
          "ForestChat answers questions on forest law, funding, pests, occupational safety and timber prices in seconds. Free to try during the alpha phase.",
        keywords: ["ForestChat", "AI forestry", "forest law", "forest funding", "bark beetle"],
      },
      hero: {
        badge: { kind: "alpha", label: "Alpha" },
        eyebrow: "AI assistant",
        title: "ForestChat – your AI assistant for forestry practice",
        lead: "Questions about the Federal Forest Act, funding, pests or occupational safety? ForestChat answers in seconds – free of charge during the alpha phase.",
        primary: { kind: "link", label: "Discover ForestCrew", to: "/forestcrew" },
      },
    },
  ),
  forestcrew: intro(
    {
      seo: {
        title: "ForestCrew – Forstbetrieb digital steuern",
        description:
          "Digitale Arbeitsaufträge, GPS-gestützte Einsatzplanung, Zeiterfassung, Fotodokumentation und Offline-Karten: ForestCrew steuert Ihren Forstbetrieb vom Desktop bis zur App.",
        keywords: ["ForestCrew", "Einsatzplanung Forst", "Arbeitsaufträge", "Maschinenverwaltung", "Forst-App"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "Web-Leitstand und mobile App",
        title: "Ihren Forstbetrieb digital steuern",
        lead: "Digitale Arbeitsaufträge, GPS-gestützte Einsatzplanung, Zeiterfassung und Fotodokumentation – vom Schreibtisch bis zur Rückegasse in Echtzeit synchron.",
        primary: { kind: "register", label: "5 Tage kostenlos testen" },
        secondary: { kind: "link", label: "Preise ansehen", to: "/forestcrew-pricing" },
      },
    },
    {
      seo: {
        title: "ForestCrew – Run your forestry business digitally",
        description:
          "Digital work orders, GPS-based job planning, time tracking, photo documentation and offline maps: ForestCrew runs your forestry business from the desktop to the app.",
        keywords: ["ForestCrew", "forestry job planning", "work orders", "machine management", "forestry app"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "Web control centre and mobile app",
        title: "Run your forestry business digitally",
        lead: "Digital work orders, GPS-based job planning, time tracking and photo documentation – synchronised in real time from the office desk to the skid trail.",
        primary: { kind: "register", label: "Try it free for 5 days" },
        secondary: { kind: "link", label: "See pricing", to: "/forestcrew-pricing" },
      },
    },
  ),
  forstmanagement: intro(
    {
      seo: {
        title: "Forstmanagement-Software für Forstbetriebe",
        description:
          "Planung, Ausführung, Kontrolle und Analyse in einem Werkzeug: ForestCrew bringt Ordnung in Aufträge, Teams und Maschinen – mit App für den Wald und Leitstand fürs Büro.",
        keywords: ["Forstmanagement", "Forstmanagement-Software", "Forstbetrieb digital", "Beta-Partner", "Forst-App"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "Forstmanagement",
        title: "Forstmanagement, das im Wald funktioniert",
        lead: "Planung, Ausführung, Kontrolle und Analyse in einem Werkzeug: ForestCrew bringt Ordnung in Aufträge, Teams und Maschinen – auch dort, wo kein Netz ist.",
        primary: { kind: "register", label: "5 Tage kostenlos testen" },
        secondary: { kind: "link", label: "Beratung vereinbaren", to: "/contact" },
      },
    },
    {
      seo: {
        title: "Forest management software for forestry businesses",
        description:
          "Planning, execution, control and analysis in one tool: ForestCrew brings order to jobs, teams and machines – with an app for the forest and a control centre for the office.",
        keywords: ["forest management", "forest management software", "digital forestry", "beta partner", "forestry app"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "Forest management",
        title: "Forest management that works in the forest",
        lead: "Planning, execution, control and analysis in one tool: ForestCrew brings order to jobs, teams and machines – even where there is no signal.",
        primary: { kind: "register", label: "Try it free for 5 days" },
        secondary: { kind: "link", label: "Book a consultation", to: "/contact" },
      },
    },
  ),
  pricing: intro(
    {
      seo: {
        title: "Preise – ForestCrew Beta, Beta Pro und Enterprise",
        description:
          "Transparente Preise für ForestCrew: Beta, Beta Pro und Enterprise, monatlich oder jährlich, inklusive 19 % MwSt. Beta-Preise gelten dauerhaft. 5 Tage kostenlos testen.",
        keywords: ["ForestCrew Preise", "Forst-Software Kosten", "Beta-Tarif", "Enterprise", "Forstverwaltung Preis"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "Preise",
        title: "Faire Preise für jeden Forstbetrieb",
        lead: "Starten Sie mit 5 Tagen kostenlosem Test und sichern Sie sich Beta-Konditionen, die dauerhaft gelten – ob Kleinbetrieb oder Landesforst.",
        primary: { kind: "register", label: "Jetzt registrieren" },
        secondary: { kind: "link", label: "Enterprise anfragen", to: "/contact" },
      },
    },
    {
      seo: {
        title: "Pricing – ForestCrew Beta, Beta Pro and Enterprise",
        description:
          "Transparent pricing for ForestCrew: Beta, Beta Pro and Enterprise, monthly or yearly, including 19% German VAT. Beta prices are locked in for good. Try it free for 5 days.",
        keywords: ["ForestCrew pricing", "forestry software cost", "beta plan", "enterprise", "forest management price"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "Pricing",
        title: "Fair pricing for every forestry business",
        lead: "Start with a free 5-day trial and lock in beta terms for good – whether you run a small contracting firm or a state forest.",
        primary: { kind: "register", label: "Sign up now" },
        secondary: { kind: "link", label: "Ask about Enterprise", to: "/contact" },
      },
    },
  ),
  betriebsleiter: intro(
    {
      seo: {
        title: "Ein Tag als Betriebsleiter mit ForestCrew",
        description:
          "Vom Morgenbriefing bis zum Tagesabschluss: Wie Betriebsleiter im Forst mit ForestCrew Aufträge, Personal und Maschinen steuern – ohne hinterherzutelefonieren.",
        keywords: ["Betriebsleiter Forst", "Forstbetrieb Organisation", "Personalplanung Forst", "Maschinenplanung", "ForestCrew"],
      },
      hero: {
        eyebrow: "Für Betriebsleiter",
        title: "Ein Tag als Betriebsleiter – mit ForestCrew",
        lead: "Vom Morgenbriefing bis zum Tagesabschluss: So behalten Sie Aufträge, Teams und Maschinen im Blick, ohne den ganzen Tag hinterherzutelefonieren.",
        primary: { kind: "link", label: "Beratung vereinbaren", to: "/contact" },
        secondary: { kind: "link", label: "Preise ansehen", to: "/forestcrew-pricing" },
      },
    },
    {
      seo: {
        title: "A day as an operations manager with ForestCrew",
        description:
          "From the morning briefing to the end of the day: how forestry operations managers run jobs, staff and machines with ForestCrew – without chasing people on the phone.",
        keywords: ["forestry operations manager", "forestry business organisation", "staff planning", "machine planning", "ForestCrew"],
      },
      hero: {
        eyebrow: "For operations managers",
        title: "A day as an operations manager – with ForestCrew",
        lead: "From the morning briefing to the end of the day: keep jobs, teams and machines in view without spending your day chasing people on the phone.",
        primary: { kind: "link", label: "Book a consultation", to: "/contact" },
        secondary: { kind: "link", label: "See pricing", to: "/forestcrew-pricing" },
      },
    },
  ),
  datahub: intro(
    {
      seo: {
        title: "DataHub – Alle Forstdaten an einem Ort",
        description:
          "Der ForestCrew DataHub verbindet Forst-ERP, GIS, Holzverkauf und Maschinendaten über offene REST-APIs mit OpenAPI-Dokumentation. DSGVO-konform, gehostet in Deutschland.",
        keywords: ["DataHub", "Forstdaten", "REST-API Forst", "Datenintegration", "OpenAPI"],
      },
      hero: {
        eyebrow: "Datenintegration",
        title: "DataHub: Alle Forstdaten an einem Ort",
        lead: "Verbinden Sie Forst-ERP, GIS, Holzverkauf und Maschinendaten über offene REST-APIs – DSGVO-konform, in Deutschland gehostet und rund um die Uhr betreut.",
        primary: { kind: "link", label: "Live-Demo anfragen", to: "/contact" },
        secondary: { kind: "link", label: "Kostenlose Erstberatung", to: "/contact" },
      },
    },
    {
      seo: {
        title: "DataHub – All your forest data in one place",
        description:
          "The ForestCrew DataHub connects forestry ERP, GIS, timber sales and machine data through open REST APIs with OpenAPI documentation. GDPR-compliant, hosted in Germany.",
        keywords: ["DataHub", "forest data", "forestry REST API", "data integration", "OpenAPI"],
      },
      hero: {
        eyebrow: "Data integration",
        title: "DataHub: all your forest data in one place",
        lead: "Connect forestry ERP, GIS, timber sales and machine data through open REST APIs – GDPR-compliant, hosted in Germany and supported around the clock.",
        primary: { kind: "link", label: "Request a live demo", to: "/contact" },
        secondary: { kind: "link", label: "Free initial consultation", to: "/contact" },
      },
    },
  ),
  inventory: intro(
    {
      seo: {
        title: "KI-Waldinventur – Drohne, LiDAR und KI",
        description:
          "Die KI-Waldinventur von ForestCrew erfasst Bestände mit Drohne, LiDAR und Satellitenbildern und wertet sie mit KI aus. In Entwicklung – jetzt auf die Warteliste.",
        keywords: ["KI-Waldinventur", "Waldinventur Drohne", "LiDAR Wald", "Forstinventur", "Satellitenbilder Wald"],
      },
      hero: {
        badge: { kind: "soon", label: "In Entwicklung" },
        eyebrow: "KI-Waldinventur",
        title: "Waldinventur mit Drohne, LiDAR und KI",
        lead: "Satellitenbilder, Drohnenflüge und LiDAR-Daten, ausgewertet von KI: Bestände, Baumarten und Vitalität in einem Bruchteil der bisherigen Zeit erfassen.",
        primary: { kind: "link", label: "Interesse anmelden", to: "/contact" },
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
        lead: "Satellite imagery, drone flights and LiDAR data, analysed by AI: capture stands, tree species and vitality in a fraction of the time it takes today.",
        primary: { kind: "link", label: "Register your interest", to: "/contact" },
      },
    },
  ),
  nexus: intro(
    {
      seo: {
        title: "Nexus – Aus Walddaten wird Einkommen",
        description:
          "Nexus macht den Wert Ihres Waldes messbar und vermarktbar: CO2-Zertifikate, ESG-Compliance und Ökosystemleistungen auf Basis Ihrer Forstdaten. Jetzt auf die Warteliste.",
        keywords: ["Nexus", "CO2-Zertifikate Wald", "ESG Forst", "Ökosystemleistungen", "Waldmonetarisierung"],
      },
      hero: {
        badge: { kind: "new", label: "NEU" },
        eyebrow: "Datenmonetarisierung",
        title: "Nexus: Aus Walddaten wird Einkommen",
        lead: "CO2-Zertifikate, ESG-Nachweise und Ökosystemleistungen – Nexus macht den Wert Ihres Waldes messbar und erschließt neue Einnahmen für Waldbesitzer.",
        primary: { kind: "register", label: "Nexus entdecken" },
        secondary: { kind: "link", label: "Beratung anfragen", to: "/contact" },
      },
    },
    {
      seo: {
        title: "Nexus – Turn forest data into income",
        description:
          "Nexus makes the value of your forest measurable and marketable: carbon credits, ESG compliance and ecosystem services based on your forest data. Join the waitlist now.",
        keywords: ["Nexus", "forest carbon credits", "forestry ESG", "ecosystem services", "forest monetisation"],
      },
      hero: {
        badge: { kind: "new", label: "NEW" },
        eyebrow: "Data monetisation",
        title: "Nexus: turn forest data into income",
        lead: "Carbon credits, ESG evidence and ecosystem services – Nexus makes the value of your forest measurable and opens up new income for forest owners.",
        primary: { kind: "register", label: "Discover Nexus" },
        secondary: { kind: "link", label: "Ask for advice", to: "/contact" },
      },
    },
  ),
  about: intro(
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
        primary: { kind: "link", label: "Kontakt aufnehmen", to: "/contact" },
      },
    },
    {
      seo: {
        title: "About us – The team behind ForestCrew",
        description:
          "Foresters and software engineers from Ahrensburg, Germany: we build digital tools that work in the forest – for healthier forests and more efficient forestry businesses.",
        keywords: ["ForestCrew team", "about us", "forestry software Germany", "digital forestry", "vision 2030"],
      },
      hero: {
        eyebrow: "About us",
        title: "We are digitalising forestry – out of conviction",
        lead: "Foresters and software engineers from Ahrensburg building tools that genuinely work in the forest: for healthier forests and businesses with more time for their real work.",
        primary: { kind: "link", label: "Get in touch", to: "/contact" },
      },
    },
  ),
  career: intro(
    {
      seo: {
        title: "Karriere – Jobs bei ForestCrew",
        description:
          "Gestalten Sie die digitale Forstwirtschaft mit: Jobs in Softwareentwicklung, Forstberatung, Produkt und Vertrieb bei ForestCrew in Ahrensburg und remote.",
        keywords: ["Karriere", "Jobs Forst-Software", "Stellenangebote Ahrensburg", "Initiativbewerbung", "Remote Jobs"],
      },
      hero: {
        eyebrow: "Karriere",
        title: "Gestalten Sie die digitale Forstwirtschaft mit",
        lead: "Bei uns entsteht Software, die Forstleuten jeden Tag Arbeit abnimmt. Wenn Sie Wald und Technik gleichermaßen begeistern, sollten wir uns kennenlernen.",
        primary: { kind: "link", label: "Kontakt aufnehmen", to: "/contact" },
      },
    },
    {
      seo: {
        title: "Careers – Jobs at ForestCrew",
        description:
          "Help shape digital forestry: jobs in software engineering, forestry consulting, product and sales at ForestCrew in Ahrensburg, Germany, and remote.",
        keywords: ["careers", "forestry software jobs", "jobs Germany", "speculative application", "remote jobs"],
      },
      hero: {
        eyebrow: "Careers",
        title: "Help shape the future of digital forestry",
        lead: "We build software that takes work off foresters' hands every day. If you care about forests and technology in equal measure, we should talk.",
        primary: { kind: "link", label: "Get in touch", to: "/contact" },
      },
    },
  ),
  contact: intro(
    {
      seo: {
        title: "Kontakt – Demo und Beratung anfragen",
        description:
          "Demo, Beratung oder Frage zu ForestCrew? Schreiben Sie uns oder rufen Sie an: Mo–Fr 9:00–17:00 Uhr. Wir antworten innerhalb eines Werktages.",
        keywords: ["Kontakt", "Demo anfragen", "Beratung Forst-Software", "ForestCrew Support", "Ahrensburg"],
      },
      hero: {
        eyebrow: "Kontakt",
        title: "Sprechen Sie mit uns",
        lead: "Ob Demo, Beratung oder eine Frage zu Ihrem Betrieb: Schreiben Sie uns oder rufen Sie an – wir antworten innerhalb eines Werktages.",
        primary: { kind: "phone", label: "Jetzt anrufen" },
      },
    },
    {
      seo: {
        title: "Contact – Request a demo or consultation",
        description:
          "Demo, consultation or a question about ForestCrew? Write to us or call, Mon–Fri 9:00–17:00 CET. We reply within one working day.",
        keywords: ["contact", "request a demo", "forestry software consultation", "ForestCrew support", "Germany"],
      },
      hero: {
        eyebrow: "Contact",
        title: "Talk to us",
        lead: "Whether it's a demo, advice or a question about your business: write to us or give us a call – we reply within one working day.",
        primary: { kind: "phone", label: "Call us now" },
      },
    },
  ),
  impressum: intro(
    {
      seo: {
        title: "Impressum",
        description: "Impressum und Anbieterkennzeichnung der ForestCrew GmbH, Ahrensburg, gemäß § 5 DDG.",
        keywords: ["Impressum", "Anbieterkennzeichnung", "ForestCrew GmbH"],
      },
      hero: { eyebrow: "Rechtliches", title: "Impressum", lead: "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)." },
    },
    {
      seo: {
        title: "Legal notice",
        description: "Legal notice (Impressum) of ForestCrew GmbH, Ahrensburg, Germany, under section 5 of the German Digital Services Act (DDG).",
        keywords: ["legal notice", "Impressum", "ForestCrew GmbH"],
      },
      hero: {
        eyebrow: "Legal",
        title: "Legal notice",
        lead: "Information under section 5 of the German Digital Services Act (DDG).",
      },
    },
  ),
  datenschutz: intro(
    {
      seo: {
        title: "Datenschutzerklärung",
        description:
          "Wie ForestCrew personenbezogene Daten verarbeitet: Cookies, Analyse nur mit Einwilligung, Chat-Daten, Ihre Rechte nach DSGVO.",
        keywords: ["Datenschutz", "DSGVO", "Datenschutzerklärung", "Cookies"],
      },
      hero: {
        eyebrow: "Rechtliches",
        title: "Datenschutzerklärung",
        lead: "Welche Daten wir verarbeiten, wofür und wie lange – und welche Rechte Sie nach der DSGVO haben.",
      },
    },
    {
      seo: {
        title: "Privacy policy",
        description:
          "How ForestCrew processes personal data: cookies, analytics only with consent, chat data, and your rights under the GDPR.",
        keywords: ["privacy", "GDPR", "privacy policy", "cookies"],
      },
      hero: {
        eyebrow: "Legal",
        title: "Privacy policy",
        lead: "What data we process, why and for how long – and your rights under the GDPR.",
      },
    },
  ),
  agb: intro(
    {
      seo: {
        title: "Allgemeine Geschäftsbedingungen (AGB)",
        description: "Allgemeine Geschäftsbedingungen der ForestCrew GmbH für die Nutzung der ForestCrew-Plattform. Stand: Januar 2025.",
        keywords: ["AGB", "Geschäftsbedingungen", "Vertragsbedingungen ForestCrew"],
      },
      hero: {
        eyebrow: "Rechtliches",
        title: "Allgemeine Geschäftsbedingungen",
        lead: "Für die Nutzung der ForestCrew-Plattform durch Unternehmer. Stand: Januar 2025.",
      },
    },
    {
      seo: {
        title: "Terms and conditions",
        description: "General terms and conditions of ForestCrew GmbH for the use of the ForestCrew platform. Version of January 2025.",
        keywords: ["terms and conditions", "terms of service", "ForestCrew contract terms"],
      },
      hero: {
        eyebrow: "Legal",
        title: "Terms and conditions",
        lead: "For business customers using the ForestCrew platform. Version of January 2025.",
      },
    },
  ),
  instagram: intro(
    {
      seo: {
        title: "Schluss mit dem Papierchaos im Forst",
        description:
          "Digitale Aufträge, GPS-Navigation und automatische Zeiterfassung statt Zettelwirtschaft: Werden Sie Beta-Partner von ForestCrew – begrenzte Plätze, lebenslange Vorteile.",
        keywords: ["Beta-Partner", "Forst-App", "Zettelwirtschaft Forst", "Zeiterfassung Forst", "ForestCrew Beta"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "Für Forstbetriebe und Dienstleister",
        title: "Schluss mit dem Papierchaos im Forst",
        lead: "Aufträge, Zeiten und Fotos digital – direkt aus dem Bestand. Werden Sie jetzt Beta-Partner und sichern Sie sich lebenslange Vorteile.",
        primary: { kind: "register", label: "Beta-Partner werden" },
      },
    },
    {
      seo: {
        title: "An end to paper chaos in forestry",
        description:
          "Digital jobs, GPS navigation and automatic time tracking instead of paperwork: become a ForestCrew beta partner – limited places, lifetime benefits.",
        keywords: ["beta partner", "forestry app", "forestry paperwork", "forestry time tracking", "ForestCrew beta"],
      },
      hero: {
        badge: { kind: "beta", label: "Beta" },
        eyebrow: "For forestry businesses and contractors",
        title: "An end to paper chaos in forestry",
        lead: "Jobs, hours and photos recorded digitally – straight from the stand. Become a beta partner now and secure lifetime benefits.",
        primary: { kind: "register", label: "Become a beta partner" },
      },
    },
  ),
  blog: intro(
    {
      seo: {
        title: "Forstblog – Praxiswissen für die digitale Forstwirtschaft",
        description:
          "Der ForestCrew Forstblog: Praxiswissen zu digitalen Arbeitsaufträgen, Borkenkäfer-Monitoring, GPS-Zeiterfassung, CO2-Markt und Arbeitssicherheit im Forst.",
        keywords: ["Forstblog", "Forstwirtschaft", "Digitalisierung Forst", "Borkenkäfer", "Holzmarkt"],
      },
      hero: {
        eyebrow: "Forstblog",
        title: "Praxiswissen für die digitale Forstwirtschaft",
        lead: "Von Forstleuten für Forstleute: Digitalisierung im Betrieb, Waldschutz, Arbeitssicherheit und Holzmarkt – verständlich und praxisnah.",
      },
    },
    {
      seo: {
        title: "Forestry blog – Practical know-how for digital forestry",
        description:
          "The ForestCrew forestry blog: practical know-how on digital work orders, bark beetle monitoring, GPS time tracking, the carbon market and safety in forestry.",
        keywords: ["forestry blog", "forestry", "digital forestry", "bark beetle", "timber market"],
      },
      hero: {
        eyebrow: "Forestry blog",
        title: "Practical know-how for digital forestry",
        lead: "By foresters, for foresters: digitalisation in the business, forest protection, occupational safety and the timber market – clear and practical.",
      },
    },
  ),
} satisfies Record<string, Localized<PageIntro>>;

export type PageIntroKey = keyof typeof pageIntros;
