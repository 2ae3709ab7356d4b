import { useApp } from "~/lib/app-context";
import { bilingual } from "~/lib/i18n";
import { AppLogo, Icon, PhoneMock, StatusBar } from "./primitives";

const copy = bilingual(
  {
    label: "Screenshot: ForestChat in der ForestCrew-App beantwortet eine Frage zu Borkenkäferbefall mit konkreten nächsten Schritten",
    subtitle: "KI-Assistent · online",
    day: "Heute, 10:24",
    question: "In Abt. 12a haben wir frisches Bohrmehl an mehreren Fichten gefunden. Was sollten wir jetzt tun?",
    intro:
      "Braunes Bohrmehl am Stammfuß und in Rindenritzen ist ein typisches Zeichen für frischen Borkenkäferbefall, meist durch den Buchdrucker. Bewährte nächste Schritte:",
    steps: [
      "Befallene Bäume markieren und per GPS erfassen",
      "Zügig fällen und das Holz abfahren oder entrinden, bevor die nächste Käfergeneration ausfliegt",
      "Nachbarfichten in den kommenden Wochen regelmäßig kontrollieren",
      "Revierleitung informieren – Melde- und Förderregeln unterscheiden sich je nach Bundesland",
    ],
    offer: "Soll ich dafür einen Auftrag „Käferholz Abt. 12a“ anlegen?",
    actions: ["Auftrag anlegen", "Auf Karte markieren"],
    note: "ForestChat kann Fehler machen. Wichtige Angaben bitte prüfen.",
    placeholder: "Frage an ForestChat …",
  },
  {
    label: "Screenshot: ForestChat in the ForestCrew app answering a question about a bark beetle attack with concrete next steps",
    subtitle: "AI assistant · online",
    day: "Today, 10:24",
    question: "We've found fresh boring dust on several spruces in Cpt. 12a. What should we do now?",
    intro:
      "Brown boring dust at the stem base and in bark crevices is a typical sign of a fresh bark beetle attack, usually by the European spruce bark beetle. Proven next steps:",
    steps: [
      "Mark the affected trees and record them by GPS",
      "Fell them promptly and remove or debark the timber before the next beetle generation emerges",
      "Check neighbouring spruces regularly over the coming weeks",
      "Inform the district forester – reporting and funding rules differ between federal states",
    ],
    offer: "Shall I create a work order “Beetle salvage Cpt. 12a”?",
    actions: ["Create work order", "Mark on map"],
    note: "ForestChat can make mistakes. Please check important information.",
    placeholder: "Ask ForestChat …",
  },
);

export function ChatMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    <PhoneMock label={t.label} className="bg-[#f5f7f4]">
      <div className="shrink-0 border-b border-forest-900/[0.07] bg-white">
        <StatusBar />
        <div className="flex items-center gap-2 px-3 pt-1 pb-2.5">
          <Icon name="chevronLeft" className="size-5 text-forest-700" width={2.2} />
          <AppLogo className="size-7.5" />
          <div className="min-w-0 flex-1 text-sm leading-tight font-semibold">
            ForestChat
            <span className="flex items-center gap-1 text-[length:var(--text-2xs)] font-medium text-forest-900/75 before:size-1.5 before:rounded-full before:bg-forest-500">
              {t.subtitle}
            </span>
          </div>
          <Icon name="more" className="size-5 text-forest-900/75" width={3} />
        </div>
      </div>

      <div className="flex min-h-0 flex-1 flex-col gap-2.5 overflow-hidden px-3 pt-3">
        <span className="self-center text-[length:var(--text-2xs)] font-medium text-forest-900/75">{t.day}</span>
        <div className="max-w-[84%] self-end rounded-2xl rounded-br-md bg-forest-800 px-3 py-2 text-sm leading-snug text-white shadow-sm">
          {t.question}
        </div>
        <div className="max-w-[94%] self-start rounded-2xl rounded-bl-md bg-white px-3 py-2.5 text-[length:calc(100cqw*10/280)] leading-snug text-forest-950/85 shadow-sm ring-1 ring-forest-900/[0.07]">
          <span className="mb-1 flex items-center gap-1 text-[length:var(--text-2xs)] font-semibold tracking-wide text-forest-700 uppercase">
            <Icon name="sparkles" className="size-3" width={2} />
            ForestChat
          </span>
          {t.intro}
          <ol className="mt-1.5 list-decimal space-y-1 pl-4 marker:font-semibold marker:text-forest-600">
            {t.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p className="mt-1.5 font-medium text-forest-950">{t.offer}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {t.actions.map((a, i) => (
            <span
              key={a}
              className={
                i === 0
                  ? "rounded-full bg-forest-800 px-3 py-1.5 text-xs font-semibold text-white"
                  : "rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-forest-800 ring-1 ring-forest-900/15"
              }
            >
              {a}
            </span>
          ))}
        </div>
      </div>

      <div className="shrink-0 bg-white px-3 pt-2 pb-6 shadow-[0_-1px_0_rgb(10_31_21/0.06)]">
        <span className="mb-1.5 block text-center text-[length:var(--text-2xs)] text-forest-900/75">{t.note}</span>
        <div className="flex items-center gap-2 rounded-full bg-forest-900/[0.05] py-1 pr-1 pl-3.5 text-sm text-forest-900/75">
          <span className="min-w-0 flex-1 truncate">{t.placeholder}</span>
          <Icon name="mic" className="size-4.5" />
          <span className="flex size-7 items-center justify-center rounded-full bg-forest-800 text-white">
            <Icon name="send" className="size-3.5" width={2} />
          </span>
        </div>
      </div>
    </PhoneMock>
  );
}
