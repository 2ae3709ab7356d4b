import type { KnowledgeArticle } from "./types";

/** How timber prices form: units, assortments and grades, price basis, market forces, where to find current prices. */
export const holzpreiseVerstehen: KnowledgeArticle = {
  slug: "holzpreise-verstehen",
  checked: "2026-11-24",
  legalNotice: false,
  sources: [
    {
      title: "Rahmenvereinbarung für den Rohholzhandel in Deutschland (RVR)",
      publisher: "Deutscher Forstwirtschaftsrat (DFWR) und Deutscher Holzwirtschaftsrat (DHWR)",
      url: "https://rvr-deutschland.de",
    },
    {
      title: "Index der Erzeugerpreise der Produkte des Holzeinschlags (Staatsforsten)",
      publisher: "Statistisches Bundesamt (Destatis)",
    },
    {
      title: "Holzmarktberichte und Preisübersichten",
      publisher: "Landesforstverwaltungen, Landesforstbetriebe und Landwirtschaftskammern",
    },
    {
      title: "Beratung und gemeinsame Holzvermarktung",
      publisher: "Forstwirtschaftliche Zusammenschlüsse (Forstbetriebsgemeinschaften, Waldbesitzervereinigungen)",
    },
  ],
  copy: {
    de: {
      title: "Wie Holzpreise entstehen",
      summary:
        "Wovon der Preis für Rohholz abhängt – Maßeinheit, Sortiment, Güte, Preisbasis und Marktlage – und wo Sie aktuelle Holzpreise finden.",
      sections: [
        {
          id: "einheiten",
          heading: "Wofür ein Holzpreis gilt",
          paragraphs: [
            "Ein Holzpreis ist nur vergleichbar, wenn klar ist, worauf er sich bezieht. Stammholz wird meist je Festmeter gehandelt, also je Kubikmeter fester Holzmasse. Brennholz wird oft je Raummeter verkauft, einem Kubikmeter geschichteten Holzes mit Zwischenräumen. Industrieholz und Energieholz werden häufig nach Gewicht in Tonnen abgerechnet, teils bezogen auf die Trockenmasse („atro“, absolut trocken).",
          ],
        },
        {
          id: "sortimente",
          heading: "Baumart, Sortiment, Güte und Stärke",
          paragraphs: [
            "Der Preis hängt zuerst von der Baumart und vom Sortiment ab. Stammholz geht an Sägewerke, Industrieholz an die Papier- und Holzwerkstoffindustrie, und Energieholz wird zu Brennholz oder Hackschnitzeln.",
            "Innerhalb eines Sortiments zählen Güte und Stärke. Die Rahmenvereinbarung für den Rohholzhandel in Deutschland (RVR) legt dafür bundesweit einheitliche Güteklassen von A bis D für Stammholz und Stärkeklassen nach dem Mittendurchmesser fest. Bessere Güte bringt in der Regel mehr je Festmeter, während sehr starkes Holz nicht jedes Sägewerk verarbeiten kann.",
            "Auch Menge und Lage spielen mit: Größere, einheitliche Partien und Polter an gut befahrbaren Wegen lassen sich leichter verkaufen als kleine Mengen an schwer erreichbaren Stellen.",
          ],
        },
        {
          id: "preisbasis",
          heading: "Stehend, frei Waldstraße oder frei Werk",
          paragraphs: [
            "Ebenso wichtig ist, an welcher Stelle der Preis gilt. Beim Verkauf auf dem Stock erwirbt der Käufer das stehende Holz und übernimmt Fällung und Rücken selbst. Der häufigste Bezugspunkt ist „frei Waldstraße“: Das Holz ist gefällt, gerückt und an einem Weg gepoltert, den Lkw befahren können, und der Käufer organisiert die Abfuhr. Bei „frei Werk“ ist zusätzlich der Transport zum Werk im Preis enthalten.",
            "Was bei Waldbesitzenden ankommt, ist der Preis frei Waldstraße abzüglich der Kosten für Holzernte und Rücken, der sogenannte erntekostenfreie Erlös. Wer Angebote vergleicht, sollte deshalb immer prüfen, welche Preisbasis gemeint ist.",
          ],
        },
        {
          id: "markt",
          heading: "Was den Holzmarkt bewegt",
          paragraphs: [
            "Holzpreise folgen Angebot und Nachfrage. Nach Stürmen, Dürre oder Borkenkäferbefall kommt in kurzer Zeit viel Schadholz auf den Markt, und die Preise fallen, zumal Käferholz an Qualität verliert. Für solche Kalamitäten erlaubt das Forstschäden-Ausgleichsgesetz, den regulären Holzeinschlag zeitweise zu beschränken.",
            "Auf der Nachfrageseite stehen vor allem die Sägewerke, deren Absatz stark von der Bautätigkeit abhängt, dazu Exporte sowie die Papier- und Holzwerkstoffindustrie. Die Nachfrage nach Energieholz folgt unter anderem den Preisen für Öl und Gas.",
          ],
        },
        {
          id: "aktuelle-preise",
          heading: "Wo Sie aktuelle Holzpreise finden",
          paragraphs: [
            "Dieser Artikel nennt bewusst keine aktuellen Preise, denn sie ändern sich von Monat zu Monat und unterscheiden sich je nach Region, Baumart und Sortiment. Wie sich etwa die Preise für Fichtenstammholz derzeit entwickeln, erfahren Sie aus diesen Quellen:",
          ],
          list: [
            "Viele Landesforstverwaltungen, Landesforstbetriebe und Landwirtschaftskammern veröffentlichen regelmäßig Holzmarktberichte oder Preisübersichten.",
            "Das Statistische Bundesamt (Destatis) veröffentlicht monatlich einen Index der Erzeugerpreise für Rohholz aus den Staatsforsten, der die Entwicklung zeigt, aber keine Euro-Beträge nennt.",
            "Forstbetriebsgemeinschaften, Waldbesitzervereinigungen und andere forstwirtschaftliche Zusammenschlüsse kennen die regionalen Preise, bündeln kleine Mengen und verhandeln mit den Käufern.",
          ],
        },
        {
          id: "verkaufszeitpunkt",
          heading: "Wann sich der Verkauf lohnt",
          paragraphs: [
            "Einen allgemein richtigen Zeitpunkt gibt es nicht. Bewährt hat sich, Menge, Sortiment, Preis und Abfuhr vertraglich zu vereinbaren, bevor eingeschlagen wird, und planbare Hiebe nicht in Zeiten eines Überangebots zu legen. Vom Borkenkäfer befallene Fichten müssen dagegen unabhängig vom Preis rasch aus dem Wald, damit sich der Befall nicht ausbreitet.",
            "Sie suchen die Preise der Forstsoftware ForestCrew? Diese finden Sie auf unserer Preisseite unter /forestcrew-pricing.",
          ],
        },
      ],
      keywords: [
        "Holzpreis",
        "Holzpreise aktuell",
        "Rundholzpreis",
        "Rohholz",
        "Holzverkauf",
        "Holzerlös",
        "Preisentwicklung",
        "Fm",
        "Rm",
        "Kubikmeter",
        "Käferholz",
        "Kalamitätsholz",
        "Brennholzpreis",
        "Sägeholz",
        "Holzvermarktung",
      ],
    },
    en: {
      title: "How timber prices are formed",
      summary:
        "What the price of roundwood depends on – unit, assortment, grade, price basis and market – and where to find current timber prices.",
      sections: [
        {
          id: "einheiten",
          heading: "What a timber price refers to",
          paragraphs: [
            "A timber price can only be compared once you know what it refers to. Sawlogs are usually traded per solid cubic metre (Festmeter), the volume of the wood itself. Firewood is often sold per stacked cubic metre (Raummeter), which includes the gaps between the logs. Pulpwood and energy wood are frequently paid by weight in tonnes, sometimes based on oven-dry mass (“atro”).",
          ],
        },
        {
          id: "sortimente",
          heading: "Species, assortment, grade and size",
          paragraphs: [
            "The price depends first on the species and the assortment. Sawlogs go to sawmills, pulpwood to the paper and wood-based panel industry, and energy wood becomes firewood or wood chips.",
            "Within an assortment, grade and size count. Germany's framework agreement for the roundwood trade (Rahmenvereinbarung für den Rohholzhandel, RVR) sets nationwide quality classes from A to D for sawlogs and diameter classes based on the mid-diameter of the log. Better grades usually fetch more per cubic metre, while very large logs are more than some sawmills can handle.",
            "Volume and location also play a part: larger, uniform lots and stacks beside roads that lorries can use sell more easily than small quantities in hard-to-reach places.",
          ],
        },
        {
          id: "preisbasis",
          heading: "Standing, at roadside or delivered to the mill",
          paragraphs: [
            "It matters just as much where the price applies. In a standing sale the buyer purchases the trees on the stump and does the felling and extraction. The most common basis is “at roadside” (frei Waldstraße): the timber has been felled, extracted and stacked beside a road that lorries can use, and the buyer arranges haulage. A price “delivered to the mill” (frei Werk) also includes transport.",
            "What the forest owner actually receives is the roadside price minus the cost of harvesting and extraction, known in German as the erntekostenfreier Erlös. Anyone comparing offers should therefore always check which price basis is meant.",
          ],
        },
        {
          id: "markt",
          heading: "What moves the timber market",
          paragraphs: [
            "Timber prices follow supply and demand. After storms, drought or bark-beetle outbreaks a great deal of damaged wood reaches the market in a short time and prices fall, all the more because beetle-killed wood loses quality. For such calamities the German Forest Damage Compensation Act (Forstschäden-Ausgleichsgesetz) allows regular felling to be restricted for a time.",
            "On the demand side are above all the sawmills, whose sales depend heavily on construction, along with exports and the paper and panel industry. Demand for energy wood follows, among other things, the prices of oil and gas.",
          ],
        },
        {
          id: "aktuelle-preise",
          heading: "Where to find current timber prices",
          paragraphs: [
            "This article deliberately gives no current prices, because they change from month to month and differ by region, species and assortment. To see how prices for spruce sawlogs, for example, are developing at the moment, look at these sources:",
          ],
          list: [
            "Many state forest services, state forest enterprises and chambers of agriculture regularly publish timber market reports or price overviews.",
            "The Federal Statistical Office (Destatis) publishes a monthly producer price index for roundwood from state forests, which shows the trend but gives no amounts in euros.",
            "Forest owners' associations and other forestry cooperatives know regional prices, pool small volumes and negotiate with buyers.",
          ],
        },
        {
          id: "verkaufszeitpunkt",
          heading: "When selling pays off",
          paragraphs: [
            "There is no time that is right for everyone. A proven approach is to agree volume, assortment, price and haulage in a contract before felling, and not to schedule harvests that can be planned for times when the market is oversupplied. Spruce infested with bark beetles, on the other hand, has to leave the forest quickly whatever the price, so that the infestation does not spread.",
            "Looking for the prices of the ForestCrew forestry software? You will find them on our pricing page at /forestcrew-pricing.",
          ],
        },
      ],
      keywords: [
        "timber price",
        "wood price",
        "log price",
        "roundwood",
        "timber sale",
        "selling timber",
        "price trend",
        "cubic metre",
        "stumpage",
        "salvage timber",
        "beetle wood",
        "firewood price",
        "Holzpreis",
      ],
    },
  },
};
