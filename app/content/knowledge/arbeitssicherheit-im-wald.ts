import type { KnowledgeArticle } from "./types";

/** Occupational safety in forest work: risks, chainsaw PPE, training, rescue chain and who sets the rules. */
export const arbeitssicherheitImWald: KnowledgeArticle = {
  slug: "arbeitssicherheit-im-wald",
  checked: "2026-11-24",
  legalNotice: true,
  sources: [
    {
      title: "Unfallverhütungsvorschrift VSG 4.3 „Forsten“",
      publisher: "Sozialversicherung für Landwirtschaft, Forsten und Gartenbau (SVLFG)",
    },
    {
      title: "DGUV Regel 114-018 „Waldarbeiten“",
      publisher: "Deutsche Gesetzliche Unfallversicherung (DGUV)",
    },
    {
      title: "Arbeitsschutzgesetz (ArbSchG), § 5 Beurteilung der Arbeitsbedingungen und § 12 Unterweisung",
      publisher: "Bundesministerium der Justiz",
      url: "https://www.gesetze-im-internet.de/arbschg/",
    },
    {
      title: "Prüfung von Forsttechnik und Schutzausrüstung",
      publisher: "Kuratorium für Waldarbeit und Forsttechnik (KWF)",
    },
    {
      title: "Forstliche Rettungspunkte: bundesweiter Datensatz",
      publisher: "Kuratorium für Waldarbeit und Forsttechnik (KWF)",
      url: "https://www.rettungspunkte-forst.de",
    },
    {
      title: "Bedingungen für die Brennholz-Selbstwerbung",
      publisher: "Landesforstverwaltungen und Landesforstbetriebe",
    },
  ],
  copy: {
    de: {
      title: "Arbeitssicherheit im Wald",
      summary:
        "Die größten Gefahren der Waldarbeit, die Schutzausrüstung für die Motorsäge, Ausbildung, Rettungskette und wer die Regeln setzt.",
      sections: [
        {
          id: "gefahren",
          heading: "Die größten Gefahren bei der Waldarbeit",
          paragraphs: [
            "Die Unfallversicherungsträger zählen die Waldarbeit zu den gefährlichsten Tätigkeiten. Besonders schwere Unfälle passieren beim Fällen von Bäumen und beim Aufarbeiten von Holz mit der Motorsäge.",
          ],
          list: [
            "Fallende Bäume: Der Fallbereich reicht in der Regel mindestens bis zur doppelten Baumlänge rund um den Baum, und dort darf sich außer der fällenden Person niemand aufhalten.",
            "Hängengebliebene Bäume: Ein Baum, der sich in einer Nachbarkrone verfangen hat, wird mit Seilwinde oder Wendehaken zu Boden gebracht und niemals bestiegen, unterschnitten oder durch Abwerfen eines weiteren Baumes gelöst.",
            "Sturmholz: Geworfene und gebrochene Stämme stehen unter Spannung, können beim Schnitt schlagartig aufschnellen, und aufgestellte Wurzelteller können zurückkippen.",
            "Schnittverletzungen: Die Säge trifft vor allem Beine, Hände und Gesicht, häufig durch Rückschlag der Schiene.",
            "Herabfallende Äste und Kronenteile: Abgestorbene Bäume und Wind erhöhen die Gefahr deutlich.",
          ],
        },
        {
          id: "schutzausruestung",
          heading: "Persönliche Schutzausrüstung für die Motorsäge",
          paragraphs: [
            "Für Arbeiten mit der Motorsäge, also auch für die motormanuelle Holzernte, verlangen die Unfallverhütungsvorschrift VSG 4.3 „Forsten“ der SVLFG und die DGUV Regel 114-018 „Waldarbeiten“ eine vollständige persönliche Schutzausrüstung (PSA).",
            "Zur vorgeschriebenen Mindestausrüstung gehören ein Schutzhelm mit Gesichts- und Gehörschutz, Schutzhandschuhe, eine Schnittschutzhose und Sicherheitsschuhe mit Schnittschutz. Üblich ist außerdem Oberbekleidung in Signalfarbe, damit andere Sie im Bestand rechtzeitig sehen.",
            "Die Fasern der Schnittschutzeinlage werden von der laufenden Kette herausgezogen und blockieren den Antrieb. Eine Hose, deren Einlage einmal getroffen wurde, schützt deshalb nicht mehr zuverlässig und wird ersetzt. Beschäftigten stellt der Arbeitgeber die Schutzausrüstung kostenlos zur Verfügung.",
          ],
        },
        {
          id: "ausbildung",
          heading: "Ausbildung und Motorsägenkurs",
          paragraphs: [
            "Wer mit der Motorsäge arbeitet, braucht eine Ausbildung, die zur Aufgabe passt.",
            "Motorsägenkurse bieten unter anderem forstliche Bildungszentren, Forstverwaltungen und private Anbieter an. Die Kurse sind oft in aufeinander aufbauende Module gegliedert, vom sicheren Umgang mit der Säge bis zum Fällen von Bäumen.",
          ],
          list: [
            "Beschäftigte dürfen nur mit der Motorsäge arbeiten, wenn sie dafür ausgebildet und unterwiesen sind; das regelt der Arbeitgeber auf Grundlage seiner Gefährdungsbeurteilung.",
            "Forstunternehmer und Lohnunternehmen sind selbst an die Unfallverhütungsvorschriften gebunden, und Auftraggeber verlangen häufig Nachweise über die Qualifikation ihrer Leute.",
            "Private Selbstwerber, die Brennholz im Wald aufarbeiten, brauchen dafür oft den Nachweis eines Motorsägenkurses; das verlangen viele Landesforstbetriebe und Kommunen in ihren Brennholz-Bedingungen.",
          ],
        },
        {
          id: "rettungskette",
          heading: "Nie allein arbeiten und die Rettungskette kennen",
          paragraphs: [
            "Bei Fällarbeiten und anderen gefährlichen Arbeiten mit der Motorsäge arbeitet niemand allein. Eine zweite Person muss in Ruf-, Sicht- oder Sprechverbindung sein, damit sie bei einem Unfall sofort Erste Hilfe leisten und den Notruf 112 wählen kann.",
            "Weil Rettungsdienste Einsatzorte abseits der Straßen nur schwer finden, gibt es Rettungspunkte: beschilderte, nummerierte Treffpunkte an befahrbaren Waldwegen, deren Lage den Rettungsleitstellen bekannt ist. Im Notfall nennen Sie die Nummer des nächsten Rettungspunkts, und eine zweite Person holt die Rettungskräfte dort ab.",
            "Klären Sie vor Arbeitsbeginn, wo der nächste Rettungspunkt liegt, ob es an der Arbeitsstelle Mobilfunkempfang gibt und wer Ersthelfer ist. Erste-Hilfe-Material gehört an jede Arbeitsstelle, und jede Person trägt ein Verbandpäckchen bei sich.",
          ],
        },
        {
          id: "regeln",
          heading: "Wer die Regeln setzt",
          paragraphs: [
            "Die SVLFG, die Sozialversicherung für Landwirtschaft, Forsten und Gartenbau, ist als landwirtschaftliche Berufsgenossenschaft die gesetzliche Unfallversicherung für Forstbetriebe, Forstunternehmer und in der Regel auch für private Waldbesitzende. Die Unfallverhütungsvorschrift VSG 4.3 „Forsten“ der SVLFG ist für deren Mitglieder verbindlich.",
            "Für Beschäftigte, die bei einer Unfallkasse versichert sind, etwa bei vielen öffentlichen Arbeitgebern, konkretisiert die DGUV Regel 114-018 „Waldarbeiten“ die Pflichten. Jeder Arbeitgeber muss außerdem nach dem Arbeitsschutzgesetz die Gefährdungen beurteilen (§ 5 ArbSchG) und seine Beschäftigten unterweisen (§ 12 ArbSchG).",
            "Das KWF, das Kuratorium für Waldarbeit und Forsttechnik, prüft Maschinen, Geräte und Schutzausrüstung und vergibt dafür Prüfzeichen. Das KWF führt außerdem ein bundesweites Verzeichnis der Rettungspunkte.",
            "Dieser Artikel gibt einen Überblick und ersetzt weder den Wortlaut der Vorschriften noch eine Unterweisung.",
          ],
        },
      ],
      keywords: [
        "Arbeitsschutz",
        "Unfallverhütung",
        "UVV",
        "Kettensäge",
        "Motorsägenschein",
        "Motorsägenführerschein",
        "Kickback",
        "Holzfällen",
        "Baumfällung",
        "Forsthelm",
        "Schnittschutzstiefel",
        "Warnkleidung",
        "Waldarbeiter",
        "Berufsgenossenschaft",
        "Notfall",
        "Unfall",
      ],
    },
    en: {
      title: "Safety in forest work",
      summary:
        "The main hazards of forest work, the protective equipment a chainsaw requires, training, the rescue chain and who sets the rules in Germany.",
      sections: [
        {
          id: "gefahren",
          heading: "The biggest hazards in forest work",
          paragraphs: [
            "Germany's accident insurers count forest work among the most dangerous jobs there are. The most serious accidents happen when trees are felled and when timber is cut up with a chainsaw.",
          ],
          list: [
            "Falling trees: the danger zone around a tree being felled normally extends to at least twice its height, and nobody but the feller belongs inside it.",
            "Hung-up trees: a tree caught in a neighbouring crown is brought down with a winch or a turning hook, and it is never climbed, cut underneath or knocked down by felling another tree onto it.",
            "Storm-damaged timber: thrown and broken stems are under tension, can spring back violently when cut, and upturned root plates can tip back into their hole.",
            "Chainsaw cuts: the saw mostly injures legs, hands and the face, often through kickback of the guide bar.",
            "Falling branches and crown parts: dead trees and wind raise the risk considerably.",
          ],
        },
        {
          id: "schutzausruestung",
          heading: "Personal protective equipment for chainsaw work",
          paragraphs: [
            "For any work with a chainsaw, including motor-manual harvesting, the accident prevention regulation VSG 4.3 “Forsten” of the SVLFG and the DGUV Regel 114-018 “Waldarbeiten” (forest work) require full personal protective equipment (PPE).",
            "The required minimum is a helmet with ear defenders and a face shield, protective gloves, cut-protection trousers and safety boots with cut protection. A jacket or shirt in a signal colour is standard as well, so that others see you in the stand in good time.",
            "The fibres of the protective layer are pulled out by a running chain and jam the drive. Trousers whose protective layer has been cut once therefore no longer protect reliably and have to be replaced. Employers provide the protective equipment to their employees free of charge.",
          ],
        },
        {
          id: "ausbildung",
          heading: "Training and chainsaw courses",
          paragraphs: [
            "Anyone who works with a chainsaw needs training that fits the task.",
            "Chainsaw courses are run by forestry training centres, state forest services and private providers, among others. The courses are often split into modules that build on each other, from handling the saw safely to felling trees.",
          ],
          list: [
            "Employees may only use a chainsaw once they have been trained and instructed; the employer arranges this on the basis of the risk assessment.",
            "Forestry contractors are bound by the accident prevention regulations themselves, and clients often ask for proof of their crews' qualifications.",
            "Private individuals who cut their own firewood in the forest often need a chainsaw course certificate; many state forest enterprises and municipalities make it a condition of their firewood permits.",
          ],
        },
        {
          id: "rettungskette",
          heading: "Never work alone, and know the rescue chain",
          paragraphs: [
            "Nobody fells trees or does other dangerous chainsaw work alone. A second person has to be within calling distance, sight or radio contact, so that they can give first aid straight away and dial the emergency number 112.",
            "Because ambulances struggle to find places away from public roads, German forests have rescue points: signposted, numbered meeting points on forest roads that emergency services can drive on, whose locations the dispatch centres know. In an emergency you give the number of the nearest rescue point, and a second person meets the rescue team there.",
            "Before work starts, find out where the nearest rescue point is, whether there is mobile reception at the site and who the first aider is. A first-aid kit belongs at every work site, and everyone carries a field dressing.",
          ],
        },
        {
          id: "regeln",
          heading: "Who sets the rules",
          paragraphs: [
            "The SVLFG, the social insurance for agriculture, forestry and horticulture, is the statutory accident insurer for forestry businesses, forestry contractors and, as a rule, private forest owners too. The SVLFG accident prevention regulation VSG 4.3 “Forsten” is binding on its members.",
            "For employees insured with a public accident insurance fund, as at many public employers, the DGUV Regel 114-018 “Waldarbeiten” spells out the duties. Under the Occupational Safety and Health Act every employer must also assess the risks (section 5 ArbSchG) and instruct their staff (section 12 ArbSchG).",
            "The KWF (Kuratorium für Waldarbeit und Forsttechnik, the German Centre for Forest Work and Technology) tests machines, tools and protective equipment and awards test marks. The KWF also keeps a nationwide register of forest rescue points.",
            "This article gives an overview and replaces neither the wording of the regulations nor a safety briefing.",
          ],
        },
      ],
      keywords: [
        "occupational safety",
        "health and safety",
        "accident prevention",
        "chainsaw licence",
        "chainsaw certificate",
        "tree felling",
        "chainsaw chaps",
        "hard hat",
        "hi-vis",
        "forestry safety",
        "emergency",
        "accident",
        "Arbeitssicherheit",
        "Rettungspunkt",
      ],
    },
  },
};
