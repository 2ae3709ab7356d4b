import type { KnowledgeArticle } from "./types";

/**
 * Funding for forest owners in outline: how the levels fit together, the GAK, the federal
 * programme "Klimaangepasstes Waldmanagement", Länder programmes and EU money, who helps, and how to
 * prepare an application. No amounts or rates: they change and differ by Land.
 */
export const foerderungImWald: KnowledgeArticle = {
  slug: "foerderung-im-wald",
  checked: "2026-11-24",
  legalNotice: true,
  sources: [
    {
      title: "Rahmenplan der Gemeinschaftsaufgabe „Verbesserung der Agrarstruktur und des Küstenschutzes“ (GAK), Förderbereich Forsten",
      publisher: "Bundesministerium für Landwirtschaft, Ernährung und Heimat (BMLEH, früher BMEL)",
    },
    {
      title: "Förderrichtlinie „Klimaangepasstes Waldmanagement“ mit Kriterien und Online-Antrag",
      publisher: "Fachagentur Nachwachsende Rohstoffe (FNR)",
      url: "https://www.klimaanpassung-wald.de/",
    },
    {
      title: "Forstliche Förderrichtlinien der Länder",
      publisher: "Landesforstverwaltungen und Bewilligungsstellen der Länder",
    },
    {
      title: "GAP-Strategieplan für Deutschland (ELER-Förderung)",
      publisher: "Bundesministerium für Landwirtschaft, Ernährung und Heimat (BMLEH) und Länder",
    },
    {
      title: "Bundeshaushaltsordnung (BHO), § 44 Zuwendungen, mit Verwaltungsvorschriften; entsprechend die Landeshaushaltsordnungen",
      publisher: "Bundesministerium der Justiz (gesetze-im-internet.de)",
      url: "https://www.gesetze-im-internet.de/bho/",
    },
  ],
  copy: {
    de: {
      title: "Förderung für den Wald: Programme im Überblick",
      summary:
        "Welche Förderprogramme es für Waldbesitzende gibt – GAK, Bundesprogramm, Länder, EU –, wo Sie sie beantragen und wie Sie den Antrag richtig vorbereiten.",
      sections: [
        {
          id: "ueberblick",
          heading: "Wie die Förderung aufgebaut ist",
          paragraphs: [
            "Fördermittel für den Wald kommen von der EU, vom Bund und von den Ländern. Für die meisten Maßnahmen beantragen Sie die Förderung aber bei Ihrem Land und nach dessen Förderrichtlinie. Welche Stelle zuständig ist, unterscheidet sich: In manchen Ländern ist es die Forstverwaltung, in anderen zum Beispiel die Landwirtschaftskammer.",
            "Zuschüsse sind in der Regel freiwillige Leistungen ohne Rechtsanspruch und hängen von den verfügbaren Haushaltsmitteln ab. Fördersätze, Fristen und Bedingungen ändern sich häufig. Deshalb nennt dieser Artikel keine Beträge; maßgeblich ist immer die aktuelle Richtlinie.",
          ],
        },
        {
          id: "gak",
          heading: "Die GAK: Förderbereich Forsten",
          paragraphs: [
            "Die wichtigste Grundlage ist die Gemeinschaftsaufgabe „Verbesserung der Agrarstruktur und des Küstenschutzes“ (GAK), die Bund und Länder gemeinsam finanzieren. Ihr Rahmenplan sieht für den Wald unter anderem Folgendes vor:",
          ],
          list: [
            "Zur naturnahen Waldbewirtschaftung zählen etwa der Waldumbau, also der Umbau von Fichten- und anderen Nadelreinbeständen zu standortgerechtem Mischwald, die Jungbestandspflege und die Bodenschutzkalkung.",
            "Bei der forstwirtschaftlichen Infrastruktur geht es vor allem um den Wegebau.",
            "Forstwirtschaftliche Zusammenschlüsse wie Forstbetriebsgemeinschaften können unterstützt werden.",
            "Auch Erstaufforstung und Vertragsnaturschutz im Wald sind förderfähig.",
            "Nach Extremwetterereignissen gibt es Hilfen für die Räumung von Schadflächen, für den Waldschutz, etwa gegen Borkenkäfer, und für die Wiederbewaldung.",
          ],
        },
        {
          id: "klimaangepasstes-waldmanagement",
          heading: "Das Bundesprogramm „Klimaangepasstes Waldmanagement“",
          paragraphs: [
            "Mit diesem Programm fördert der Bund private und kommunale Waldbesitzende, die sich verpflichten, über viele Jahre zusätzliche Kriterien für einen klimaresilienten Wald einzuhalten, etwa Vorrang für Naturverjüngung, Verzicht auf Kahlschläge und den Erhalt von Habitatbäumen. Gefördert wird also keine einzelne Maßnahme, sondern eine Bewirtschaftung nach diesen Kriterien, die über ein anerkanntes Zertifizierungssystem nachzuweisen ist.",
            "Anträge nimmt die Fachagentur Nachwachsende Rohstoffe (FNR) über ihr Online-Portal entgegen. Die Bedingungen haben sich seit dem Start im November 2022 bereits geändert und können sich wieder ändern. Prüfen Sie deshalb vor dem Antrag die aktuelle Förderrichtlinie auf den Seiten der FNR.",
          ],
        },
        {
          id: "laenderprogramme-und-eler",
          heading: "Programme der Länder und Mittel der EU",
          paragraphs: [
            "Viele Länder ergänzen die GAK mit eigenen Programmen, zum Beispiel für die Aufarbeitung von Schadholz, insektizidfreien Waldschutz oder die Wiederbewaldung von Kalamitätsflächen. Solche Programme werden oft kurzfristig aufgelegt, angepasst oder beendet.",
            "Einige Länder setzen außerdem Mittel aus dem Europäischen Landwirtschaftsfonds für die Entwicklung des ländlichen Raums (ELER) ein, etwa für Waldumweltmaßnahmen. Für Sie ändert das wenig: Sie beantragen weiterhin beim Land, bei EU-Mitteln können aber zusätzliche Kontroll- und Nachweispflichten gelten.",
          ],
        },
        {
          id: "beratung",
          heading: "Wer beim Antrag hilft",
          paragraphs: [
            "Erste Anlaufstelle ist die Forstbehörde Ihres Landes. In vielen Ländern beraten Försterinnen und Förster private Waldbesitzende vor Ort, planen förderfähige Maßnahmen mit ihnen und sagen, welches Programm passt. Forstbetriebsgemeinschaften und andere forstliche Zusammenschlüsse unterstützen ihre Mitglieder oft beim Antrag und bei der Abwicklung, gerade bei kleinen Flächen. Auch Waldbesitzerverbände informieren über aktuelle Programme.",
          ],
        },
        {
          id: "antrag-vorbereiten",
          heading: "Den Antrag vorbereiten",
          paragraphs: ["Diese Reihenfolge bewahrt Sie vor den häufigsten Fehlern:"],
          list: [
            "Lassen Sie sich beraten, bevor Sie planen, und klären Sie, welches Programm und welche Richtlinie gelten.",
            "Beginnen Sie die Maßnahme erst, wenn der Bewilligungsbescheid vorliegt oder die Behörde einen vorzeitigen Maßnahmebeginn schriftlich zugelassen hat.",
            "Bedenken Sie, dass schon eine Bestellung, etwa von Pflanzen, oder ein Auftrag an ein Unternehmen als Beginn gelten kann.",
            "Legen Sie Flurstücke und Eigentumsnachweis bereit und markieren Sie die Fläche auf einer Karte.",
            "Dokumentieren Sie den Zustand vorher mit Fotos und Datum und heben Sie Rechnungen, Lieferscheine und Herkunftsnachweise der Pflanzen auf.",
            "Halten Sie Fristen und Zweckbindungen ein und melden Sie die Fertigstellung, damit die Mittel ausgezahlt werden.",
          ],
        },
      ],
      keywords: [
        "Fördermittel",
        "Förderprogramm",
        "Förderantrag",
        "Forstförderung",
        "Waldförderung",
        "Zuschuss",
        "Zuschüsse",
        "Zuwendung",
        "Beihilfe",
        "Geld vom Staat",
        "Wiederaufforstung Förderung",
        "Waldumbau",
        "Kalamität",
        "Gemeinschaftsaufgabe",
        "Fachagentur Nachwachsende Rohstoffe",
        "Bewilligung",
        "Förderrichtlinie",
        "Förderstelle",
      ],
    },
    en: {
      title: "Funding for woodland: an overview of the programmes",
      summary:
        "Which funding programmes exist for forest owners in Germany – GAK, federal, state and EU – where to apply, and how to prepare an application properly.",
      sections: [
        {
          id: "ueberblick",
          heading: "How forest funding is organised",
          paragraphs: [
            "Funding for forests comes from the EU, the federal government and the German states. For most measures, however, you apply to your state under its own funding guideline. Which office handles applications varies: in some states it is the forest administration, in others the chamber of agriculture, for example.",
            "Grants are usually voluntary payments with no legal entitlement and depend on the budget available. Rates, deadlines and conditions change often, so this article gives no amounts; the current guideline is always what counts.",
          ],
        },
        {
          id: "gak",
          heading: "The GAK and its forestry measures",
          paragraphs: [
            "The main basis is the joint federal and state task for improving agricultural structures and coastal protection (Gemeinschaftsaufgabe, GAK), which the federal government and the states finance together. Its framework plan covers, among other things:",
          ],
          list: [
            "Close-to-nature forest management includes converting spruce and other pure conifer stands into mixed forest suited to the site, tending young stands and liming to protect the soil.",
            "Forestry infrastructure mainly means building forest roads.",
            "Forest owners' associations can receive support.",
            "First afforestation and contractual nature conservation in forests are eligible as well.",
            "After extreme weather, there is help with clearing damaged areas, with forest protection such as bark beetle control, and with restocking.",
          ],
        },
        {
          id: "klimaangepasstes-waldmanagement",
          heading: "The federal programme for climate-adapted forest management",
          paragraphs: [
            "Under the programme Klimaangepasstes Waldmanagement, the federal government supports private and municipal forest owners who commit for many years to additional criteria for a climate-resilient forest, such as giving priority to natural regeneration, avoiding clear-cuts and keeping habitat trees. What is funded is therefore not a single measure but management to these criteria, verified through a recognised certification scheme.",
            "Applications go to the Agency for Renewable Resources (FNR) through its online portal. The conditions have already changed since the launch in November 2022 and may change again, so check the current guideline on the FNR's pages before you apply.",
          ],
        },
        {
          id: "laenderprogramme-und-eler",
          heading: "State programmes and EU money",
          paragraphs: [
            "Many states add programmes of their own, for example for processing damaged timber, bark beetle control without insecticides or restocking areas hit by calamities. Such programmes are often launched, adjusted or closed at short notice.",
            "Some states also use money from the European Agricultural Fund for Rural Development (EAFRD, in German ELER), for instance for forest-environment measures. For you this changes little, as you still apply to your state, but EU money can bring extra inspection and record-keeping duties.",
          ],
        },
        {
          id: "beratung",
          heading: "Who can help with an application",
          paragraphs: [
            "Your first port of call is the state forest authority. In many states, foresters advise private owners on site, plan eligible measures with them and say which programme fits. Forest owners' associations (Forstbetriebsgemeinschaften) often help their members with the application and the paperwork afterwards, especially for small holdings. Forest owners' federations also keep members informed about current programmes.",
          ],
        },
        {
          id: "antrag-vorbereiten",
          heading: "Preparing your application",
          paragraphs: ["Following these steps avoids the most common mistakes:"],
          list: [
            "Get advice before you plan, and clarify which programme and which guideline apply.",
            "Start the work only once you hold the approval notice or the authority has allowed an early start in writing, because funding usually requires applying before you start.",
            "Bear in mind that even an order, for plants for instance, or a contract with a company can count as starting.",
            "Have the land parcel numbers and proof of ownership ready, and mark the area on a map.",
            "Record the condition beforehand with dated photos, and keep invoices, delivery notes and the certificates of origin for your plants.",
            "Keep to deadlines and conditions on use, and report completion so that the money is paid out.",
          ],
        },
      ],
      keywords: [
        "grants",
        "grant",
        "subsidy",
        "subsidies",
        "funding programme",
        "forest funding",
        "financial support",
        "state aid",
        "reforestation grant",
        "replanting funding",
        "forest conversion",
        "calamity",
        "GAK",
        "ELER",
        "Agency for Renewable Resources",
        "Fachagentur Nachwachsende Rohstoffe",
        "Förderung",
        "Fördermittel",
        "application",
      ],
    },
  },
};
