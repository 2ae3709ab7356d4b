import type { Lang } from "~/lib/i18n";
import { entries, type EntryId, type EntryKind } from "./entries";

/**
 * The info cards of the interactive forest, German and English: name, scientific name, description
 * and facts of each tree and animal. Textbook facts with ranges, no counts or statistics of our own;
 * the dated ones say when (UNESCO 2011, bark beetle since 2018, African swine fever since 2020).
 * Only the route's loader calls `forestEntries()`, so the page receives one language and neither
 * language reaches the client bundle.
 */

export interface Fact {
  label: string;
  value: string;
}

export interface EntryCopy {
  id: EntryId;
  kind: EntryKind;
  name: string;
  /** Scientific name (italic on the card); deadwood has none and says what it is instead. */
  latin?: string;
  subtitle?: string;
  description: string;
  facts: Fact[];
  /** What the card's drawing shows, for screen readers. */
  imageAlt: string;
}

type Texts = Omit<EntryCopy, "id" | "kind">;

const german: Record<EntryId, Texts> = {
  pine: {
    name: "Waldkiefer",
    latin: "Pinus sylvestris",
    description:
      "Die Waldkiefer ist genügsam und braucht viel Licht: Sie wächst auch auf trockenen, nährstoffarmen Sandböden, auf denen andere Bäume kaum gedeihen. Sie gehört zu den häufigsten Baumarten in Deutschlands Wäldern, besonders im Nordosten.",
    facts: [
      { label: "Höhe", value: "meist 15–35 m" },
      { label: "Alter", value: "kann 300 Jahre und älter werden" },
      { label: "Nadeln", value: "paarweise, etwa 3–7 cm lang" },
      { label: "Rinde", value: "oben dünn und orangerot, unten dick, grau-braun und tief gefurcht" },
      { label: "Im Wald", value: "Ihre Samen fressen Eichhörnchen, Spechte und Kreuzschnäbel." },
    ],
    imageAlt: "Zeichnung einer Waldkiefer mit schirmförmiger Krone und orangeroter Rinde, daneben ein Zapfen",
  },
  oak: {
    name: "Stieleiche",
    latin: "Quercus robur",
    description:
      "Kaum eine andere heimische Baumart bietet so vielen Insektenarten Lebensraum wie die Eiche. Ihren Namen verdankt die Stieleiche den langen Stielen ihrer Eicheln; die Blätter sitzen dagegen fast ohne Stiel am Zweig.",
    facts: [
      { label: "Höhe", value: "20–40 m" },
      { label: "Alter", value: "mehrere Jahrhunderte, einzelne Bäume weit über 500 Jahre" },
      { label: "Wurzeln", value: "kräftige Pfahlwurzel, daher sehr sturmfest" },
      { label: "Früchte", value: "Eicheln; der Eichelhäher versteckt sie als Vorrat und sät so neue Eichen" },
      { label: "Holz", value: "hart und dauerhaft: für Möbel, Parkett und Fässer" },
    ],
    imageAlt: "Zeichnung einer Stieleiche mit breiter, runder Krone, daneben ein gelapptes Eichenblatt und eine Eichel",
  },
  birch: {
    name: "Hänge-Birke",
    latin: "Betula pendula",
    description:
      "Die Hänge-Birke ist eine Pionierbaumart: Ihre leichten, geflügelten Samen fliegen weit, und sie besiedelt als eine der ersten Baumarten freie Flächen wie Sturmwurfflächen oder Brachen. Weiße Rinde und hängende Zweige machen sie unverwechselbar.",
    facts: [
      { label: "Höhe", value: "meist 15–25 m, selten bis 30 m" },
      { label: "Alter", value: "rund 100 Jahre, selten mehr" },
      { label: "Rinde", value: "weiß, am Stammfuß alter Bäume schwarz und rissig" },
      { label: "Blüte", value: "Kätzchen im Frühjahr; ihr Pollen löst häufig Allergien aus" },
      { label: "Im Wald", value: "Ihr Laub zersetzt sich schnell und verbessert den Boden." },
    ],
    imageAlt: "Zeichnung einer Hänge-Birke mit weißem, schwarz gezeichnetem Stamm und lichter Krone, daneben ein rautenförmiges Blatt",
  },
  maple: {
    name: "Bergahorn",
    latin: "Acer pseudoplatanus",
    description:
      "Der Bergahorn mag frische, nährstoffreiche Böden und wächst in Laubmischwäldern, Schluchtwäldern und im Gebirge bis in hohe Lagen. Seine paarigen Flügelfrüchte drehen sich im Fallen wie kleine Propeller und segeln so vom Baum weg.",
    facts: [
      { label: "Höhe", value: "25–35 m, selten bis 40 m" },
      { label: "Alter", value: "bis etwa 500 Jahre" },
      { label: "Blätter", value: "handförmig mit fünf Lappen, gegenständig am Zweig" },
      { label: "Holz", value: "hell und fein, geschätzt für Möbel und Musikinstrumente wie Geigenböden" },
      { label: "Im Wald", value: "Seine Blüten im Frühjahr sind eine wichtige Nahrung für Bienen." },
    ],
    imageAlt: "Zeichnung eines Bergahorns mit runder Krone, daneben ein fünflappiges Ahornblatt und eine geflügelte Doppelfrucht",
  },
  spruce: {
    name: "Gemeine Fichte",
    latin: "Picea abies",
    description:
      "Die Fichte ist der wichtigste Bauholzbaum der deutschen Forstwirtschaft und wurde weit über ihre natürliche Heimat in Gebirgen und im Norden hinaus gepflanzt. Als Flachwurzler leidet sie unter Sturm und Trockenheit; seit den Dürrejahren ab 2018 sind große Fichtenbestände durch Borkenkäfer abgestorben.",
    facts: [
      { label: "Höhe", value: "30–50 m" },
      { label: "Alter", value: "meist 200–300 Jahre, selten deutlich älter" },
      { label: "Nadeln", value: "einzeln, vierkantig und spitz, rund um den Zweig" },
      { label: "Zapfen", value: "hängen nach unten und fallen als Ganzes ab" },
      { label: "Gefahr", value: "Buchdrucker (Ips typographus), ein Borkenkäfer, befällt geschwächte Bäume" },
    ],
    imageAlt: "Zeichnung einer schlanken, kegelförmigen Fichte, daneben ein hängender Fichtenzapfen",
  },
  beech: {
    name: "Rotbuche",
    latin: "Fagus sylvatica",
    description:
      "Ohne den Menschen wäre ein großer Teil Deutschlands von Buchenwald bedeckt: Die Rotbuche verträgt viel Schatten und setzt sich auf den meisten Böden gegen andere Baumarten durch. Deutschland liegt im Zentrum ihres Verbreitungsgebiets; alte Buchenwälder hier gehören seit 2011 zum UNESCO-Welterbe.",
    facts: [
      { label: "Höhe", value: "30–40 m, selten bis 45 m" },
      { label: "Alter", value: "meist 200–300 Jahre" },
      { label: "Rinde", value: "glatt und silbergrau, auch im Alter" },
      { label: "Früchte", value: "Bucheckern; in Mastjahren besonders viele, Nahrung für Wildschwein, Eichhörnchen und Vögel" },
      { label: "Name", value: "Ihr Holz hat einen rötlichen Ton, daher „Rotbuche“." },
    ],
    imageAlt: "Zeichnung einer Rotbuche mit glattem, grauem Stamm und dichter Krone, daneben ein ovales Blatt und eine Buchecker",
  },
  deadTree: {
    name: "Totholz",
    subtitle: "Abgestorbene Bäume, stehend und liegend",
    description:
      "Abgestorbene Bäume sind voller Leben: Pilze, Käfer und andere Insekten zersetzen das Holz, Spechte zimmern Höhlen hinein, die später Eulen, Fledermäuse und andere Höhlenbrüter beziehen. Viele Waldarten sind auf Totholz angewiesen; naturnah wirtschaftende Betriebe lassen deshalb Habitatbäume und Totholz gezielt im Wald.",
    facts: [
      { label: "Formen", value: "stehende tote Bäume und Stümpfe, liegende Stämme und Äste" },
      { label: "Zersetzung", value: "je nach Baumart, Stärke und Klima einige Jahre bis mehrere Jahrzehnte" },
      { label: "Bewohner", value: "Pilze, holzbewohnende Käfer, Spechte, Eulen, Fledermäuse" },
      { label: "Nutzen", value: "speichert Wasser, gibt Nährstoffe an den Boden zurück und dient jungen Bäumen als Keimbett" },
    ],
    imageAlt: "Zeichnung eines abgestorbenen Baumes mit Spechthöhle und Baumpilzen, davor ein bemooster liegender Stamm",
  },
  deer: {
    name: "Reh",
    latin: "Capreolus capreolus",
    description:
      "Das Reh ist die häufigste Hirschart in Deutschland. Es lebt an Waldrändern und in deckungsreichen Wäldern und frisst wählerisch Knospen, Kräuter und junge Triebe. Wo viele Rehe leben, verbeißen sie junge Bäume – deshalb ist die Jagd für den Umbau zu Mischwäldern wichtig.",
    facts: [
      { label: "Schulterhöhe", value: "etwa 60–75 cm" },
      { label: "Gewicht", value: "etwa 15–30 kg" },
      { label: "Geweih", value: "trägt nur der Bock; er wirft es im Herbst ab und bildet es im Winter neu" },
      { label: "Nachwuchs", value: "Paarung im Juli und August; nach einer Keimruhe kommen die Kitze im Mai oder Juni zur Welt" },
    ],
    imageAlt: "Zeichnung eines Rehbocks mit kleinem Geweih und hellem Spiegel am Hinterteil",
  },
  fox: {
    name: "Rotfuchs",
    latin: "Vulpes vulpes",
    description:
      "Der Rotfuchs ist das am weitesten verbreitete Raubtier der Welt und sehr anpassungsfähig: Er lebt im Wald, auf Feldern und sogar in Städten. Im Wald jagt er vor allem Mäuse und hält so ihren Bestand in Grenzen.",
    facts: [
      { label: "Körperlänge", value: "60–90 cm, dazu 30–50 cm Schwanz" },
      { label: "Gewicht", value: "meist 5–8 kg" },
      { label: "Nahrung", value: "vor allem Mäuse, dazu Insekten, Regenwürmer, Früchte und Aas" },
      { label: "Bau", value: "zieht die Jungen in einem Erdbau auf, den er manchmal mit dem Dachs teilt" },
    ],
    imageAlt: "Zeichnung eines Rotfuchses mit buschigem Schwanz und weißer Schwanzspitze",
  },
  rabbit: {
    name: "Wildkaninchen",
    latin: "Oryctolagus cuniculus",
    description:
      "Wildkaninchen leben gesellig in Kolonien und graben weit verzweigte Baue, am liebsten in lockeren, sandigen Böden an Waldrändern, Hecken und Dünen. Ursprünglich stammen sie von der Iberischen Halbinsel; der Mensch hat sie über Europa verbreitet.",
    facts: [
      { label: "Körperlänge", value: "etwa 35–45 cm" },
      { label: "Gewicht", value: "etwa 1,2–2,5 kg" },
      { label: "Nachwuchs", value: "mehrere Würfe im Jahr; die Jungen kommen nackt und blind im Bau zur Welt" },
      { label: "Anders als der Feldhase", value: "kürzere Ohren und Hinterbeine, lebt in Bauen statt in offenen Mulden" },
    ],
    imageAlt: "Zeichnung eines sitzenden, graubraunen Wildkaninchens mit aufgestellten Ohren",
  },
  squirrel: {
    name: "Eichhörnchen",
    latin: "Sciurus vulgaris",
    description:
      "Das Eichhörnchen lebt vor allem in den Baumkronen. Im Herbst versteckt es Nüsse, Eicheln und Bucheckern als Wintervorrat; was es nicht wiederfindet, kann keimen – so hilft es, den Wald zu verjüngen. Einen Winterschlaf hält es nicht, an kalten Tagen ruht es im Nest.",
    facts: [
      { label: "Körperlänge", value: "20–25 cm, dazu ein fast ebenso langer buschiger Schwanz" },
      { label: "Gewicht", value: "etwa 200–400 g" },
      { label: "Nest", value: "Kobel aus Zweigen, Moos und Laub, hoch im Baum" },
      { label: "Fell", value: "fuchsrot bis fast schwarz, der Bauch immer hell" },
    ],
    imageAlt: "Zeichnung eines rotbraunen Eichhörnchens mit Pinselohren, das eine Nuss hält",
  },
  boar: {
    name: "Wildschwein",
    latin: "Sus scrofa",
    description:
      "Wildschweine leben in Familienverbänden, den Rotten, die eine erfahrene Bache führt. Beim Wühlen nach Wurzeln, Larven und Mäusen lockern sie den Boden und arbeiten Samen ein. Seit 2020 tritt in Deutschland die Afrikanische Schweinepest bei Wildschweinen auf; für Menschen ist sie ungefährlich.",
    facts: [
      { label: "Gewicht", value: "Bachen meist 50–100 kg, Keiler bis etwa 150 kg, selten mehr" },
      { label: "Schulterhöhe", value: "bis etwa 1 m" },
      { label: "Nahrung", value: "Allesfresser: Eicheln, Bucheckern, Wurzeln, Pilze, Insektenlarven, Mäuse" },
      { label: "Nachwuchs", value: "Frischlinge tragen helle Längsstreifen zur Tarnung" },
    ],
    imageAlt: "Zeichnung eines dunkelbraunen Wildschweins mit kräftigem Kopf und kleinen Hauern",
  },
  owl: {
    name: "Waldkauz",
    latin: "Strix aluco",
    description:
      "Der Waldkauz ist eine der häufigsten Eulen in Deutschland. Er jagt nachts und fliegt fast lautlos. Er brütet in Baumhöhlen, oft in alten Spechthöhlen oder hohlen Bäumen – deshalb ist er auf alte Bäume und Totholz angewiesen.",
    facts: [
      { label: "Größe", value: "etwa 40 cm, Flügelspannweite etwa 90–100 cm" },
      { label: "Gewicht", value: "etwa 400–600 g; die Weibchen sind schwerer" },
      { label: "Nahrung", value: "vor allem Mäuse, dazu Vögel, Frösche und Insekten" },
      { label: "Ruf", value: "das bekannte „Hu-hu-huuu“ des Männchens; das Weibchen antwortet mit „ku-witt“" },
    ],
    imageAlt: "Zeichnung eines Waldkauzes mit rundem Kopf ohne Federohren und dunklen Augen auf einem Ast",
  },
};

const english: Record<EntryId, Texts> = {
  pine: {
    name: "Scots pine",
    latin: "Pinus sylvestris",
    description:
      "The Scots pine is undemanding and needs plenty of light: it grows even on dry, nutrient-poor sandy soils where other trees hardly thrive. It is one of the most common tree species in Germany's forests, especially in the north-east.",
    facts: [
      { label: "Height", value: "usually 15–35 m" },
      { label: "Age", value: "can live 300 years and more" },
      { label: "Needles", value: "in pairs, about 3–7 cm long" },
      { label: "Bark", value: "thin and orange-red higher up, thick, grey-brown and deeply furrowed below" },
      { label: "In the forest", value: "Its seeds feed squirrels, woodpeckers and crossbills." },
    ],
    imageAlt: "Drawing of a Scots pine with an umbrella-shaped crown and orange-red bark, with a pine cone beside it",
  },
  oak: {
    name: "Pedunculate oak",
    latin: "Quercus robur",
    description:
      "Hardly any other native tree provides a home for as many insect species as the oak. The pedunculate oak is named after the long stalks (peduncles) of its acorns; its leaves, by contrast, sit almost without a stalk on the twig.",
    facts: [
      { label: "Height", value: "20–40 m" },
      { label: "Age", value: "several centuries, individual trees well over 500 years" },
      { label: "Roots", value: "a strong taproot, which makes it very storm-resistant" },
      { label: "Fruit", value: "acorns; jays hide them as winter stores and so plant new oaks" },
      { label: "Timber", value: "hard and durable: for furniture, parquet and barrels" },
    ],
    imageAlt: "Drawing of a pedunculate oak with a broad, round crown, with a lobed oak leaf and an acorn beside it",
  },
  birch: {
    name: "Silver birch",
    latin: "Betula pendula",
    description:
      "The silver birch is a pioneer species: its light, winged seeds travel far, and it is one of the first trees to colonise open ground such as storm-felled areas or fallow land. Its white bark and drooping twigs make it unmistakable.",
    facts: [
      { label: "Height", value: "usually 15–25 m, rarely up to 30 m" },
      { label: "Age", value: "around 100 years, rarely more" },
      { label: "Bark", value: "white, black and fissured at the foot of old trees" },
      { label: "Flowers", value: "catkins in spring; its pollen is a common cause of allergies" },
      { label: "In the forest", value: "Its leaves decompose quickly and improve the soil." },
    ],
    imageAlt: "Drawing of a silver birch with a white trunk marked in black and a light crown, with a diamond-shaped leaf beside it",
  },
  maple: {
    name: "Sycamore maple",
    latin: "Acer pseudoplatanus",
    description:
      "The sycamore maple likes moist, nutrient-rich soils and grows in mixed broadleaved forests, ravine forests and high up in the mountains. Its paired winged fruits spin like small propellers as they fall and glide away from the tree.",
    facts: [
      { label: "Height", value: "25–35 m, rarely up to 40 m" },
      { label: "Age", value: "up to about 500 years" },
      { label: "Leaves", value: "palmate with five lobes, in opposite pairs on the twig" },
      { label: "Timber", value: "pale and fine, valued for furniture and musical instruments such as violin backs" },
      { label: "In the forest", value: "Its spring flowers are an important food source for bees." },
    ],
    imageAlt: "Drawing of a sycamore maple with a round crown, with a five-lobed maple leaf and a winged double fruit beside it",
  },
  spruce: {
    name: "Norway spruce",
    latin: "Picea abies",
    description:
      "The Norway spruce is the most important construction-timber tree of German forestry and has been planted far beyond its natural home in the mountains and the north. Its shallow roots make it vulnerable to storms and drought; since the drought years from 2018, bark beetles have killed large areas of spruce.",
    facts: [
      { label: "Height", value: "30–50 m" },
      { label: "Age", value: "usually 200–300 years, rarely much older" },
      { label: "Needles", value: "single, four-sided and pointed, all round the twig" },
      { label: "Cones", value: "hang downwards and fall off whole" },
      { label: "Threat", value: "the European spruce bark beetle (Ips typographus) attacks weakened trees" },
    ],
    imageAlt: "Drawing of a slender, conical Norway spruce, with a hanging spruce cone beside it",
  },
  beech: {
    name: "European beech",
    latin: "Fagus sylvatica",
    description:
      "Without people, much of Germany would be covered in beech forest: the European beech tolerates deep shade and outcompetes other trees on most soils. Germany lies at the centre of its range; old beech forests here have been a UNESCO World Heritage Site since 2011.",
    facts: [
      { label: "Height", value: "30–40 m, rarely up to 45 m" },
      { label: "Age", value: "usually 200–300 years" },
      { label: "Bark", value: "smooth and silver-grey, even in old age" },
      { label: "Fruit", value: "beechnuts; plentiful in mast years, food for wild boar, squirrels and birds" },
      { label: "Name", value: "Its wood has a reddish tone, hence the German name “Rotbuche” (red beech)." },
    ],
    imageAlt: "Drawing of a European beech with a smooth grey trunk and a dense crown, with an oval leaf and a beechnut beside it",
  },
  deadTree: {
    name: "Deadwood",
    subtitle: "Dead trees, standing and fallen",
    description:
      "Dead trees are full of life: fungi, beetles and other insects break down the wood, woodpeckers carve out holes that owls, bats and other cavity nesters later move into. Many forest species depend on deadwood, which is why close-to-nature forestry deliberately leaves habitat trees and deadwood in the forest.",
    facts: [
      { label: "Forms", value: "standing dead trees and stumps, fallen trunks and branches" },
      { label: "Decay", value: "from a few years to several decades, depending on species, size and climate" },
      { label: "Residents", value: "fungi, wood-living beetles, woodpeckers, owls, bats" },
      { label: "Benefits", value: "stores water, returns nutrients to the soil and serves young trees as a seedbed" },
    ],
    imageAlt: "Drawing of a dead tree with a woodpecker hole and bracket fungi, with a mossy fallen trunk in front",
  },
  deer: {
    name: "Roe deer",
    latin: "Capreolus capreolus",
    description:
      "The roe deer is the most common deer species in Germany. It lives along forest edges and in forests with plenty of cover and feeds selectively on buds, herbs and young shoots. Where roe deer are numerous they browse young trees – which is why hunting matters for converting forests to mixed stands.",
    facts: [
      { label: "Shoulder height", value: "about 60–75 cm" },
      { label: "Weight", value: "about 15–30 kg" },
      { label: "Antlers", value: "only the buck has them; he sheds them in autumn and grows new ones over winter" },
      { label: "Young", value: "mating in July and August; after delayed implantation the fawns are born in May or June" },
    ],
    imageAlt: "Drawing of a roe buck with small antlers and a pale rump patch",
  },
  fox: {
    name: "Red fox",
    latin: "Vulpes vulpes",
    description:
      "The red fox is the most widespread carnivore in the world and highly adaptable: it lives in forests, on farmland and even in cities. In the forest it mainly hunts mice and so keeps their numbers in check.",
    facts: [
      { label: "Body length", value: "60–90 cm, plus a 30–50 cm tail" },
      { label: "Weight", value: "usually 5–8 kg" },
      { label: "Diet", value: "mainly mice, plus insects, earthworms, fruit and carrion" },
      { label: "Den", value: "raises its young in an earth, which it sometimes shares with badgers" },
    ],
    imageAlt: "Drawing of a red fox with a bushy tail and a white tail tip",
  },
  rabbit: {
    name: "European rabbit",
    latin: "Oryctolagus cuniculus",
    description:
      "Wild rabbits live sociably in colonies and dig extensive warrens, preferably in loose, sandy soils along forest edges, hedgerows and dunes. They originally come from the Iberian Peninsula; people spread them across Europe.",
    facts: [
      { label: "Body length", value: "about 35–45 cm" },
      { label: "Weight", value: "about 1.2–2.5 kg" },
      { label: "Young", value: "several litters a year; the young are born naked and blind in the burrow" },
      { label: "Unlike the brown hare", value: "shorter ears and hind legs, lives in burrows rather than open hollows" },
    ],
    imageAlt: "Drawing of a sitting grey-brown wild rabbit with its ears up",
  },
  squirrel: {
    name: "Red squirrel",
    latin: "Sciurus vulgaris",
    description:
      "The red squirrel spends most of its life in the treetops. In autumn it hides nuts, acorns and beechnuts as winter stores; those it does not find again may germinate – so it helps the forest regenerate. It does not hibernate but rests in its nest on cold days.",
    facts: [
      { label: "Body length", value: "20–25 cm, plus a bushy tail almost as long" },
      { label: "Weight", value: "about 200–400 g" },
      { label: "Nest", value: "a drey of twigs, moss and leaves, high up in a tree" },
      { label: "Coat", value: "fox-red to almost black, the belly always pale" },
    ],
    imageAlt: "Drawing of a russet red squirrel with ear tufts, holding a nut",
  },
  boar: {
    name: "Wild boar",
    latin: "Sus scrofa",
    description:
      "Wild boar live in family groups, called sounders, led by an experienced sow. Rooting for roots, larvae and mice, they loosen the soil and work seeds into it. Since 2020, African swine fever has occurred in wild boar in Germany; it does not affect people.",
    facts: [
      { label: "Weight", value: "sows usually 50–100 kg, boars up to about 150 kg, rarely more" },
      { label: "Shoulder height", value: "up to about 1 m" },
      { label: "Diet", value: "omnivorous: acorns, beechnuts, roots, fungi, insect larvae, mice" },
      { label: "Young", value: "piglets have pale lengthwise stripes for camouflage" },
    ],
    imageAlt: "Drawing of a dark brown wild boar with a heavy head and small tusks",
  },
  owl: {
    name: "Tawny owl",
    latin: "Strix aluco",
    description:
      "The tawny owl is one of the most common owls in Germany. It hunts at night and flies almost silently. It nests in tree cavities, often old woodpecker holes or hollow trees – so it depends on old trees and deadwood.",
    facts: [
      { label: "Size", value: "about 40 cm, wingspan about 90–100 cm" },
      { label: "Weight", value: "about 400–600 g; females are heavier" },
      { label: "Diet", value: "mainly mice, plus birds, frogs and insects" },
      { label: "Call", value: "the male's familiar “hoo-hoo-hoooo”; the female answers “ke-wick”" },
    ],
    imageAlt: "Drawing of a tawny owl with a round head without ear tufts and dark eyes, on a branch",
  },
};

/** The cards in one language, in the scene's order (trees, then animals). */
export function forestEntries(lang: Lang): EntryCopy[] {
  const texts = lang === "de" ? german : english;
  return entries.map(({ id, kind }) => ({ id, kind, ...texts[id] }));
}
