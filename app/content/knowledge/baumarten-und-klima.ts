import type { KnowledgeArticle } from "./types";

/** Tree species and climate change: why spruce struggles, mixed stands, species in discussion, site, origin, regeneration. */
export const baumartenUndKlima: KnowledgeArticle = {
  slug: "baumarten-und-klima",
  checked: "2026-11-24",
  legalNotice: false,
  sources: [
    {
      title: "Bundeswaldinventur",
      publisher: "Thünen-Institut für Waldökosysteme",
      url: "https://www.bundeswaldinventur.de",
    },
    {
      title: "Bayerisches Standortinformationssystem (BaSIS) und Praxishilfe „Klima – Boden – Baumartenwahl“",
      publisher: "Bayerische Landesanstalt für Wald und Forstwirtschaft (LWF)",
    },
    {
      title: "Baumarteneignungs- und Vulnerabilitätskarten",
      publisher: "Forstliche Versuchs- und Forschungsanstalt Baden-Württemberg (FVA)",
      url: "https://www.fva-bw.de/daten-und-tools/geodaten/klimakarten",
    },
    {
      title: "Waldbaukonzept Nordrhein-Westfalen",
      publisher: "Land Nordrhein-Westfalen und Landesbetrieb Wald und Holz NRW",
    },
    {
      title: "Forstvermehrungsgutgesetz (FoVG)",
      publisher: "Bundesministerium der Justiz",
      url: "https://www.gesetze-im-internet.de/fovg/",
    },
    {
      title: "Herkunftsempfehlungen für forstliches Vermehrungsgut",
      publisher: "Landesforstverwaltungen",
    },
    {
      title: "Forstliches Gutachten zur Situation der Waldverjüngung",
      publisher: "Bayerische Forstverwaltung",
    },
  ],
  copy: {
    de: {
      title: "Baumarten im Klimawandel",
      summary:
        "Warum die Fichte auf trockenen Standorten leidet, welche Baumarten diskutiert werden und warum der Standort mehr zählt als jede Artenliste.",
      sections: [
        {
          id: "fichte",
          heading: "Warum die Fichte auf trockenen Standorten leidet",
          paragraphs: [
            "Von Natur aus wächst die Fichte in Deutschland vor allem in Mittelgebirgen und Alpen, angebaut wurde sie aber auch auf warmen, trockenen Standorten im Tiefland.",
            "Die Fichte wurzelt meist flach und erreicht in langen Trockenperioden kaum Wasser aus tieferen Bodenschichten. Geschwächte Fichten wehren Borkenkäfer schlecht mit Harz ab, und in warmen Sommern bilden die Käfer mehrere Generationen im Jahr. In den Dürrejahren ab 2018 sind deshalb große Fichtenflächen abgestorben.",
          ],
        },
        {
          id: "mischwald",
          heading: "Mischbestände verteilen das Risiko",
          paragraphs: [
            "Niemand kann genau vorhersagen, wie sich Klima, Schädlinge und Krankheiten auf einer bestimmten Fläche entwickeln. Ein Bestand aus mehreren standortgerechten Baumarten verteilt dieses Risiko: Fällt eine Art aus, bleibt trotzdem Wald stehen. Arten mit unterschiedlicher Wurzeltiefe erschließen den Boden in mehreren Schichten.",
          ],
        },
        {
          id: "baumarten",
          heading: "Baumarten, über die gesprochen wird",
          paragraphs: ["Für den Waldumbau werden häufig die folgenden Arten diskutiert, und keine davon passt überall."],
          list: [
            "Die Douglasie aus Nordamerika wächst schnell und kommt mit Trockenheit besser zurecht als die Fichte, verträgt aber keine kalkreichen oder verdichteten Böden und wird naturschutzfachlich auf manchen Standorten kritisch gesehen.",
            "Die heimische Weißtanne wurzelt tief, erträgt viel Schatten und gilt als trockenheitsverträglicher als die Fichte, wird aber besonders gern vom Wild verbissen.",
            "Die Traubeneiche wurzelt tief, braucht viel Licht und verträgt Wärme und Trockenheit gut; auf trockenen, sandigen Standorten wird sie häufig mit der Waldkiefer gemischt.",
            "Die Waldkiefer ist genügsam und wächst auch auf armen Sandböden, hat in heißen, trockenen Jahren aber ebenfalls gelitten.",
            "Die Roteiche aus Nordamerika wächst auf armen Böden rasch, ist als nicht heimische Art aber umstritten, weil sie sich in manchen Gebieten auf Kosten heimischer Arten ausbreitet.",
            "Die Buche ist die häufigste heimische Laubbaumart, zeigt seit 2018 auf flachgründigen und trockenen Standorten aber deutliche Trockenschäden und bleibt vor allem auf frischen, tiefgründigen Böden eine tragende Art.",
            "Der Spitzahorn verträgt Wärme und Trockenheit vergleichsweise gut und eignet sich als Mischbaumart.",
            "Elsbeere und Speierling sind seltene heimische Arten warmer, meist kalkhaltiger Standorte, die Trockenheit gut vertragen und wertvolles Holz liefern.",
          ],
        },
        {
          id: "standort",
          heading: "Der Standort entscheidet",
          paragraphs: [
            "Eine Liste „klimastabiler“ Baumarten ersetzt nicht den Blick auf die eigene Fläche. Entscheidend sind Wasserhaushalt und Nährstoffe des Bodens, seine Gründigkeit, das Kleinklima und die erwartete Erwärmung in der Region. Die Länder veröffentlichen deshalb standortbezogene Empfehlungen.",
          ],
          list: [
            "Bayern: Die Bayerische Landesanstalt für Wald und Forstwirtschaft (LWF) bewertet die Baumarteneignung im Bayerischen Standortinformationssystem (BaSIS) und erläutert die Arten in der Praxishilfe „Klima – Boden – Baumartenwahl“; es beraten die Ämter für Ernährung, Landwirtschaft und Forsten.",
            "Baden-Württemberg: Die Forstliche Versuchs- und Forschungsanstalt (FVA) veröffentlicht Baumarteneignungskarten für die Hauptbaumarten.",
            "Nordrhein-Westfalen: Das Waldbaukonzept NRW empfiehlt Waldentwicklungstypen je Standort, und der Landesbetrieb Wald und Holz NRW berät.",
            "Andere Länder: Es beraten die Landesforstverwaltungen und ihre Versuchsanstalten.",
          ],
        },
        {
          id: "herkunft",
          heading: "Herkunft von Saatgut und Pflanzen",
          paragraphs: [
            "Für viele wichtige Baumarten schreibt das Forstvermehrungsgutgesetz (FoVG) vor, dass Saatgut und Pflanzen für forstliche Zwecke aus zugelassenem Ausgangsmaterial stammen und mit ihrem Herkunftsgebiet gekennzeichnet gehandelt werden.",
            "Die passende Herkunft ist fast so wichtig wie die Baumart selbst, denn Pflanzen aus einem ungeeigneten Herkunftsgebiet können unter Spätfrost oder Trockenheit leiden. Die Länder geben dazu Herkunftsempfehlungen heraus. Fragen Sie beim Pflanzenkauf nach dem Herkunftsgebiet und dem Stammzertifikat.",
          ],
        },
        {
          id: "verjuengung",
          heading: "Naturverjüngung und Wildverbiss",
          paragraphs: [
            "Wo Samenbäume geeigneter Arten stehen, ist Naturverjüngung oft der günstigste Weg zum neuen Wald. Die jungen Bäume stammen von Eltern, die auf dem Standort gewachsen sind.",
            "Ob die Verjüngung gelingt, hängt stark vom Wild ab. Rehe und Hirsche verbeißen bevorzugt Tanne, Eiche und Ahorn, sodass bei hoher Wilddichte oft nur die weniger verbissenen Arten hochkommen. Zaun und Einzelschutz helfen, kosten aber Geld und Pflege.",
            "In Bayern erhebt die Forstverwaltung den Verbiss regelmäßig im Forstlichen Gutachten zur Situation der Waldverjüngung, das in die Abschussplanung einfließt.",
          ],
        },
      ],
      keywords: [
        "Baumartenwahl",
        "Waldumbau",
        "klimaresilient",
        "klimastabil",
        "Klimawandel",
        "Mischwald",
        "Laubholz",
        "Nadelholz",
        "Aufforstung",
        "Pflanzung",
        "Trockenheit",
        "Dürre",
        "Kiefer",
        "Eiche",
        "Tanne",
        "Ahorn",
        "Verbiss",
        "Wildschaden",
      ],
    },
    en: {
      title: "Tree species in a changing climate",
      summary:
        "Why spruce struggles on dry sites, which tree species are being discussed and why the site matters more than any list of species.",
      sections: [
        {
          id: "fichte",
          heading: "Why Norway spruce struggles on dry sites",
          paragraphs: [
            "In Germany, Norway spruce grows naturally mainly in the uplands and the Alps, but it has also been planted on warm, dry lowland sites.",
            "Spruce is mostly shallow-rooted and can hardly reach water in deeper soil layers during long dry spells. Weakened trees are poor at fending off bark beetles with resin, and in warm summers the beetles breed several generations a year. In the drought years from 2018 onwards, large areas of spruce died as a result.",
          ],
        },
        {
          id: "mischwald",
          heading: "Mixed stands spread the risk",
          paragraphs: [
            "Nobody can predict exactly how climate, pests and diseases will develop on a particular site. A stand of several species suited to the site spreads that risk: if one species fails, there is still a forest. Species with different rooting depths use the soil at several levels.",
          ],
        },
        {
          id: "baumarten",
          heading: "Species under discussion",
          paragraphs: ["The following species are often discussed for converting forests, and none of them suits every site."],
          list: [
            "Douglas fir, from North America, grows fast and copes with drought better than spruce, but it does not tolerate lime-rich or compacted soils, and conservationists view it critically on some sites.",
            "Silver fir is native, roots deeply, tolerates a lot of shade and is considered more drought-tolerant than spruce, but deer browse it particularly readily.",
            "Sessile oak roots deeply, needs plenty of light and copes well with heat and drought; on dry, sandy sites it is often mixed with Scots pine.",
            "Scots pine is undemanding and grows on poor sandy soils, but it too has suffered in hot, dry years.",
            "Red oak, from North America, grows quickly on poor soils but is controversial as a non-native species, because in some areas it spreads at the expense of native species.",
            "Beech is the most common native broadleaf, but since 2018 it has shown clear drought damage on shallow, dry sites and remains a mainstay mainly on moist, deep soils.",
            "Norway maple tolerates heat and drought comparatively well and works as a mixing species.",
            "Wild service tree and service tree are rare natives of warm, mostly calcareous sites; they tolerate drought and yield valuable timber.",
          ],
        },
        {
          id: "standort",
          heading: "The site decides",
          paragraphs: [
            "A list of “climate-resilient” species is no substitute for looking at your own land. What counts is the soil's water and nutrient supply, its depth, the local climate and the warming expected in the region. The German states therefore publish site-based recommendations.",
          ],
          list: [
            "Bavaria: the Bavarian State Institute of Forestry (LWF) rates species suitability in the Bavarian site information system (BaSIS) and describes the species in its practical guide “Klima – Boden – Baumartenwahl”; advice comes from the regional offices for food, agriculture and forestry.",
            "Baden-Württemberg: the Forest Research Institute (FVA) publishes tree species suitability maps for the main species.",
            "North Rhine-Westphalia: the state's silviculture concept (Waldbaukonzept NRW) recommends forest development types for each site, and the state forest service Wald und Holz NRW gives advice.",
            "Other states: the state forest services and their research institutes advise owners.",
          ],
        },
        {
          id: "herkunft",
          heading: "Where seeds and seedlings come from",
          paragraphs: [
            "For many important species, the Forest Reproductive Material Act (Forstvermehrungsgutgesetz, FoVG) requires seeds and plants for forestry to come from approved basic material and to be traded labelled with their region of provenance.",
            "The right provenance matters almost as much as the species itself, because plants from an unsuitable region can suffer from late frost or drought. The states issue provenance recommendations for this. When you buy plants, ask for the region of provenance and the master certificate.",
          ],
        },
        {
          id: "verjuengung",
          heading: "Natural regeneration and browsing",
          paragraphs: [
            "Where seed trees of suitable species stand nearby, natural regeneration is often the cheapest way to a new forest. The young trees come from parents that grew on the site.",
            "Whether regeneration succeeds depends heavily on deer. Roe and red deer prefer to browse fir, oak and maple, so where deer numbers are high often only the less browsed species come through. Fences and individual tree guards help, but they cost money and upkeep.",
            "In Bavaria the forest administration regularly surveys browsing damage in its regeneration report (Forstliches Gutachten zur Situation der Waldverjüngung), which feeds into the hunting plans.",
          ],
        },
      ],
      keywords: [
        "tree species",
        "species choice",
        "climate change",
        "climate-adapted",
        "forest conversion",
        "mixed forest",
        "reforestation",
        "replanting",
        "drought",
        "pine",
        "oak",
        "fir",
        "maple",
        "browsing damage",
        "game damage",
      ],
    },
  },
};
