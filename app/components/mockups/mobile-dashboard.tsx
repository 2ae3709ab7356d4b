import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual } from "~/lib/i18n";
import { Avatar, Icon, PhoneMock, StatusBar, TabBar, num, statusTone, volume } from "./primitives";

const copy = bilingual(
  {
    label: "Screenshot: ForestCrew-App mit den heutigen Aufträgen eines Forstwirts, Wetter und Offline-Synchronisierung",
    date: "Dienstag, 11. März",
    hello: "Guten Morgen, Jonas",
    offline: "Offline – wird synchronisiert",
    pending: "3 Einträge warten · zuletzt 06:58",
    weather: "bedeckt · Wind 14 km/h · Regen ab 15 Uhr",
    today: "Heute",
    count: "3 Aufträge",
    inProgress: "In Arbeit",
    planned: "Geplant",
    job: "Durchforstung Abt. 7b",
    jobMeta: "Revier Hochwald · Fichte, Buche · 2,4 km",
    navigate: "Navigation",
    timer: "Zeit läuft · 1:12",
    rescue: "Nächster Rettungspunkt",
    rescueMeta: "FR-1042 · Waldweg Ost · 1,2 km",
    next: [
      { time: "ab 13:00", title: "Z-Bäume auszeichnen Abt. 12b", meta: "mit Team Nord · Buche, Eiche · 1,1 km" },
      { time: "16:00", title: "Polter vermessen Abt. 12a", meta: "Waldweg Ost · Fotos für den Abfuhrschein" },
    ],
  },
  {
    label: "Screenshot: the ForestCrew app showing a forest worker's jobs for today, the weather and offline sync",
    date: "Tuesday, 11 March",
    hello: "Good morning, Jonas",
    offline: "Offline – syncing",
    pending: "3 entries queued · last sync 06:58",
    weather: "overcast · wind 14 km/h · rain from 3 pm",
    today: "Today",
    count: "3 jobs",
    inProgress: "In progress",
    planned: "Planned",
    job: "Thinning, Cpt. 7b",
    jobMeta: "Hochwald district · spruce, beech · 2.4 km",
    navigate: "Navigate",
    timer: "Timer on · 1:12",
    rescue: "Nearest rescue point",
    rescueMeta: "FR-1042 · East forest road · 1.2 km",
    next: [
      { time: "from 1 pm", title: "Mark crop trees, Cpt. 12b", meta: "with Crew North · beech, oak · 1.1 km" },
      { time: "4 pm", title: "Measure log pile, Cpt. 12a", meta: "East forest road · photos for the haulage note" },
    ],
  },
);

const chip =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[length:var(--text-2xs)] leading-none font-semibold ring-1 ring-inset before:size-1.5 before:rounded-full";

export function MobileDashboardMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    <PhoneMock label={t.label} className="bg-[#f5f7f4]">
      <StatusBar />
      <div className="flex items-center gap-3 px-4 pt-2">
        <div className="min-w-0 flex-1">
          <div className="text-xs font-medium text-forest-900/75">{t.date}</div>
          <div className="truncate text-xl leading-tight font-semibold tracking-tight">{t.hello}</div>
        </div>
        <Avatar initials="JW" tone="bg-forest-200 text-forest-900" className="size-9 text-xs" />
      </div>

      <div className="mx-4 mt-3 flex items-center gap-2.5 rounded-xl bg-amber-50 px-3 py-2 ring-1 ring-amber-600/20">
        <Icon name="cloudOff" className="size-4.5 text-amber-700" width={2} />
        <div className="min-w-0 flex-1 truncate text-sm leading-tight font-semibold text-amber-950">
          {t.offline}
          <span className="mt-0.5 block truncate text-xs font-normal text-amber-900">{t.pending}</span>
        </div>
        <span className="size-4 shrink-0 rounded-full border-2 border-amber-600/20 border-t-amber-600" />
      </div>

      <div className="mx-4 mt-2.5 flex items-center gap-2 text-xs text-forest-900/75">
        <Icon name="cloud" className="size-4 text-sky-600" />
        <span className="truncate">
          <b className="font-semibold text-forest-950">6 °C</b> · {t.weather}
        </span>
      </div>

      <div className="mx-4 mt-3.5 flex items-baseline justify-between">
        <span className="text-base font-semibold">{t.today}</span>
        <span className="text-xs font-medium text-forest-900/75">{t.count}</span>
      </div>

      <div className="mt-2 flex min-h-0 flex-1 flex-col gap-2 overflow-hidden px-4">
        <div className="shrink-0 rounded-2xl bg-forest-900 p-3 text-white shadow-card">
          <div className="flex items-center justify-between text-xs">
            <span className={cn(chip, "bg-moss-400 text-forest-950 ring-transparent before:bg-forest-800")}>{t.inProgress}</span>
            <span className="text-white/60 tabular-nums">07:00 – 15:30</span>
          </div>
          <div className="mt-2 text-base leading-snug font-semibold">{t.job}</div>
          <div className="truncate text-xs text-white/60">{t.jobMeta}</div>
          <div className="mt-2.5 flex items-center gap-2.5 text-xs text-white/70 tabular-nums">
            <span className="h-1.5 flex-1 rounded-full bg-[linear-gradient(to_right,var(--color-moss-400)_62%,rgb(255_255_255/0.15)_62%)]" />
            {num(260, lang)} / {volume(420, lang)}
          </div>
          <div className="mt-2.5 grid grid-cols-2 gap-2 text-xs font-semibold">
            <span className="flex items-center justify-center gap-1.5 rounded-lg bg-white/10 py-2">
              <Icon name="navigation" className="size-3.5" width={2} />
              {t.navigate}
            </span>
            <span className="flex items-center justify-center gap-1.5 rounded-lg bg-moss-400 py-2 text-forest-950">
              <Icon name="clock" className="size-3.5" width={2} />
              {t.timer}
            </span>
          </div>
        </div>
        {t.next.map((job) => (
          <div key={job.title} className="shrink-0 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-forest-900/[0.07]">
            <div className="flex items-center justify-between text-xs">
              <span className={cn(chip, statusTone.planned)}>{t.planned}</span>
              <span className="font-medium text-forest-900/75 tabular-nums">{job.time}</span>
            </div>
            <div className="mt-1.5 truncate text-sm font-semibold">{job.title}</div>
            <div className="truncate text-xs text-forest-900/75">{job.meta}</div>
          </div>
        ))}
        <div className="flex shrink-0 items-center gap-2.5 rounded-2xl bg-white px-3 py-2.5 shadow-sm ring-1 ring-forest-900/[0.07]">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-red-50 text-base leading-none font-bold text-red-600 ring-1 ring-red-600/15">
            +
          </span>
          <span className="min-w-0 flex-1 truncate text-sm leading-tight font-semibold">
            {t.rescue}
            <span className="block truncate text-xs font-normal text-forest-900/75">{t.rescueMeta}</span>
          </span>
          <Icon name="chevronRight" className="size-4 text-forest-900/35" width={2} />
        </div>
      </div>

      <TabBar active="today" lang={lang} />
    </PhoneMock>
  );
}
