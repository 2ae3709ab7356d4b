import type { KnowledgeArticle } from "./types";

/**
 * Forest law basics for owners: the federal framework and the Länder acts, the duty to restock,
 * conversion, public access, and concrete steps. Deadlines and thresholds are Land law and
 * deliberately not stated here.
 */
export const waldrechtGrundlagen: KnowledgeArticle = {
  slug: "waldrecht-grundlagen",
  checked: "2026-11-24",
  legalNotice: true,
  sources: [
    {
      title: "Bundeswaldgesetz (BWaldG), §§ 1, 9, 10, 11 und 14",
      publisher: "Bundesministerium der Justiz (gesetze-im-internet.de)",
      url: "https://www.gesetze-im-internet.de/bwaldg/",
    },
    {
      title: "Waldgesetze der Länder (Landeswaldgesetze), etwa das Bayerische Waldgesetz oder das Landeswaldgesetz Baden-Württemberg",
      publisher: "Landesrecht der jeweiligen Länder",
    },
    {
      title: "Urteil vom 2. Oktober 2012, VI ZR 311/11 (Verkehrssicherungspflicht bei waldtypischen Gefahren)",
      publisher: "Bundesgerichtshof",
    },
    {
      title: "Beratung für private Waldbesitzende",
      publisher: "Landesforstverwaltungen und untere Forstbehörden der Länder",
    },
  ],
  copy: {
    de: {
      title: "Waldrecht: die Grundlagen für Waldbesitzende",
      summary:
        "Was Bundeswaldgesetz und Landeswaldgesetze von Waldbesitzenden verlangen – Wiederbewaldung, Umwandlung, Betretungsrecht – und welche Schritte daraus folgen.",
      sections: [
        {
          id: "bundeswaldgesetz-und-landesrecht",
          heading: "Bundeswaldgesetz und Landeswaldgesetze",
          paragraphs: [
            "Das Bundeswaldgesetz (BWaldG) setzt den Rahmen: Nach § 1 soll es den Wald wegen seines wirtschaftlichen Nutzens und seiner Bedeutung für Umwelt und Erholung erhalten, die Forstwirtschaft fördern und die Interessen der Allgemeinheit mit denen der Waldbesitzenden ausgleichen. Die Einzelheiten regeln die Waldgesetze der Länder. Was für Ihren Wald konkret gilt, steht deshalb meist im Landeswaldgesetz und in den Verordnungen Ihres Landes.",
            "Nach § 11 BWaldG soll der Wald im Rahmen seiner Zweckbestimmung ordnungsgemäß und nachhaltig bewirtschaftet werden. Viele Landeswaldgesetze beschreiben genauer, was dazu gehört, etwa der Schutz des Bodens, standortgerechte Baumarten und die Vorbeugung gegen Schädlinge.",
          ],
        },
        {
          id: "wiederbewaldungspflicht",
          heading: "Die Pflicht zur Wiederaufforstung",
          paragraphs: [
            "Nach einem Kahlschlag verlangt das Bundeswaldgesetz die Wiederaufforstung: § 11 BWaldG verpflichtet jedes Land, für alle Waldbesitzenden mindestens zu regeln, dass kahlgeschlagene Flächen und verlichtete Bestände in angemessener Frist wieder aufgeforstet oder ergänzt werden, soweit die natürliche Verjüngung unvollständig bleibt. In den Landeswaldgesetzen gilt diese Pflicht in der Regel auch dann, wenn Sturm, Dürre oder Borkenkäfer die Fläche kahl gemacht haben.",
            "Die Frist legt das Land fest, und sie ist nicht überall gleich; manche Länder erlauben, sie auf Antrag zu verlängern. Naturverjüngung zählt, wenn sie ausreicht. Mehrere Landeswaldgesetze begrenzen außerdem Kahlschläge oder machen sie ab einer bestimmten Größe genehmigungs- oder anzeigepflichtig, und auch diese Schwellen unterscheiden sich.",
          ],
        },
        {
          id: "umwandlung",
          heading: "Umwandlung und Erstaufforstung",
          paragraphs: [
            "Wer Wald roden und dauerhaft anders nutzen will, etwa als Acker oder Bauland, braucht nach § 9 BWaldG die Genehmigung der nach Landesrecht zuständigen Behörde. Sie wägt die Interessen der Waldbesitzenden gegen das öffentliche Interesse an der Erhaltung des Waldes ab. Die Genehmigung kann mit Auflagen verbunden sein, häufig mit einer Ersatzaufforstung an anderer Stelle.",
            "Auch der umgekehrte Weg ist genehmigungspflichtig: Wer auf einer bisher anders genutzten Fläche neuen Wald anlegen will, braucht nach § 10 BWaldG grundsätzlich eine Genehmigung für die Erstaufforstung. Fragen Sie in beiden Fällen bei der Forstbehörde nach, bevor Sie beginnen.",
          ],
        },
        {
          id: "betretungsrecht",
          heading: "Betretungsrecht und Verkehrssicherung",
          paragraphs: [
            "Nach § 14 BWaldG darf jeder den Wald zur Erholung betreten; Radfahren und Reiten sind nur auf Straßen und Wegen erlaubt. Die Länder regeln die Einzelheiten und können das Betreten aus wichtigem Grund einschränken, zum Beispiel zum Schutz von Forstkulturen oder bei der Holzernte.",
            "Die Benutzung des Waldes geschieht auf eigene Gefahr, vor allem bei waldtypischen Gefahren. Für herabfallende Äste oder umstürzende Bäume an Waldwegen haften Waldbesitzende nach dem Urteil des Bundesgerichtshofs vom 2. Oktober 2012 grundsätzlich nicht. Anders kann es bei atypischen Gefahren liegen, mit denen Besucher nicht rechnen müssen, etwa ungesicherten Gräben oder schlecht erkennbaren Absperrungen. An öffentlichen Straßen, Parkplätzen und Gebäuden gelten strengere Anforderungen.",
          ],
        },
        {
          id: "vom-gesetz-zur-handlung",
          heading: "Vom Gesetz zur Handlung",
          paragraphs: ["So übersetzen Sie Bundeswaldgesetz und Landeswaldgesetz in Schritte für Ihren eigenen Wald:"],
          list: [
            "Lesen Sie das Waldgesetz Ihres Landes, vor allem die Vorschriften zu Wiederaufforstung, Kahlschlag, Umwandlung und Waldschutz.",
            "Sprechen Sie mit der unteren Forstbehörde oder Ihrem Revierförster; dort erfahren Sie, welche Fristen und Genehmigungspflichten für Sie gelten.",
            "Dokumentieren Sie Schäden sofort mit Datum, Fotos, der betroffenen Fläche auf einer Karte und der geschätzten Holzmenge.",
            "Planen Sie die Wiederbewaldung früh, prüfen Sie, ob Naturverjüngung ausreicht, und notieren Sie die Frist Ihres Landes.",
            "Holen Sie vor einer Umwandlung, einer Erstaufforstung oder einem größeren Kahlschlag die nötige Genehmigung ein.",
            "Prüfen Sie Fördermöglichkeiten, bevor Sie Aufträge vergeben, denn viele Programme schließen bereits begonnene Maßnahmen aus.",
            "Kontrollieren Sie Bäume an Straßen, Parkplätzen und Gebäuden regelmäßig und halten Sie jede Kontrolle schriftlich fest.",
          ],
        },
      ],
      keywords: [
        "Waldgesetz",
        "Landeswaldgesetz",
        "BWaldG",
        "Aufforstungspflicht",
        "Wiederaufforstungspflicht",
        "Wiederaufforstung",
        "Kahlschlag",
        "Kahlhieb",
        "Kahlfläche",
        "Rodung",
        "Rodungsgenehmigung",
        "Waldumwandlung",
        "Nutzungsänderung",
        "Waldbetretungsrecht",
        "Haftung",
        "Verkehrssicherungspflicht",
        "Forstbehörde",
        "Forstamt",
        "Rechtslage",
        "Pflichten Waldbesitzer",
        "Handlungsempfehlung",
      ],
    },
    en: {
      title: "Forest law: the basics for forest owners",
      summary:
        "What Germany's Federal Forest Act and the state forest acts require of owners – restocking, conversion, public access – and the practical steps that follow.",
      sections: [
        {
          id: "bundeswaldgesetz-und-landesrecht",
          heading: "The Federal Forest Act and the state forest acts",
          paragraphs: [
            "The Federal Forest Act (Bundeswaldgesetz, BWaldG) sets the framework. Under section 1 it aims to preserve forests for their economic value and for their importance to the environment and recreation, to support forestry, and to balance the interests of the public with those of forest owners. The details are laid down by the forest acts of the German states (Landeswaldgesetze), so what applies to your woodland is usually found in your state's act and regulations.",
            "Section 11 requires forests to be managed properly and sustainably within their purpose. Many state acts spell out what that involves, such as protecting the soil, choosing tree species suited to the site and preventing pest outbreaks.",
          ],
        },
        {
          id: "wiederbewaldungspflicht",
          heading: "The duty to restock",
          paragraphs: [
            "After a clear-cut, the Federal Forest Act requires replanting: section 11 obliges every state to impose at least a duty on all forest owners to replant or fill in clear-cut areas and thinned-out stands within a reasonable period wherever natural regeneration remains incomplete. Under the state acts this duty generally applies as well when storms, drought or bark beetles have left the ground bare.",
            "Each state sets its own deadline, and they differ; some allow an extension on application. Natural regeneration counts if it is sufficient. Several state acts also restrict clear-cutting or require a permit or notification above a certain area, and these thresholds vary too.",
          ],
        },
        {
          id: "umwandlung",
          heading: "Conversion and first afforestation",
          paragraphs: [
            "Clearing forest for another permanent use, such as farmland or building land, requires approval from the authority designated by state law under section 9. The authority weighs the owner's interests against the public interest in keeping the forest, and approval may come with conditions, often replacement planting elsewhere.",
            "The reverse needs approval too: planting new forest on land used for something else is first afforestation, which in principle requires a permit under section 10. In either case, ask the forest authority before you start.",
          ],
        },
        {
          id: "betretungsrecht",
          heading: "Public access and duty of care",
          paragraphs: [
            "Under section 14 everyone may enter the forest for recreation; cycling and riding are allowed only on roads and paths. The states regulate the details and may restrict access for good reason, for example to protect young plantations or during harvesting.",
            "Visitors use the forest at their own risk, particularly as regards hazards typical of a forest. According to the Federal Court of Justice's ruling of 2 October 2012, owners are in principle not liable for falling branches or toppling trees along forest tracks. Atypical hazards that visitors need not expect, such as unsecured trenches or barriers that are hard to see, may be a different matter. Stricter standards apply along public roads, at car parks and near buildings.",
          ],
        },
        {
          id: "vom-gesetz-zur-handlung",
          heading: "From law to action",
          paragraphs: ["This is how to turn the Federal Forest Act and your state's forest act into steps for your own woodland:"],
          list: [
            "Read your state's forest act, especially the provisions on replanting, clear-cutting, conversion and forest protection.",
            "Talk to the lower forest authority or your local forester, who can tell you which deadlines and permit requirements apply to you.",
            "Record damage straight away with the date, photos, the affected area on a map and an estimate of the timber volume.",
            "Plan restocking early, check whether natural regeneration will be enough, and note your state's deadline.",
            "Obtain the necessary approval before any conversion, first afforestation or larger clear-cut.",
            "Look into funding before you place any orders, since many programmes exclude work that has already begun.",
            "Inspect trees along roads, car parks and buildings regularly and keep a written record of each inspection.",
          ],
        },
      ],
      keywords: [
        "forest law",
        "German forest law",
        "Bundeswaldgesetz",
        "BWaldG",
        "state forest act",
        "reforestation",
        "replanting duty",
        "restocking obligation",
        "clear-felling",
        "clearcut",
        "deforestation permit",
        "land-use change",
        "right of access",
        "liability",
        "duty of care",
        "forest authority",
        "obligations of forest owners",
        "action plan",
        "legal requirements",
      ],
    },
  },
};
