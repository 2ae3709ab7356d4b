import { useApp } from "~/lib/app-context";
import { bilingual } from "~/lib/i18n";
import { BrowserFrame } from "./frames";
import { AppLogo, DesktopMock, Icon } from "./primitives";

/*
 * ForestChat in the browser answering one question, with the sources it drew on: a picture for the
 * /forestchat hero. It has no input on purpose: the working chat is further down the page, and this
 * must not look like a second one. The answer follows the knowledge article "Borkenkäfer erkennen".
 */

const copy = bilingual(
  {
    label:
      "Beispielbild: ForestChat beantwortet die Frage, wann und wie oft Fichten auf Borkenkäfer kontrolliert werden sollten, und nennt seine Quellen",
    subtitle: "Forstwissen mit Quellen",
    example: "Beispielantwort",
    question: "Wann und wie oft sollte ich meine Fichten auf Borkenkäfer kontrollieren?",
    intro: "Kurz gesagt: ab dem ersten Schwärmflug bis in den Spätsommer regelmäßig, und zwar so:",
    points: [
      ["Beginn:", "Der Buchdrucker schwärmt ab etwa 16,5 °C Lufttemperatur – ein Richtwert der LWF, kein Stichtag."],
      ["Rhythmus:", "alle ein bis zwei Wochen, bei starkem Flug wöchentlich."],
      ["Vorgehen:", "bei trockenem Wetter suchen, an Käfernestern des Vorjahres und sonnigen Bestandesrändern beginnen."],
    ],
    sign: "Frühestes sicheres Zeichen ist braunes Bohrmehl am Stammfuß – die Krone ist dann noch grün.",
    sources: "Quellen",
    sourceList: [
      { kind: "Wissen", title: "Borkenkäfer erkennen und richtig handeln" },
      { kind: "waldwissen.net", title: "Befallssuche beim Borkenkäfer" },
    ],
    footer: "Antworten können Fehler enthalten. Wichtiges bitte prüfen.",
  },
  {
    label:
      "Example picture: ForestChat answers the question of when and how often spruce should be checked for bark beetles, and names its sources",
    subtitle: "Forestry knowledge with sources",
    example: "Example answer",
    question: "When and how often should I check my spruce for bark beetles?",
    intro: "In short: regularly from the first swarming flight until late summer, like this:",
    points: [
      ["Start:", "the spruce bark beetle swarms from about 16.5 °C air temperature – an LWF guide value, not a fixed date."],
      ["Interval:", "every one to two weeks, weekly when flight is heavy."],
      ["Method:", "search in dry weather, starting at last year's beetle spots and sunny stand edges."],
    ],
    sign: "The earliest reliable sign is brown boring dust at the stem base – while the crown is still green.",
    sources: "Sources",
    sourceList: [
      { kind: "Knowledge", title: "Spotting bark beetles and acting in time" },
      { kind: "waldwissen.net", title: "Befallssuche beim Borkenkäfer" },
    ],
    footer: "Answers may contain mistakes. Please check anything important.",
  },
);

export function ChatAnswerMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    // In a hero, from lg up only (on phones the hero stays short, its text the largest paint):
    // centred, at most lg wide, on a soft glow.
    <div className="relative mx-auto max-w-lg hidden lg:mr-0 lg:block">
      <div
        aria-hidden="true"
        className="absolute -inset-12 rounded-full bg-[radial-gradient(circle,rgb(188_227_90/0.16),transparent_65%)]"
      />
      <BrowserFrame url="forestcrew.de/forestchat" className="relative">
        <DesktopMock label={t.label}>
          <div aria-hidden="true" className="flex flex-col bg-[#f5f7f4]">
            <div className="flex items-center gap-2.5 border-b border-forest-900/[0.07] bg-white px-3.5 py-2.5">
              <AppLogo className="size-7" />
              <div className="min-w-0 flex-1 text-[13px] leading-tight font-semibold">
                ForestChat
                <span className="block text-[10.5px] font-medium text-forest-900/75">{t.subtitle}</span>
              </div>
              <span className="flex items-center gap-1 rounded-full bg-moss-300/60 px-2 py-0.5 text-[10px] font-semibold text-forest-950">
                <Icon name="sparkles" className="size-3" width={2} />
                {t.example}
              </span>
            </div>

            <div className="flex flex-col gap-3 px-3.5 pt-3.5 pb-3">
              <div className="max-w-[82%] self-end rounded-2xl rounded-br-md bg-forest-800 px-3 py-2 text-[12px] leading-snug text-white shadow-sm">
                {t.question}
              </div>

              <div className="flex items-start gap-2">
                <AppLogo className="mt-0.5 size-6" />
                <div className="min-w-0 flex-1 rounded-2xl rounded-tl-md bg-white px-3 py-2.5 text-[11.5px] leading-snug text-forest-950/90 shadow-sm ring-1 ring-forest-900/[0.07]">
                  <p>{t.intro}</p>
                  <ul className="mt-1.5 space-y-1">
                    {t.points.map(([lead, text]) => (
                      <li key={lead} className="flex gap-1.5">
                        <Icon name="check" className="mt-px size-3.5 text-forest-600" width={2.4} />
                        <span>
                          <span className="font-semibold text-forest-950">{lead}</span> {text}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-2 rounded-lg bg-forest-50 px-2 py-1.5 text-forest-900 ring-1 ring-forest-700/10">{t.sign}</p>

                  <div className="mt-2.5 border-t border-forest-900/8 pt-2">
                    <span className="text-[9.5px] font-semibold tracking-wide text-forest-900/75 uppercase">{t.sources}</span>
                    <ol className="mt-1 space-y-1">
                      {t.sourceList.map((source, i) => (
                        <li key={source.title} className="flex items-center gap-1.5 text-[10.5px]">
                          <span className="grid size-4 shrink-0 place-items-center rounded bg-forest-100 text-[9px] font-bold text-forest-800">
                            {i + 1}
                          </span>
                          <span className="shrink-0 font-semibold text-forest-800">{source.kind}</span>
                          <span className="min-w-0 truncate text-forest-900/80">{source.title}</span>
                          <Icon name="chevronRight" className="size-3 text-forest-900/60" width={2.2} />
                        </li>
                      ))}
                    </ol>
                  </div>
                </div>
              </div>
            </div>

            <p className="border-t border-forest-900/[0.07] bg-white px-3.5 py-2 text-center text-[10px] text-forest-900/75">{t.footer}</p>
          </div>
        </DesktopMock>
      </BrowserFrame>
    </div>
  );
}
