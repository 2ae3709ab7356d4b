import type { KnowledgeArticle } from "./types";

/**
 * Bark beetles on spruce: how to spot an infestation, when to check and what to do.
 * Guide values (flight temperature, check interval, storage distance) are attributed, not set.
 */
export const borkenkaeferErkennen: KnowledgeArticle = {
  slug: "borkenkaefer-erkennen",
  checked: "2026-11-24",
  legalNotice: false,
  sources: [
    {
      title: "Befallssuche beim Borkenkäfer",
      publisher: "waldwissen.net – Informationsplattform forstlicher Forschungseinrichtungen",
      url: "https://www.waldwissen.net/de/waldwirtschaft/schadensmanagement/insekten/befallssuche-beim-borkenkaefer",
    },
    {
      title: "FAQs zur Borkenkäferbekämpfung und Warnmeldungen „Blickpunkt Waldschutz“",
      publisher: "Bayerische Landesanstalt für Wald und Forstwirtschaft (LWF)",
      url: "https://www.lwf.bayern.de/",
    },
    {
      title: "Waldschutz-Informationen zu Fichtenborkenkäfern",
      publisher: "Forstliche Versuchs- und Forschungsanstalt Baden-Württemberg (FVA)",
      url: "https://www.fva-bw.de/",
    },
    {
      title: "Waldschutzinformationen und Borkenkäfer-Monitoring",
      publisher: "Nordwestdeutsche Forstliche Versuchsanstalt (NW-FVA)",
      url: "https://www.nw-fva.de/",
    },
    {
      title: "Pflanzenschutzgesetz (PflSchG), § 9 Sachkunde",
      publisher: "Bundesministerium der Justiz",
      url: "https://www.gesetze-im-internet.de/pflschg_2012/",
    },
  ],
  copy: {
    de: {
      title: "Borkenkäfer erkennen und richtig handeln",
      summary:
        "Woran Sie Befall durch Buchdrucker und Kupferstecher an der Fichte erkennen, wann und wie oft Sie kontrollieren sollten und was bei Befall zu tun ist.",
      sections: [
        {
          id: "buchdrucker-und-kupferstecher",
          heading: "Buchdrucker und Kupferstecher",
          paragraphs: [
            "An der Fichte schaden vor allem zwei Borkenkäferarten: der Buchdrucker (Ips typographus) und der Kupferstecher (Pityogenes chalcographus). Der Buchdrucker besiedelt vor allem ältere Fichten mit dicker Rinde, der kleinere Kupferstecher eher Kronen, Äste und jüngere Bäume. Beide brüten unter der Rinde und zerstören dort die Leitungsbahnen; ein stark befallener Baum stirbt ab.",
            "Gesunde Fichten wehren einzelne Käfer mit Harz ab; nach Trockenheit, Sturm oder bei hoher Käferdichte gelingt das oft nicht mehr. Je nach Höhenlage und Witterung entstehen ein bis drei Käfergenerationen im Jahr. Entscheidend ist, befallene Bäume zu finden, solange die Brut noch unter der Rinde sitzt.",
          ],
        },
        {
          id: "anzeichen",
          heading: "Die Anzeichen in der Reihenfolge ihres Auftretens",
          paragraphs: [
            "Frischer Borkenkäferbefall ist nur am Stamm zu erkennen, denn die Krone bleibt zunächst grün; braunes Bohrmehl ist das verlässlichste frühe Zeichen. Die Anzeichen treten ungefähr in dieser Reihenfolge auf:",
          ],
          list: [
            "Braunes Bohrmehl, ähnlich wie Schnupftabak, liegt in Rindenschuppen, am Stammfuß, auf Blättern der Bodenvegetation und in Spinnweben.",
            "Kleine Harztröpfchen am Stamm zeigen, dass sich die Fichte wehrt.",
            "In der Rinde sind Einbohrlöcher zu sehen.",
            "Später hacken Spechte Rindenstücke ab, um an die Brut zu gelangen.",
            "Die Rinde löst sich und fällt ab, und Nadeln rieseln zu Boden.",
            "Zuletzt färbt sich die Krone fahl, dann rotbraun und schließlich grau.",
          ],
        },
        {
          id: "kontrolle",
          heading: "Wann und wie oft Sie kontrollieren sollten",
          paragraphs: [
            "Der Schwärmflug des Buchdruckers beginnt im Frühjahr, sobald die Lufttemperatur über etwa 16,5 °C steigt. Diesen Richtwert nennt etwa die Bayerische Landesanstalt für Wald und Forstwirtschaft (LWF); er ist eine Orientierung, kein Stichtag. Mehrere Länder melden in der Saison aus ihrem Fallenmonitoring, wann die Käfer in der Region fliegen.",
            "Vom ersten Schwärmflug bis in den Spätsommer sollten Sie gefährdete Fichtenbestände regelmäßig absuchen. Forstverwaltungen empfehlen meist eine Kontrolle alle ein bis zwei Wochen, bei starkem Flug jede Woche. Suchen Sie bei trockenem Wetter, weil Regen das Bohrmehl abwäscht, und beginnen Sie an den Käfernestern des Vorjahres und an sonnigen Bestandesrändern. Auch im Herbst und Winter lohnt die Suche, weil viele Käfer unter der Rinde überwintern.",
          ],
        },
        {
          id: "massnahmen",
          heading: "Was bei Befall zu tun ist",
          paragraphs: [
            "Wenn Sie Bohrmehl finden, handeln Sie sofort: Markieren Sie die befallenen Bäume und lassen Sie sie möglichst schnell fällen und aus dem Wald bringen, bevor die nächste Generation ausfliegt. Geht das nicht rasch, kann das Holz entrindet werden, solange die Brut noch nicht fertig entwickelt ist. Kronen und Äste, in denen der Kupferstecher brütet, sollten gehackt werden.",
            "Lagern Sie Käferholz nicht am Fichtenbestand. Merkblätter und Forstämter nennen als Richtwert häufig mindestens 500 Meter Abstand zum nächsten Fichtenbestand; verbindlich sind die Vorgaben Ihres Landes. Pflanzenschutzmittel am Polter sind die letzte Möglichkeit; erlaubt sind nur zugelassene Mittel, und wer sie anwendet, braucht einen Sachkundenachweis.",
            "In mehreren Ländern verpflichten Waldgesetz oder Verordnungen die Waldbesitzenden, Befall zu bekämpfen, teils auch, ihn zu melden; welche Pflichten gelten, sagt Ihnen die Forstbehörde oder Ihr Revierförster. Vorbeugend hilft es, Windwürfe und frisch geschlagenes Fichtenholz vor dem Schwärmflug aufzuarbeiten oder abzufahren, weil sich die Käfer zuerst darin einbohren.",
          ],
        },
        {
          id: "monitoring",
          heading: "Fallen, Drohnen und Satellitenbilder",
          paragraphs: [
            "Pheromonfallen zeigen, wann der Schwärmflug beginnt und wie stark er ist. Zur Bekämpfung taugen sie nicht, weil sie nur einen kleinen Teil der Käfer fangen; falsch aufgestellt, lenken sie Käfer sogar zu gesunden Fichten. Fallen werden deshalb mit Abstand zu lebenden Fichten aufgestellt.",
            "Drohnen- und Satellitenbilder zeigen vor allem verfärbte Kronen, also älteren Befall. Sie helfen, Käfernester zu kartieren und die Suche zu planen, erkennen frischen Befall bei grüner Krone aber kaum. Sie ergänzen die Bohrmehlsuche am Boden und ersetzen sie nicht.",
          ],
        },
      ],
      keywords: [
        "Borkenkäferbefall",
        "Fichtenborkenkäfer",
        "Ips typographus",
        "Käferholz",
        "Käferbaum",
        "Käfernest",
        "Bohrmehlsuche",
        "Stehendbefall",
        "Schwärmflug",
        "Harzfluss",
        "Einbohrloch",
        "Pheromonfalle",
        "Borkenkäferfalle",
        "Entrinden",
        "Polter",
        "Waldschutz",
        "Schädlinge",
        "Fichte",
        "Fichtensterben",
      ],
    },
    en: {
      title: "Spotting bark beetles and acting in time",
      summary:
        "How to recognise bark beetle attack on spruce, when and how often to check your stands, and what to do once trees are infested.",
      sections: [
        {
          id: "buchdrucker-und-kupferstecher",
          heading: "The two beetles that matter on spruce",
          paragraphs: [
            "Two bark beetles do most of the damage to spruce: the European spruce bark beetle (Ips typographus) and the smaller six-toothed spruce bark beetle (Pityogenes chalcographus). The first prefers older, thick-barked trees; the second favours crowns, branches and younger trees. Both breed under the bark and cut off the tree's supply lines, so a heavily attacked spruce dies.",
            "A healthy spruce drowns a few beetles in resin, but after drought or storms, or when beetles are numerous, it often cannot. Depending on altitude and weather, one to three generations develop in a year. What counts is finding infested trees while the brood is still under the bark.",
          ],
        },
        {
          id: "anzeichen",
          heading: "The signs, in the order they appear",
          paragraphs: [
            "A fresh bark beetle attack shows only on the stem, because the crown stays green at first; brown boring dust is the most reliable early sign. The signs appear roughly in this order:",
          ],
          list: [
            "Brown boring dust, rather like snuff, collects in bark scales, at the foot of the stem, on the leaves of ground plants and in spider webs.",
            "Small droplets of resin on the stem show the tree fighting back.",
            "Entry holes become visible in the bark.",
            "Later, woodpeckers strip patches of bark to reach the brood.",
            "The bark loosens and falls off, and needles drop to the ground.",
            "Finally the crown turns pale, then reddish brown and at last grey.",
          ],
        },
        {
          id: "kontrolle",
          heading: "When and how often to check",
          paragraphs: [
            "The spruce bark beetle starts to swarm in spring once the air temperature rises above about 16.5 °C. This guide value comes from the Bavarian State Institute of Forestry (LWF), among others; it is a rule of thumb, not a fixed date. Several German states report from their trap monitoring when beetles are flying.",
            "From the first swarming flight until late summer, walk your vulnerable spruce stands every one to two weeks, as forest services usually advise, and weekly when flight is heavy. Search in dry weather, because rain washes the boring dust away, and start at last year's beetle spots and along sunny stand edges. Searching in autumn and winter pays off too, since many beetles overwinter under the bark.",
          ],
        },
        {
          id: "massnahmen",
          heading: "What to do when trees are infested",
          paragraphs: [
            "If you find boring dust, act at once: mark the infested trees and have them felled and hauled out quickly, before the next generation emerges. Failing that, the logs can be debarked while the brood is still developing. Crowns and branches holding six-toothed spruce bark beetle brood should be chipped.",
            "Do not store infested timber next to spruce. Leaflets and forestry offices often suggest at least 500 metres from the nearest spruce stand; the binding rules are those of your state. Spraying log piles with insecticide is a last resort, allowed only with an approved product and a certificate of competence.",
            "In several German states the forest act or a regulation requires owners to control an attack, sometimes also to report it; your forest authority or local forester knows which duties apply. To prevent attack, remove windthrown and freshly felled spruce before the swarming season, because the beetles bore into it first.",
          ],
        },
        {
          id: "monitoring",
          heading: "Traps, drones and satellite images",
          paragraphs: [
            "Pheromone traps show when swarming begins and how strong it is. They are no means of control, because they catch only a small share of the beetles, and a badly placed trap can even draw beetles onto healthy spruce. Traps should therefore be set up well away from living spruce.",
            "Drone and satellite images mainly show discoloured crowns, which means older attack. They help to map beetle spots and plan the search, but hardly detect fresh attack under a green crown, so they complement the search on the ground rather than replace it.",
          ],
        },
      ],
      keywords: [
        "spruce bark beetle",
        "European spruce bark beetle",
        "six-toothed spruce bark beetle",
        "bark beetle infestation",
        "Ips typographus",
        "boring dust",
        "frass",
        "entry holes",
        "resin flow",
        "beetle-infested timber",
        "salvage felling",
        "debarking",
        "pheromone trap",
        "swarming",
        "forest protection",
        "forest pests",
        "Norway spruce",
        "Buchdrucker",
        "Kupferstecher",
        "Bohrmehl",
      ],
    },
  },
};
