import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual } from "~/lib/i18n";
import { Icon, PhoneMock, StatusBar, TabBar } from "./primitives";

const copy = bilingual(
  {
    label: "Screenshot: GPS-Zeiterfassung in der ForestCrew-App mit laufender Uhr, Tätigkeit, GPS-Position und den heutigen Einträgen",
    title: "Zeiterfassung",
    date: "Dienstag, 11. März",
    activityLabel: "Aktive Tätigkeit",
    running: "Läuft",
    activity: "Durchforstung Abt. 7b",
    order: "Auftrag A-0412 · Revier Hochwald",
    since: "seit 09:50 Uhr",
    position: "48,0123° N · 8,2451° O",
    pause: "Pause",
    stop: "Beenden",
    totals: [
      ["4:02 h", "Heute"],
      ["27:45 h", "Diese Woche"],
      ["0:20 h", "Pausen"],
    ],
    entriesTitle: "Heutige Einträge",
    entries: [
      { what: "Durchforstung Abt. 7b", when: "09:50 – läuft", dur: "1:12", kind: "live" },
      { what: "Pause", when: "09:30 – 09:50", dur: "0:20", kind: "pause" },
      { what: "Durchforstung Abt. 7b", when: "07:02 – 09:30", dur: "2:28", kind: "work" },
      { what: "Anfahrt Betriebshof → Abt. 7b", when: "06:40 – 07:02", dur: "0:22", kind: "drive" },
    ],
  },
  {
    label:
      "Screenshot: GPS time tracking in the ForestCrew app with a running timer, the current activity, GPS position and today's entries",
    title: "Time tracking",
    date: "Tuesday, 11 March",
    activityLabel: "Current activity",
    running: "Running",
    activity: "Thinning, Cpt. 7b",
    order: "Work order A-0412 · Hochwald district",
    since: "since 09:50",
    position: "48.0123° N · 8.2451° E",
    pause: "Break",
    stop: "Stop",
    totals: [
      ["4:02 h", "Today"],
      ["27:45 h", "This week"],
      ["0:20 h", "Breaks"],
    ],
    entriesTitle: "Today's entries",
    entries: [
      { what: "Thinning, Cpt. 7b", when: "09:50 – running", dur: "1:12", kind: "live" },
      { what: "Break", when: "09:30 – 09:50", dur: "0:20", kind: "pause" },
      { what: "Thinning, Cpt. 7b", when: "07:02 – 09:30", dur: "2:28", kind: "work" },
      { what: "Drive depot → Cpt. 7b", when: "06:40 – 07:02", dur: "0:22", kind: "drive" },
    ],
  },
);

const kindTone: Record<string, string> = {
  live: "before:bg-moss-500",
  work: "before:bg-forest-500",
  pause: "before:bg-amber-400",
  drive: "before:bg-sky-400",
};

export function TimeTrackingMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    <PhoneMock label={t.label} className="bg-[#f5f7f4]">
      <StatusBar />
      <div className="flex items-end gap-3 px-4 pt-2">
        <div className="min-w-0 flex-1">
          <div className="text-xs font-medium text-forest-900/75">{t.date}</div>
          <div className="truncate text-xl leading-tight font-semibold tracking-tight">{t.title}</div>
        </div>
        <span className="mb-0.5 flex items-center gap-1 rounded-full bg-forest-50 px-2 py-1 text-[length:var(--text-2xs)] leading-none font-semibold text-forest-700 ring-1 ring-forest-700/15 before:size-1.5 before:rounded-full before:bg-forest-500">
          GPS ±4 m
        </span>
      </div>

      <div className="relative mx-4 mt-3 shrink-0 overflow-hidden rounded-3xl bg-forest-950 p-3.5 text-white shadow-card">
        <svg viewBox="0 0 120 120" className="absolute -top-2 -right-6 h-36 w-36 text-moss-400/30" fill="none">
          <path
            d="M14 104c10-6 8-20 20-24s22 6 30-4 0-24 12-30 22 2 28-8 2-18 8-22M108 16a4 4 0 1 0 0 .1"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeDasharray="1 6"
          />
        </svg>
        <div className="relative flex items-center justify-between text-xs text-white/55">
          {t.activityLabel}
          <span className="flex items-center gap-1 rounded-full bg-moss-400/15 px-2 py-0.5 font-semibold text-moss-300 before:size-1.5 before:rounded-full before:bg-moss-400 before:ring-2 before:ring-moss-400/30">
            {t.running}
          </span>
        </div>
        <div className="relative mt-1 text-base leading-snug font-semibold">
          {t.activity}
          <span className="block truncate text-xs font-normal text-white/55">{t.order}</span>
        </div>
        <div className="relative mt-3 text-3xl leading-none font-semibold tracking-tight tabular-nums">
          01:12:08
          <span className="mt-1.5 block text-xs font-normal tracking-normal text-white/55">{t.since}</span>
        </div>
        <div className="relative mt-2.5 flex items-center gap-1.5 rounded-lg bg-white/[0.08] px-2.5 py-1.5 text-xs text-white/80 tabular-nums">
          <Icon name="pin" className="size-3.5 text-moss-400" width={2} />
          {t.position}
          <span className="ml-auto text-white/50">±4 m</span>
        </div>
        <div className="relative mt-2.5 grid grid-cols-2 gap-2 text-sm font-semibold">
          <span className="flex items-center justify-center gap-1.5 rounded-xl bg-white/10 py-2.5">
            <Icon name="pause" className="size-4" width={2.4} />
            {t.pause}
          </span>
          <span className="flex items-center justify-center gap-1.5 rounded-xl bg-moss-400 py-2.5 text-forest-950">
            <Icon name="stop" className="size-4" width={2.2} />
            {t.stop}
          </span>
        </div>
      </div>

      <div className="mx-4 mt-2.5 grid shrink-0 grid-cols-3 gap-2">
        {t.totals.map(([value, what]) => (
          <span
            key={what}
            className="rounded-xl bg-white px-2.5 py-2 text-sm leading-tight font-semibold tabular-nums shadow-sm ring-1 ring-forest-900/[0.07]"
          >
            {value}
            <span className="block truncate text-[length:var(--text-2xs)] font-medium text-forest-900/75">{what}</span>
          </span>
        ))}
      </div>

      <div className="mx-4 mt-2.5 text-xs font-semibold text-forest-900/75">{t.entriesTitle}</div>
      <div className="mx-4 mt-1.5 mb-3 min-h-0 flex-1 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/[0.07]">
        {t.entries.map((e) => (
          <div
            key={e.when}
            className={cn(
              "flex items-center gap-2.5 border-b border-forest-900/[0.06] px-3 py-1.5 before:h-6 before:w-1 before:shrink-0 before:rounded-full",
              kindTone[e.kind],
            )}
          >
            <span className="min-w-0 flex-1 truncate text-sm leading-tight font-medium">
              {e.what}
              <span className="block text-xs font-normal text-forest-900/75 tabular-nums">{e.when}</span>
            </span>
            <span className={cn("text-sm font-semibold tabular-nums", e.kind === "live" ? "text-forest-600" : "text-forest-900/70")}>
              {e.dur}
            </span>
          </div>
        ))}
      </div>

      <TabBar active="time" lang={lang} />
    </PhoneMock>
  );
}
