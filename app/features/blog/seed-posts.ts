// The Forstblog's seed articles: written by the ForestCrew editorial team, inserted into an empty
// database on first start (seed.server.ts). Covers are drawn by scripts/media/blog-covers.ts
// into public/blog/images/covers/<slug>.webp. Other pages link to the first three slugs
// (app/pages/forstmanagement/copy.ts), so they must not change.
import type { PostInput } from "./types";

export type SeedPost = PostInput & { id: string; date: string };

export const seedPosts: SeedPost[] = [
  {
    id: "post-1771313400000",
    date: "2026-02-17T07:30:00.000Z",
    title: "Digitale Arbeitsaufträge im Forst: So gelingt der Umstieg vom Papier",
    slug: "digitale-arbeitsauftraege-im-forst",
    author: "Jonas Behrendt, Forstingenieur",
    tags: ["Digitalisierung", "Arbeitsorganisation", "Arbeitssicherheit", "Praxis"],
    summary:
      "Ein guter Arbeitsauftrag beantwortet alle Fragen, bevor die Säge läuft. Wie Forstbetriebe den Schritt vom Zettel zur App planen, ihre Teams mitnehmen und typische Stolpersteine umgehen.",
    excerpt:
      "Was in einen guten Arbeitsauftrag gehört, wie Sie Ihre Teams mitnehmen und welche Fehler Sie beim Umstieg vom Papier vermeiden sollten.",
    coverImage: "/blog/images/covers/digitale-arbeitsauftraege-im-forst.webp",
    lang: "de",
    content: `Montagmorgen, 6:45 Uhr, Treffpunkt am Holzlagerplatz: Der Revierleiter verteilt kopierte Karten, auf denen die Bestände mit Textmarker umrandet sind. Ein Blatt ist vom Regen der letzten Woche noch gewellt, auf einem anderen fehlt die neue Zufahrt, weil der Wegebau erst vor ein paar Tagen fertig wurde. Am Nachmittag ruft der Forwarderfahrer an: Er findet den vereinbarten Polterplatz nicht. So oder ähnlich sieht der Alltag in vielen Forstbetrieben aus – nicht, weil dort schlecht gearbeitet würde, sondern weil Papier an seine Grenzen stößt, sobald sich Pläne ändern.

Digitale Arbeitsaufträge lösen dieses Problem nicht von allein. Sie helfen aber, wenn zwei Dinge stimmen: der Inhalt des Auftrags und der Weg dorthin. Beides sehen wir uns in diesem Beitrag an.

## Was in einen guten Arbeitsauftrag gehört

Ein Arbeitsauftrag ist gut, wenn das Team vor Ort ohne Rückfrage beginnen kann – und wenn sich hinterher nachvollziehen lässt, was tatsächlich gemacht wurde. Bewährt hat sich eine feste Gliederung, die für jede Maßnahme gleich bleibt:

| Baustein | Inhalt | Beispiel |
|---|---|---|
| Ort | Revier, Abteilung, Bestand, Karte mit Grenzen | Revier Nord, Abteilung 14 b, Fichten-Buchen-Mischbestand |
| Maßnahme | Art der Arbeit und waldbauliches Ziel | Durchforstung, Z-Bäume freistellen |
| Erschließung | Rückegassen, Zufahrt, Polterplätze, Wendemöglichkeiten | Gassenabstand 20 m, Polterplatz an Weg 7 |
| Ressourcen | Team, Maschinen, Zeitraum | Harvester und Forwarder, KW 9–10 |
| Sicherheit | Rettungspunkt, Gefahrenstellen, Absperrungen | nächster Rettungspunkt mit Nummer, Freileitung am Südrand |
| Auflagen | Naturschutz, Bodenschutz, Wege | Horstbaum markiert, Befahrung nur bei Frost |
| Rückmeldung | Was dokumentiert werden soll | Mengen in Festmetern, Fotos der Polter, Wegeschäden |

Zwei Bausteine verdienen besondere Aufmerksamkeit.

**Die Karte ist der Kern.** Eine Beschreibung wie „hinter der zweiten Kurve links“ funktioniert für jemanden, der das Revier seit zwanzig Jahren kennt. Ein Lohnunternehmer aus dem Nachbarlandkreis oder eine neue Kollegin braucht Koordinaten, Bestandesgrenzen und eingezeichnete Rückegassen. Eine digitale Karte mit der eigenen GPS-Position zeigt dem Team, wo es gerade steht – auch mitten im Bestand, wo jede Gasse gleich aussieht.

**Sicherheit gehört in den Auftrag, nicht in die Schublade.** Der nächste Rettungspunkt, die Notrufnummer, bekannte Gefahren wie Freileitungen, Bahnlinien, öffentliche Wege oder Totholz in den Kronen: Diese Informationen müssen jeder Person vorliegen, die im Bestand arbeitet. Im digitalen Auftrag stehen sie immer an derselben Stelle und sind auch ohne Netz abrufbar. Die Gefährdungsbeurteilung ersetzt das nicht, aber der Auftrag kann auf sie verweisen.

## Die Teams mitnehmen

Die beste Software scheitert, wenn die Menschen draußen sie als Kontrolle oder als Zusatzarbeit empfinden. Forstwirtinnen, Forstwirte und Maschinenführer haben meist ein feines Gespür dafür, ob ein neues Werkzeug ihnen die Arbeit erleichtert oder nur dem Büro dient. Was sich in der Praxis bewährt:

- **Früh beteiligen:** Wer draußen arbeitet, weiß am besten, welche Angaben heute fehlen. Fragen Sie Ihre Teams und Unternehmer, bevor Sie Felder und Abläufe festlegen.
- **Klein anfangen:** Ein Pilotrevier, ein Team, eine Maßnahmenart. Nach einigen Wochen gemeinsam auswerten, dann ausweiten.
- **Vor Ort schulen:** Zehn Minuten am Fahrzeug mit dem eigenen Smartphone bringen mehr als eine Präsentation im Besprechungsraum.
- **Ansprechpartner benennen:** Eine Kollegin oder ein Kollege, der gern mit der App arbeitet, hilft schneller als jede Hotline.
- **Nutzen sichtbar machen:** Wenn am Freitag kein Stundenzettel mehr ausgefüllt werden muss, weil Zeiten und Mengen schon erfasst sind, überzeugt das mehr als jedes Argument.

Nicht jeder ist mit dem Smartphone aufgewachsen. Planen Sie für die ersten Wochen Zeit für Fragen ein, und nehmen Sie Kritik ernst: Oft steckt dahinter ein berechtigter Hinweis auf einen umständlichen Ablauf.

## Stolpersteine – und wie Sie sie umgehen

1. **Zu viele Pflichtfelder.** Wer im Regen mit Handschuhen zwanzig Felder ausfüllen soll, lässt es bleiben oder trägt irgendetwas ein. Pflicht sollte nur sein, was später tatsächlich ausgewertet wird.
2. **Kein Netz im Bestand.** Funklöcher sind im Wald die Regel, nicht die Ausnahme. Aufträge, Karten und Formulare müssen offline funktionieren und sich synchronisieren, sobald wieder Empfang besteht.
3. **Ungeeignete Geräte.** Das Display muss in der Sonne ablesbar sein, der Akku einen langen Arbeitstag durchhalten. Eine robuste Hülle und eine Powerbank im Fahrzeug kosten wenig und ersparen viel Ärger.
4. **Doppelte Buchführung.** Laufen Papier und App dauerhaft parallel, wird beides halbherzig gepflegt. Legen Sie einen Stichtag fest, ab dem Aufträge nur noch digital vergeben werden.
5. **Unklare Zuständigkeiten.** Wer legt Aufträge an, wer gibt sie frei, wer nimmt die Arbeit ab? Ohne klare Rollen bleiben Aufträge im Status „offen“ hängen.
6. **Datenschutz vergessen.** Sobald Zeiten oder Positionen von Beschäftigten erfasst werden, gehören Datenschutz und – wo vorhanden – der Betriebsrat von Anfang an dazu. Mehr dazu in unserem Beitrag zur [GPS-Zeiterfassung im Forstbetrieb](/blog/gps-zeiterfassung-im-forstbetrieb).

## Vom Auftrag zur Abrechnung

Der größte Gewinn zeigt sich oft erst am Ende der Maßnahme. Wenn das Team Mengen, Fotos der Polter und Besonderheiten direkt im Auftrag dokumentiert, liegen der Revierleitung alle Angaben für Abnahme, Holzliste und Unternehmerabrechnung bereits vor. Schäden an Wegen oder Rückegassen sind mit Foto und Position festgehalten, bevor Streit darüber entstehen kann. Und wer im nächsten Jahr im selben Bestand plant, findet die Erfahrungen der letzten Maßnahme an einer Stelle statt in drei Ordnern.

## Checkliste für den Start

- [ ] Ist-Stand aufnehmen: Welche Formulare, Karten und Listen gibt es heute?
- [ ] Pflichtangaben eines Auftrags festlegen (siehe Tabelle oben)
- [ ] Pilotrevier und Pilotteam auswählen
- [ ] Geräte prüfen: Akku, Display, Hülle, Offline-Karten
- [ ] Betriebsrat und Datenschutzbeauftragte frühzeitig einbinden
- [ ] Schulung vor Ort planen
- [ ] Stichtag für das Ende der Papieraufträge festlegen
- [ ] Nach der Pilotphase gemeinsam auswerten und nachschärfen

## Fazit

Digitale Arbeitsaufträge sind kein Selbstzweck. Sie lohnen sich, wenn sie den Menschen im Wald Rückfragen, Suchfahrten und Papierkram ersparen und dem Büro verlässliche Daten liefern. Entscheidend sind ein klar gegliederter Auftrag, ein schrittweiser Start und Teams, die von Anfang an mitreden. Werkzeuge wie ForestCrew, in denen Aufträge mit Karte, Dokumenten und Fotodokumentation auf dem Smartphone landen und auch offline verfügbar sind, nehmen Ihnen die Technik ab – die Einführung im Betrieb bleibt Führungsaufgabe.
`,
  },
  {
    id: "post-1776149100000",
    date: "2026-04-14T06:45:00.000Z",
    title: "Borkenkäfer-Monitoring mit Drohnen und KI",
    slug: "borkenkaefer-monitoring-mit-drohnen-und-ki",
    author: "Dr. Katharina Albers, Forstwissenschaftlerin",
    tags: ["Waldschutz", "Borkenkäfer", "Fernerkundung", "Klimawandel", "Digitalisierung"],
    summary:
      "Drohnenbilder und KI-Auswertung sollen befallene Fichten früher sichtbar machen. Was die Technik heute leisten kann, wo ihre Grenzen liegen und was das für die Einsatzplanung bedeutet.",
    excerpt:
      "Wie Drohnenbilder und KI-Auswertung befallene Fichten früher sichtbar machen sollen – und was das für Ihre Einsatzplanung bedeutet.",
    coverImage: "/blog/images/covers/borkenkaefer-monitoring-mit-drohnen-und-ki.webp",
    lang: "de",
    content: `Seit den Dürrejahren ab 2018 hat der Buchdrucker in vielen Regionen Deutschlands Fichtenbestände großflächig zum Absterben gebracht. Wer heute noch Fichte bewirtschaftet, weiß: Entscheidend ist, befallene Bäume zu finden, bevor die nächste Käfergeneration ausfliegt. Klassisch geschieht das durch die Bohrmehlsuche – Stamm für Stamm, Bestand für Bestand. Das ist zuverlässig, bindet aber in der Saison viele Arbeitsstunden, die an anderer Stelle fehlen.

Drohnen und künstliche Intelligenz versprechen, diese Suche zu beschleunigen. Was ist dran? Und was bedeutet es für die Einsatzplanung im Revier?

## Warum Zeit der entscheidende Faktor ist

Der Buchdrucker bildet je nach Höhenlage und Witterung ein bis drei Generationen pro Jahr, dazu kommen Geschwisterbruten. Der Schwärmflug beginnt im Frühjahr, sobald die Lufttemperatur über etwa 16,5 °C steigt. Vom Einbohren bis zum Ausflug der Jungkäfer vergehen bei warmer Witterung nur wenige Wochen. Wer befallene Bäume in diesem Zeitfenster erkennt, einschlägt und aus dem Wald bringt – oder entrindet –, nimmt der Population ihre Brut. Wer sie übersieht, hat beim nächsten Durchgang deutlich mehr Käfer im Bestand.

Jede Methode zur Früherkennung muss sich deshalb an einer Frage messen lassen: Findet sie befallene Bäume, solange die Brut noch unter der Rinde sitzt?

## Was man aus der Luft sieht – und was nicht

Ein befallener Baum durchläuft sichtbare Stadien. Für die Fernerkundung sind sie sehr unterschiedlich gut zu fassen:

- **Grüner Befall („green attack“):** Die Krone ist noch grün. Hinweise gibt es nur am Stamm – braunes Bohrmehl in Rindenschuppen und am Stammfuß, Harztröpfchen, Einbohrlöcher. In normalen Farbbildern aus der Luft ist dieses Stadium praktisch nicht zu erkennen.
- **Verfärbung:** Die Nadeln werden fahl, dann gelblich bis rotbraun. In RGB-Drohnenbildern sind solche Kronen gut sichtbar – häufig haben die Jungkäfer den Baum zu diesem Zeitpunkt aber schon verlassen oder stehen kurz davor.
- **Graue Phase:** Die Nadeln sind abgefallen, die Rinde platzt ab. Für die Käferbekämpfung kommt jede Maßnahme hier zu spät; es geht nur noch um Verkehrssicherung und Aufarbeitung.

Ehrlich gesagt: Klassische Farbbilder zeigen vor allem Bäume, die für die Bekämpfung bereits verloren sind. Wertlos sind sie trotzdem nicht. Frischer Befall entsteht sehr häufig in unmittelbarer Nähe zu bestehenden Käfernestern. Wer diese Nester früh in der Saison vollständig kartiert, weiß, wo die Bohrmehlsuche beginnen sollte.

Multispektralkameras erfassen zusätzlich den Rotkanten- und den Nahinfrarotbereich. Dort können sich Stressreaktionen der Fichte zeigen, bevor die Krone sichtbar verfärbt ist. Erste Forschungsergebnisse sind ermutigend, das Signal ist aber schwach und hängt stark von Licht, Jahreszeit und Kalibrierung ab. Zudem ist Stress nicht gleich Käfer: Trockenheit, Wurzelfäule oder Blitzschlag erzeugen ähnliche Muster.

## Was KI dazu beiträgt

Eine einzige Befliegung liefert schnell Tausende Einzelbilder. Diese von Hand auszuwerten, dauert Tage. Hier spielt künstliche Intelligenz ihre Stärke aus: Trainierte Modelle erkennen einzelne Kronen, ordnen sie Baumarten zu und schätzen ihre Vitalität. Aus dem Luftbild wird so eine Liste von Verdachtsbäumen mit Koordinaten.

Die Qualität eines solchen Modells hängt an seinen Trainingsdaten. Ein Modell, das mit Bildern aus dem Mittelgebirge trainiert wurde, arbeitet im Flachland nicht automatisch genauso gut. Fragen Sie Anbieter deshalb:

1. In welchen Regionen und Bestandestypen wurde das Modell trainiert und geprüft?
2. Wie viele Verdachtsbäume erweisen sich bei der Kontrolle als gesund, und wie viele befallene Bäume werden übersehen – gemessen an unabhängigen Daten?
3. Wie fließen die Ergebnisse Ihrer Kontrollen zurück, damit das Modell besser wird?

Wer darauf keine klaren Antworten geben kann, verkauft eher ein Versprechen als ein Werkzeug.

## Ground Truthing: Die Kontrolle am Boden bleibt Pflicht

> Die Drohne sagt Ihnen, wo Sie suchen sollten – nicht, was Sie finden werden.

Jeder Verdachtspunkt muss am Boden überprüft werden: Bohrmehl am Stammfuß, Harzfluss, Zustand der Nachbarbäume. Erst die Kontrolle vor Ort entscheidet, ob eingeschlagen wird. Ein praxistauglicher Ablauf sieht etwa so aus:

1. **Befliegung planen:** nach Beginn des Schwärmflugs und dann in regelmäßigen Abständen, möglichst bei ähnlichem Licht.
2. **Auswerten:** Verdachtsbäume als Punkte mit Koordinaten ausgeben.
3. **Priorisieren:** Nähe zu Altbefall, besonnte Bestandesränder, Erreichbarkeit.
4. **Kontrollieren:** Bohrmehlsuche am Verdachtsbaum und in seinem Umfeld.
5. **Handeln:** Einschlag, zügige Abfuhr oder Entrindung, Dokumentation.
6. **Zurückmelden:** Bestätigte und verworfene Verdachtspunkte verbessern die nächste Auswertung.

## Was das für die Einsatzplanung bedeutet

Die eigentliche Arbeit beginnt nach der Auswertung. Aus jedem bestätigten Befall wird ein Auftrag: Wer kontrolliert, wer fällt, wann kommt der Harvester, wann der Forwarder, wo wird gepoltert? In ForestCrew lassen sich solche Kontrollgänge und Einschläge als Aufträge mit GPS-Position planen und die Befunde vor Ort per Foto mit Koordinaten dokumentieren – das Team navigiert direkt zum Verdachtsbaum, die Revierleitung sieht den Stand in Echtzeit.

Drei Punkte sollten Sie dabei vorab klären:

- **Kapazitäten sichern:** In Käferjahren sind Harvester und Unternehmer knapp. Rahmenvereinbarungen vor der Saison verschaffen Luft.
- **Abfuhr organisieren:** Käferholz muss schnell aus dem Wald oder weit genug entfernt gelagert werden; häufig wird ein Abstand von mindestens 500 Metern zum nächsten Fichtenbestand empfohlen. Ein Polter am Waldrand, der wochenlang liegt, wird selbst zur Brutstätte.
- **Rechtliches beachten:** Für Drohnenflüge gelten die EU-Drohnenverordnung und nationale Regeln, etwa zu Kompetenznachweisen und zu geografischen Gebieten wie Naturschutzgebieten. Werden dabei Personen erfasst, kommt der Datenschutz hinzu.

## Grenzen ehrlich benennen

Drohnen und KI sind ein hilfreiches Werkzeug, aber kein Ersatz für Fachleute im Bestand:

- Grüner Befall bleibt aus der Luft schwer erkennbar, auch mit Multispektraldaten.
- Fichten unter einem Buchenschirm oder im Zwischenstand sind von oben kaum sichtbar.
- Wind, Wolken und Niederschlag bestimmen die Flugtage – oft genau dann, wenn es eilt.
- Befliegung, Auswertung und Kontrolle kosten Zeit und Geld; der Nutzen hängt davon ab, wie schnell die Ergebnisse im Revier ankommen.
- Frei verfügbare Satellitendaten wie die des europäischen Sentinel-2-Programms eignen sich für den großräumigen Überblick, lösen mit zehn Metern pro Bildpunkt aber keine Einzelbäume auf.

## Fazit

Drohnenbilder und KI machen das Borkenkäfer-Monitoring schneller und systematischer, vor allem beim Kartieren von Käfernestern und beim Lenken der Bohrmehlsuche. Den frischen, noch grünen Befall finden weiterhin Menschen mit geschultem Blick am Stammfuß. Wer beides verbindet und die Wege von der Auswertung bis zum Harvester kurz hält, gewinnt im Wettlauf mit dem Käfer die entscheidenden Tage.
`,
  },
  {
    id: "post-1780992000000",
    date: "2026-06-09T08:00:00.000Z",
    title: "GPS-Zeiterfassung im Forstbetrieb: Was erlaubt ist und was sie bringt",
    slug: "gps-zeiterfassung-im-forstbetrieb",
    author: "Miriam Lorenz, Redaktion ForestCrew",
    tags: ["Zeiterfassung", "Datenschutz", "Arbeitsorganisation", "Digitalisierung"],
    summary:
      "Arbeitszeiten und Einsatzorte per App zu erfassen, spart Stundenzettel und macht Nachkalkulationen genauer. Was Forstbetriebe dabei zu DSGVO, Betriebsrat und Transparenz beachten sollten.",
    excerpt:
      "Weniger Stundenzettel, genauere Nachkalkulation und klare Regeln für den Datenschutz: Was bei der GPS-Zeiterfassung im Forst zu beachten ist.",
    coverImage: "/blog/images/covers/gps-zeiterfassung-im-forstbetrieb.webp",
    lang: "de",
    content: `Freitagnachmittag im Forstbüro: Ein Stapel Stundenzettel, teils verschmiert, teils mit Fragezeichen versehen. War die Rotte am Dienstag in Abteilung 12 oder schon in Abteilung 15? Wie viele Stunden entfallen auf die Pflanzung, wie viele auf die Wegeinstandsetzung? Wer Arbeitszeiten von Hand sammelt und Aufträgen zuordnet, kennt dieses Rätselraten.

Die digitale Zeiterfassung per App – auf Wunsch mit GPS-Position – verspricht Abhilfe. Gleichzeitig wirft sie berechtigte Fragen auf: Was darf ein Arbeitgeber erfassen? Wer muss zustimmen? Und wie verhindert man, dass aus einem Arbeitszeitnachweis ein Überwachungsinstrument wird? Dieser Beitrag gibt einen Überblick für die Praxis. Er ersetzt keine Rechtsberatung; lassen Sie Ihr konkretes Vorhaben von Fachleuten prüfen.

## Warum das Thema jetzt auf dem Tisch liegt

Das Bundesarbeitsgericht hat im September 2022 entschieden, dass Arbeitgeber in Deutschland verpflichtet sind, die Arbeitszeit ihrer Beschäftigten systematisch zu erfassen. Wie das im Einzelnen zu geschehen hat, lässt die Entscheidung weitgehend offen; die Ausgestaltung im Arbeitszeitgesetz wird seit Längerem diskutiert. Für Forstbetriebe mit wechselnden Einsatzorten ist die Frage also nicht mehr ob, sondern wie erfasst wird.

## Was GPS-Zeiterfassung im Forst bringt

Richtig eingesetzt, hat die Erfassung per App handfeste Vorteile – für den Betrieb und für die Beschäftigten:

- **Zeiten landen beim richtigen Auftrag.** Wer beim Einstempeln den Auftrag wählt, muss nicht am Wochenende rekonstruieren, wo er war. Die Position bestätigt den Einsatzort.
- **Ehrliche Nachkalkulation.** Was hat die Durchforstung in Abteilung 14 b tatsächlich gekostet? Mit sauber zugeordneten Stunden für Personal und Maschinen lässt sich das beantworten – und das nächste Angebot realistischer kalkulieren.
- **Nachvollziehbare Abrechnung.** Ob gegenüber dem Privatwaldbesitzer, der Forstbetriebsgemeinschaft oder dem Unternehmer: Zeitnachweise mit Ort und Auftrag schaffen Vertrauen und ersparen Diskussionen.
- **Weniger Verwaltung.** Die Lohnbuchhaltung erhält vollständige Daten statt Zettel, die abgetippt werden müssen.
- **Beschäftigte behalten den Überblick.** Wer seine eigenen Zeiten in der App sieht, kann Überstunden und Pausen selbst nachvollziehen.

## Der rechtliche Rahmen in Kürze

### Datenschutz nach DSGVO

Standortdaten von Beschäftigten sind personenbezogene Daten. Ihre Verarbeitung braucht eine Rechtsgrundlage und muss den Grundsätzen der DSGVO folgen. Für die Praxis besonders wichtig:

- **Zweckbindung:** Legen Sie vorab schriftlich fest, wofür die Daten genutzt werden – etwa Arbeitszeitnachweis, Zuordnung zu Aufträgen, Abrechnung. Eine spätere Nutzung für andere Zwecke ist nicht ohne Weiteres zulässig.
- **Datenminimierung:** Erfassen Sie nur, was Sie für diese Zwecke brauchen. Die Position beim Ein- und Ausstempeln reicht für den Einsatznachweis meist aus; eine lückenlose Ortung während des ganzen Tages gilt als kaum zu rechtfertigen.
- **Speicherbegrenzung:** Legen Sie Löschfristen fest und setzen Sie sie technisch um.
- **Transparenz:** Beschäftigte müssen wissen, welche Daten wann erfasst werden, wer sie sieht und wie lange sie gespeichert werden.

Eine Einwilligung ist im Arbeitsverhältnis oft keine tragfähige Grundlage, weil die Freiwilligkeit fraglich sein kann. Üblicher sind die Erforderlichkeit für das Beschäftigungsverhältnis oder eine Betriebsvereinbarung. Prüfen Sie außerdem, ob eine Datenschutz-Folgenabschätzung nötig ist – bei der Ortung von Beschäftigten liegt das nahe. Der Softwareanbieter verarbeitet die Daten in Ihrem Auftrag; dafür brauchen Sie einen Vertrag zur Auftragsverarbeitung.

### Mitbestimmung des Betriebsrats

Gibt es im Betrieb einen Betriebsrat, hat er bei der Einführung ein zwingendes Mitbestimmungsrecht. § 87 Abs. 1 Nr. 6 des Betriebsverfassungsgesetzes nennt ausdrücklich die

> „Einführung und Anwendung von technischen Einrichtungen, die dazu bestimmt sind, das Verhalten oder die Leistung der Arbeitnehmer zu überwachen“.

Nach ständiger Rechtsprechung genügt es, dass eine Einrichtung objektiv zur Überwachung geeignet ist – auf die Absicht des Arbeitgebers kommt es nicht an. Eine App, die Zeiten und Positionen speichert, fällt praktisch immer darunter. Ohne Einigung mit dem Betriebsrat, in der Regel in Form einer Betriebsvereinbarung, darf das System nicht eingeführt werden.

Auch in kleineren Betrieben ohne Betriebsrat gilt die DSGVO uneingeschränkt. Es lohnt sich, die Belegschaft trotzdem früh zu beteiligen: Die Regeln, die Sie mit ihr gemeinsam aufstellen, werden besser akzeptiert.

## Transparenz schafft Vertrauen

Die meisten Vorbehalte gegen GPS-Erfassung drehen sich nicht um das Gesetz, sondern um die Sorge, ständig beobachtet zu werden. Diese Sorge nehmen Sie am besten mit klaren, schriftlichen Zusagen:

- Die Position wird nur bei festgelegten Ereignissen erfasst, etwa beim Stempeln, nie außerhalb der Arbeitszeit.
- Die App zeigt deutlich an, wann ein Standort gespeichert wird.
- Es ist geregelt, wer welche Daten sieht: die Revierleitung die Einsätze ihres Teams, die Lohnbuchhaltung die Zeiten, aber nicht die Positionen.
- Die Daten dienen nicht zum Leistungsvergleich einzelner Beschäftigter, sofern nichts anderes vereinbart ist.
- Jede Person kann ihre eigenen Daten einsehen.
- Nach Ablauf der Frist werden die Daten gelöscht.

Eine Seite in verständlicher Sprache, die diese Punkte zusammenfasst, wirkt oft mehr als ein zwanzigseitiges Dokument.

## Einführung in fünf Schritten

1. **Zwecke festlegen:** Wofür brauchen Sie die Daten? Schreiben Sie es auf.
2. **Beteiligte einbinden:** Betriebsrat, Datenschutzbeauftragte und, wo sinnvoll, Vertreter der Teams.
3. **Technik passend einstellen:** Erfassungszeitpunkte, Rollen und Rechte, Löschfristen.
4. **Informieren und schulen:** vor dem Start, vor Ort und mit Zeit für Fragen.
5. **Pilot und Überprüfung:** zunächst in einem Revier, nach einigen Wochen gemeinsam auswerten.

Achten Sie bei der Auswahl einer Software – ForestCrew eingeschlossen – darauf, dass sich Erfassungsumfang, Rollen und Löschfristen so einstellen lassen, wie Ihre Betriebsvereinbarung es vorsieht, und dass Sie wissen, wo die Daten gespeichert werden.

## Fazit

GPS-Zeiterfassung kann im Forstbetrieb viel Papier und Streit ersparen und macht Kosten sichtbar, die bisher im Schätzwert verschwanden. Erlaubt und akzeptiert ist sie dann, wenn der Zweck klar ist, nur das Nötige erfasst wird, Beschäftigte wissen, was mit ihren Daten geschieht, und der Betriebsrat von Anfang an mitgestaltet. Wer diese Reihenfolge einhält, führt ein Werkzeug ein – kein Kontrollinstrument.
`,
  },
  {
    id: "post-1787037300000",
    date: "2026-08-18T07:15:00.000Z",
    title: "Jungwaldpflege planen: Mit System durch Kultur, Jungwuchs und Dickung",
    slug: "jungwaldpflege-planen",
    author: "Redaktion ForestCrew",
    tags: ["Waldbau", "Klimawandel", "Waldbesitz", "Arbeitsorganisation", "Praxis"],
    summary:
      "Versäumte Jungwaldpflege lässt sich kaum nachholen. Wie Forstbetriebe Kulturen und Jungbestände erfassen, Prioritäten setzen und Pflegeziele so formulieren, dass sie im Bestand ankommen.",
    excerpt: "Vom Flächenverzeichnis zum klaren Pflegeziel: So machen Sie die Jungwaldpflege in Kultur, Jungwuchs und Dickung planbar.",
    coverImage: "/blog/images/covers/jungwaldpflege-planen.webp",
    lang: "de",
    content: `Nach den Schadjahren seit 2018 sind vielerorts große Flächen wiederbewaldet worden – gepflanzt, gesät oder der Naturverjüngung überlassen. Damit aus diesen Kulturen stabile, gemischte Wälder werden, brauchen sie in den ersten Jahren und Jahrzehnten regelmäßige Pflege. Genau hier hakt es in vielen Betrieben: Jungwaldpflege ist körperlich anstrengend, im Sommer heiß und zwischen Brombeeren wenig beliebt. Sie kostet Geld, ohne sofort Ertrag zu bringen – und wird deshalb gern auf das nächste Jahr verschoben.

Das rächt sich. Was in der Kultur und im Jungwuchs versäumt wird, lässt sich später kaum nachholen: Mischbaumarten werden überwachsen, Bestände wachsen instabil auf, und die Investition in die Pflanzung war umsonst. Dieser Beitrag zeigt, wie Sie die Jungwaldpflege planbar machen.

## Die Phasen im Überblick

Begriffe und Schwellenwerte unterscheiden sich je nach Bundesland, Betrieb und Lehrbuch. Als grobe Orientierung hilft diese Einteilung:

| Phase | Kennzeichen | Pflegeziel | Typische Maßnahmen |
|---|---|---|---|
| Kultur | Pflanzung bis zum gesicherten Anwuchs | Ausfälle vermeiden | Freischneiden gegen Gras, Brombeere und Adlerfarn, Nachbesserung, Schutz vor Verbiss |
| Jungwuchs | bis zum Schließen der Kronen | Mischung erhalten | Mischwuchsregulierung, Entnahme bedrängender Vorwüchse |
| Dickung | dichter Bestand nach Kronenschluss | Stabilität und Qualität | Stammzahlreduktion, Entnahme schlecht geformter Bäume |
| Stangenholz | Übergang zur Durchforstung | Zukunftsbäume fördern | Auswahl und Förderung von Z-Bäumen |

Je früher die Phase, desto häufiger muss kontrolliert werden – und desto günstiger ist der einzelne Eingriff.

## Was der Klimawandel an den Prioritäten ändert

Die Jungwaldpflege ist heute mehr als Qualitätsförderung. Sie entscheidet darüber, ob die Wälder, die jetzt entstehen, mit Hitze und Trockenheit zurechtkommen.

- **Mischung sichern:** Wer mehrere Baumarten im Bestand hält, verteilt das Risiko. Lichtbedürftige Arten wie Eiche oder Kiefer geraten gegenüber schnellwüchsigen Pionieren schnell ins Hintertreffen und brauchen gezielte Hilfe.
- **Pioniere klug nutzen:** Birke, Aspe oder Weide sind nicht automatisch Konkurrenz. Als lockerer Vorwald spenden sie Schatten und verbessern das Kleinklima. Entnommen wird dort, wo sie Zielbaumarten bedrängen – nicht flächig.
- **Wasser im Blick behalten:** Dichte Begleitvegetation konkurriert in trockenen Sommern um Wasser. In Jahren mit langer Trockenheit sind Ausfälle wahrscheinlich; planen Sie Nachbesserungen von vornherein ein.
- **Wildverbiss ernst nehmen:** Ohne angepasste Wildbestände bleibt jede Mischung Theorie. Zäune und Einzelschutz sind teuer und müssen regelmäßig kontrolliert werden.

## Vom Flächenverzeichnis zum Arbeitsauftrag

Pflege wird planbar, wenn sie nicht vom Gedächtnis einzelner Personen abhängt. Bewährt hat sich ein Ablauf in sechs Schritten:

1. **Flächen erfassen:** alle Kulturen und Jungbestände mit Pflanzjahr, Baumarten, Größe, Schutz (Zaun oder Einzelschutz) und Datum der letzten Pflege.
2. **Begehen und einstufen:** jede Fläche einmal im Jahr ansehen und mit einer einfachen Ampel bewerten – dringend in dieser Saison, im nächsten Jahr, nur beobachten.
3. **Zeitfenster wählen:** Kulturpflege wirkt am besten, wenn die Begleitvegetation im Frühsommer hochkommt. Nehmen Sie Rücksicht auf Brut- und Setzzeiten.
4. **Ressourcen zuordnen:** eigene Forstwirtinnen und Forstwirte, Unternehmer, Freischneider, Zeit für Zaunkontrollen.
5. **Aufträge erteilen:** mit Karte, Flächengrenze und einem klar formulierten Pflegeziel.
6. **Dokumentieren:** Fotos vor und nach der Pflege, Ausfälle, Zaunschäden. So wächst mit jedem Jahr eine Pflegehistorie, auf die sich die nächste Planung stützen kann.

## Das Pflegeziel klar formulieren

„Fläche freischneiden“ ist kein Arbeitsauftrag, sondern eine Einladung zu Missverständnissen. Soll alles weg, was nicht gepflanzt wurde? Bleibt die Hainbuche stehen, die sich von selbst eingefunden hat? Was passiert mit der Birke, die über die Eichen wächst? Ein guter Auftrag beantwortet diese Fragen vorab, zum Beispiel so:

> „Abteilung 22 a, Eichenkultur von 2023: Eichen im Umkreis von etwa einem Meter von Brombeere und Adlerfarn freischneiden. Eingemischte Hainbuchen und Linden stehen lassen. Birken nur dort entnehmen, wo sie Eichen bedrängen. Zaun auf Schäden kontrollieren und mit Foto melden.“

Solche Beschreibungen lassen sich als Vorlage hinterlegen und für ähnliche Flächen anpassen. Wie ein guter Arbeitsauftrag insgesamt aufgebaut ist, lesen Sie in unserem Beitrag über [digitale Arbeitsaufträge im Forst](/blog/digitale-arbeitsauftraege-im-forst).

## Arbeitsschutz nicht vergessen

Jungwaldpflege ist Handarbeit mit Freischneider, Heppe oder Motorsäge, oft bei Hitze und in unübersichtlichem Gelände. Zur Planung gehören deshalb:

- die passende persönliche Schutzausrüstung, insbesondere Gesichts- und Gehörschutz beim Freischneiden,
- Pausen und ausreichend Trinkwasser an heißen Tagen, früher Arbeitsbeginn im Hochsommer,
- Schutz vor Zecken und eine Erinnerung an die Kontrolle nach der Arbeit,
- klare Regeln für Alleinarbeit und der nächste Rettungspunkt im Auftrag.

## Fazit

Jungwaldpflege entscheidet, wie der Wald in fünfzig Jahren aussieht – und ob er dann noch steht. Sie gelingt, wenn sie wie jede andere Maßnahme geplant wird: mit einem vollständigen Flächenverzeichnis, einer jährlichen Einstufung, klaren Pflegezielen und sauberer Dokumentation. Mit ForestCrew lassen sich Pflegeflächen als Aufträge mit Karte planen und die Ergebnisse per Foto mit GPS-Position festhalten, sodass die Pflegehistorie jeder Fläche auf einen Blick verfügbar ist. Den wichtigsten Schritt macht aber das Team im Bestand, das weiß, welche Bäume bleiben sollen und warum.
`,
  },
  {
    id: "post-1790060400000",
    date: "2026-09-22T07:00:00.000Z",
    title: "Der CO₂-Markt für Waldbesitzende: Chancen und Fallstricke",
    slug: "co2-markt-fuer-waldbesitzer",
    author: "Felix Hartmann, Forstökonom",
    tags: ["Klimaschutz", "CO₂-Zertifikate", "Waldbesitz", "Klimawandel"],
    summary:
      "Immer mehr Anbieter werben mit Einnahmen aus CO₂-Zertifikaten. Welche Flächen in Frage kommen, was Zusätzlichkeit und Dauerhaftigkeit bedeuten und woran Waldbesitzende seriöse Angebote erkennen.",
    excerpt: "Welche Flächen sich eignen, welche Nachweise verlangt werden und woran Sie seriöse Angebote für CO₂-Zertifikate erkennen.",
    coverImage: "/blog/images/covers/co2-markt-fuer-waldbesitzer.webp",
    lang: "de",
    content: `„Ihr Wald ist bares Geld wert“ – mit solchen Sätzen werben immer mehr Anbieter um Waldbesitzerinnen und Waldbesitzer. Sie versprechen Einnahmen aus CO₂-Zertifikaten, oft für wenig Aufwand. Tatsächlich speichern Wälder große Mengen Kohlenstoff, und Unternehmen suchen nach glaubwürdigen Klimaschutzprojekten. Doch zwischen dem Kohlenstoff im Holz und einem verkäuflichen Zertifikat liegen Regeln, Nachweise und Verträge mit langen Laufzeiten.

Dieser Beitrag ordnet ein, welche Flächen in Frage kommen, was hinter den Fachbegriffen steckt und woran Sie seriöse Angebote erkennen. Wichtig vorab: Er ersetzt keine Rechts-, Steuer- oder Finanzberatung. Lassen Sie jeden Vertrag vor der Unterschrift unabhängig prüfen.[^1]

## Zwei Märkte, die oft verwechselt werden

Wer von „dem CO₂-Markt“ spricht, meint meist einen von zwei sehr unterschiedlichen Märkten:

| | Regulierter Markt | Freiwilliger Markt |
|---|---|---|
| Beispiele | EU-Emissionshandel, nationaler Emissionshandel nach dem Brennstoffemissionshandelsgesetz | Zertifikate aus Klimaschutzprojekten nach privaten Standards |
| Wer kauft | Unternehmen mit gesetzlicher Pflicht, etwa Kraftwerke, Industrie, Inverkehrbringer von Brennstoffen | Unternehmen, Organisationen und Privatpersonen aus eigenem Antrieb |
| Rolle des Waldes | Waldprojekte können dort nicht eingebracht werden | Waldprojekte sind möglich, je nach Standard |
| Regeln | gesetzlich festgelegt, staatlich überwacht | von Standardorganisationen gesetzt, Qualität sehr unterschiedlich |
| Preise | bilden sich an der Börse | werden verhandelt und schwanken stark je nach Projektart |

Für Waldbesitzende ist also der freiwillige Markt der relevante. Er ist kleiner, weniger einheitlich und stärker von Vertrauen abhängig als der regulierte Markt. Umso wichtiger ist es, genau hinzusehen.

## Welche Flächen in Frage kommen

Nicht jeder Wald eignet sich für ein Zertifikatsprojekt. Grob lassen sich drei Fälle unterscheiden:

- **Erstaufforstung:** Flächen, die bisher kein Wald waren, etwa ehemalige Acker- oder Grünlandflächen. Hier ist der Klimanutzen vergleichsweise leicht zu belegen. Allerdings braucht die Aufforstung eine Genehmigung, und die Fläche bleibt dauerhaft Wald.
- **Wiederbewaldung von Schadflächen:** Nach Sturm, Dürre oder Borkenkäfer entstehen vielerorts Kahlflächen. Da die Landeswaldgesetze in der Regel ohnehin zur Wiederbewaldung verpflichten, gilt eine reine Pflanzung oft nicht als zusätzlich. Anrechenbar sein können Maßnahmen, die über die Pflicht hinausgehen.
- **Bestehender Wald mit verändertem Management:** zum Beispiel ein gezielter Vorratsaufbau, längere Produktionszeiträume oder ein teilweiser Nutzungsverzicht. Hier wird die Klimawirkung gegen ein Referenzszenario gerechnet – das ist methodisch anspruchsvoll und angreifbar.

Auch die Größe spielt eine Rolle. Inventur, Zertifizierung und Verifizierung verursachen Fixkosten, die sich auf kleinen Flächen kaum tragen. Für kleinere Privatwälder kann der Zusammenschluss mehrerer Eigentümer, etwa über eine Forstbetriebsgemeinschaft, der realistischere Weg sein.

## Die drei Prüfsteine

### Zusätzlichkeit

Ein Zertifikat darf nur für Klimaschutz ausgegeben werden, der ohne das Projekt nicht stattgefunden hätte. Was gesetzlich vorgeschrieben ist, durch Förderung bereits bezahlt wird oder ohnehin geplant war, ist nicht zusätzlich. Prüfen Sie deshalb auch, ob sich ein Projekt mit Förderprogrammen verträgt, an denen Sie teilnehmen – Doppelförderung ist ein häufiger Stolperstein.

### Dauerhaftigkeit

Kohlenstoff im Wald ist nicht sicher gespeichert: Sturm, Feuer, Dürre und Borkenkäfer können ihn in kurzer Zeit freisetzen. Seriöse Standards verlangen deshalb lange Projektlaufzeiten, die sich oft über Jahrzehnte erstrecken, und halten einen Teil der Zertifikate als Risikopuffer zurück. Klären Sie vor Vertragsschluss, was im Schadensfall geschieht: Wer trägt den Verlust? Müssen Sie Zertifikate zurückgeben oder Geld zurückzahlen? Gerade in fichtenreichen Beständen ist das keine theoretische Frage.

### Nachweis

Die Klimawirkung muss gemessen, berichtet und von unabhängiger Seite überprüft werden.[^2] In der Praxis heißt das:

- eine Waldinventur zu Beginn und in festen Abständen,
- lückenlose Dokumentation aller Maßnahmen im Projektgebiet,
- eine Verifizierung durch eine unabhängige Prüfstelle,
- die Eintragung der Zertifikate in ein öffentliches Register, damit jedes nur einmal verkauft und bei Nutzung stillgelegt wird.

Ein weiterer Punkt ist die Doppelzählung: Deutschland rechnet die Senkenleistung seiner Wälder in der nationalen Treibhausgasbilanz an. Viele Anbieter verkaufen Waldzertifikate aus Deutschland daher als „Klimaschutzbeitrag“ und nicht als Kompensation. Fragen Sie nach, welche Aussage der Käufer später treffen darf – davon hängt die Glaubwürdigkeit des ganzen Projekts ab.

## Woran Sie seriöse Angebote erkennen

Gute Zeichen sind:

- Standard und Methodik sind benannt und öffentlich einsehbar.
- Eine unabhängige Prüfstelle verifiziert, die Zertifikate stehen in einem öffentlichen Register.
- Die Erlösaufteilung ist transparent: Sie sehen, welcher Anteil nach allen Gebühren bei Ihnen bleibt.
- Laufzeit, Bewirtschaftungsauflagen, Regeln für Schadereignisse, Eigentümerwechsel und Vertragsende sind konkret beschrieben.

Vorsicht ist geboten bei:

- garantierten Erträgen pro Hektar, bevor überhaupt eine Inventur stattgefunden hat,
- Vorabgebühren, die fällig werden, bevor ein einziges Zertifikat verkauft ist,
- langen Exklusivbindungen mit einseitigen Kündigungsrechten,
- Auflagen, die Ihre Bewirtschaftung stärker einschränken als vorab dargestellt,
- Zeitdruck („Das Angebot gilt nur bis Monatsende“).

Denken Sie außerdem an die steuerliche Behandlung der Einnahmen und sprechen Sie frühzeitig mit Ihrer Steuerberatung.

## Gute Daten sind die Voraussetzung

Wie sich der Markt auch entwickelt: Wer Flächen, Bestände und Maßnahmen sauber dokumentiert, ist im Vorteil. Eine aktuelle Inventur, digitale Karten und nachvollziehbar erfasste Arbeiten – etwa mit Fotodokumentation und GPS-Position aus ForestCrew – verkürzen jede spätere Prüfung erheblich. Mit unserem Programm Nexus arbeiten wir daran, solche Betriebsdaten für CO₂-Zertifikate, ESG-Berichte und weitere Ökosystemleistungen nutzbar zu machen.

## Fazit

Der CO₂-Markt kann für Waldbesitzende eine zusätzliche Einnahmequelle werden – schnelles Geld ist er nicht. Entscheidend sind eine geeignete Fläche, echte Zusätzlichkeit, ein ehrlicher Umgang mit dem Risiko von Schadereignissen und ein Partner, der Methodik, Kosten und Pflichten offenlegt. Wer das prüft, bevor er unterschreibt, schützt seinen Wald und seinen guten Namen.

[^1]: Die Darstellung gibt den allgemeinen Stand wieder und kann Ihren Einzelfall nicht bewerten. Maßgeblich sind der jeweilige Standard, der Vertrag und die geltenden Gesetze.

[^2]: Auf europäischer Ebene schafft die Verordnung (EU) 2024/3012 einen einheitlichen Zertifizierungsrahmen für CO₂-Entnahmen. Die dazugehörigen Methoden werden schrittweise festgelegt; es lohnt sich, die Entwicklung zu verfolgen.
`,
  },
  {
    id: "post-1794299400000",
    date: "2026-11-10T08:30:00.000Z",
    title: "Polterverwaltung digital: Vom Hieb bis zur Abfuhr den Überblick behalten",
    slug: "polterverwaltung-digital",
    author: "Jonas Behrendt, Forstingenieur",
    tags: ["Holzlogistik", "Holzernte", "Waldschutz", "Waldbesitz", "Digitalisierung"],
    summary:
      "Vergessene Polter kosten Geld und werden zur Brutstätte für Borkenkäfer. Welche Angaben jeder Polter braucht, wie eine klare Statuskette aussieht und was die digitale Erfassung im Wald bringt.",
    excerpt:
      "Nummer, Koordinate, Foto: Wie Forstbetriebe ihre Polter vom Hieb bis zur Abrechnung im Blick behalten und Käferholz vermeiden.",
    coverImage: "/blog/images/covers/polterverwaltung-digital.webp",
    lang: "de",
    content: `„Wo liegt eigentlich Polter 17?“ Diese Frage kennt jeder, der schon einmal Holzabfuhr organisiert hat. Der Spediteur steht am falschen Weg, die Holzliste stimmt nicht mit dem überein, was am Waldrand liegt, und das Werk meldet eine andere Menge als das Waldmaß. Jeder dieser Fehler kostet Zeit und Geld – und manchmal auch Holzqualität.

Denn Holz, das zu lange im Wald liegt, verliert an Wert. Im Sommer können Pilze das Holz verfärben, Insekten besiedeln die Polter, und bei Nadelholz wird ein vergessener Stapel schnell zur Brutstätte für Borkenkäfer. Eine gute Polterverwaltung ist deshalb nicht nur eine Frage der Ordnung, sondern auch des Waldschutzes.

## Was zu einem Polter gehört

Damit alle Beteiligten – Revierleitung, Rückeunternehmer, Büro, Käufer und Spediteur – über denselben Polter sprechen, braucht jeder Polter einen festen Satz an Angaben:

- **eine eindeutige Nummer**, betriebsweit und am Polter sichtbar angebracht,
- **die Lage**: GPS-Koordinate, Weg, Zufahrt und Hinweise zur Befahrbarkeit für Lkw,
- **Baumart, Sortiment und Güte**, zum Beispiel Fichte, Abschnitte, Güteklasse B/C,
- **Menge und Maßeinheit**: Festmeter oder Raummeter, mit Angabe der Vermessungsart,
- **Datum der Bereitstellung** – wichtig für die Frage, wie lange das Holz schon liegt,
- **Käufer, Vertrag und Abfuhrfreigabe**,
- **ein Foto**, das Polter und Umgebung zeigt.

Ein kurzer Hinweis zu den Maßeinheiten: Ein Festmeter entspricht einem Kubikmeter fester Holzmasse, ein Raummeter einem Kubikmeter geschichteten Holzes einschließlich der Zwischenräume. Der Umrechnungsfaktor hängt unter anderem von Sortiment, Länge, Durchmesser und Schichtung ab. Wer Mengen vergleicht, sollte daher immer wissen, wie gemessen wurde.

## Die Statuskette vom Hieb bis zur Abrechnung

Ein Polter durchläuft mehrere Stationen. Wenn für jede klar ist, wer sie auslöst und was dabei festgehalten wird, gehen keine Informationen verloren:

| Status | Wer | Was festgehalten wird |
|---|---|---|
| angelegt | Forwarderfahrer oder Revierleitung | Nummer, Koordinate, Foto, Sortiment |
| vermessen | Revierleitung oder Dienstleister | Menge, Einheit, Vermessungsart |
| verkauft | Büro | Käufer, Vertrag, Preis |
| freigegeben | Revierleitung | Abfuhrfreigabe an den Spediteur |
| abgefahren | Spediteur | Lieferschein, Datum, Restmengen |
| abgerechnet | Büro | Abgleich von Wald- und Werksmaß |

Schon diese einfache Übersicht zeigt auf einen Blick, welche Polter seit Wochen auf ihre Abfuhr warten und wo nachgefasst werden muss.

## Datenaustausch: Standards statt Abtippen

Zwischen Forstbetrieb, Käufer, Spediteur und Werk werden dieselben Daten immer wieder übertragen – oft per Hand, von Liste zu Liste. Jede Übertragung ist eine Fehlerquelle. Für den Austausch von Polter-, Liefer- und Vermessungsdaten hat sich in Deutschland der Branchenstandard ELDAT etabliert. Achten Sie bei der Wahl von Software darauf, dass Daten in gängigen Formaten ein- und ausgelesen werden können. Koordinaten sollten sich zudem in Formaten wie GeoJSON weitergeben lassen, damit Spediteure sie direkt in ihre Navigation übernehmen können.

## Polter und Waldschutz

Frisch geschlagenes Nadelholz ist für rindenbrütende Käfer attraktiv. Liegt Fichte in der warmen Jahreszeit wochenlang am Bestandesrand, kann der Buchdrucker den Polter besiedeln und von dort in den stehenden Bestand übergreifen. Auch holzbrütende Arten wie der Gestreifte Nutzholzborkenkäfer können das Holz entwerten. Daraus ergeben sich einfache Regeln:

1. **Schnell abfahren:** Nadelholz in der Käfersaison möglichst zügig aus dem Wald bringen.
2. **Klug lagern:** Wo das nicht möglich ist, Polter mit ausreichendem Abstand zu Fichtenbeständen anlegen.
3. **Regelmäßig kontrollieren:** Polter, die länger liegen, auf Bohrmehl und Einbohrlöcher prüfen.
4. **Chemie nur als letztes Mittel:** Der Einsatz von Pflanzenschutzmitteln an Poltern ist streng geregelt, setzt Sachkunde voraus und ist in zertifizierten Betrieben zusätzlich eingeschränkt.

Wie Drohnen und KI bei der Suche nach befallenen Bäumen helfen können, lesen Sie in unserem Beitrag zum [Borkenkäfer-Monitoring](/blog/borkenkaefer-monitoring-mit-drohnen-und-ki).

## Digitale Polterverwaltung in der Praxis

Der wichtigste Moment ist der, in dem der Polter entsteht. Wer ihn direkt im Wald mit Foto, Koordinate und Sortiment erfasst, spart später jede Suche. Das kann der Forwarderfahrer am Ende der Schicht erledigen oder die Revierleitung beim nächsten Kontrollgang – Hauptsache, es geschieht zeitnah und immer auf dieselbe Weise.

Daraus ergeben sich spürbare Vorteile:

- Spediteure erhalten Koordinate, Foto und Anfahrtshinweise und finden den Polter ohne Rückruf.
- Das Büro sieht, welche Polter vermessen, verkauft oder freigegeben sind, ohne nachzutelefonieren.
- Abweichungen zwischen Wald- und Werksmaß fallen sofort auf und lassen sich mit dem Foto klären.
- Die Liegezeit jedes Polters ist sichtbar – ein wichtiges Signal für den Waldschutz.

In ForestCrew lassen sich Rücke- und Polterarbeiten als Aufträge mit GPS-Position planen und die entstandenen Polter per Foto mit Koordinaten dokumentieren. Für Holzhandel und Logistik über die Betriebsgrenze hinaus gibt es mit TimberTraxx unser Schwesterprodukt.

## Fazit

Eine gute Polterverwaltung beginnt nicht im Büro, sondern am Waldweg: mit einer eindeutigen Nummer, einem Foto und einer Koordinate. Wer die Statuskette vom Hieb bis zur Abrechnung konsequent pflegt, vermeidet Suchfahrten, Mengendifferenzen und Käferholz am Bestandesrand. Das Ergebnis ist ein Holzverkauf, der für alle Beteiligten nachvollziehbar ist – und ein Wald, in dem kein Polter vergessen wird.
`,
  },
];
