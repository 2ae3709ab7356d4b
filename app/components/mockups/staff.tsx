import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual } from "~/lib/i18n";
import { DesktopMock, Icon, num } from "./primitives";
import { AppShell, card } from "./shell";

type Qual = "as1" | "as2" | "climb" | "firstAid" | "harvester" | "forwarder" | "cable" | "hunting";
type Availability = "available" | "active" | "leave";

const copy = bilingual(
  {
    label: "Screenshot: ForestCrew-Personalverwaltung mit Rollen, Qualifikationen, Verfügbarkeit und Wochenstunden",
    title: "Personal",
    sub: "24 Personen · Qualifikationen und Verfügbarkeit, KW 11",
    search: "Name oder Qualifikation …",
    invite: "Mitarbeitende einladen",
    tabs: [
      ["Alle", 24],
      ["Verfügbar", 11],
      ["Im Einsatz", 10],
      ["Urlaub", 3],
    ] as Array<[string, number]>,
    expiring: "2 Nachweise laufen bald ab",
    head: ["Name", "Qualifikationen", "Status", "Einsatz heute", "Stunden KW 11"],
    footer: "24 Mitarbeitende · sortiert nach Status",
    page: "Seite 1 von 3",
    quals: {
      as1: "AS Baum I",
      as2: "AS Baum II",
      climb: "Seilklettertechnik",
      firstAid: "Erste Hilfe",
      harvester: "Harvester",
      forwarder: "Forwarder",
      cable: "Seilkran",
      hunting: "Jagdschein",
    } satisfies Record<Qual, string>,
    status: { available: "Verfügbar", active: "Im Einsatz", leave: "Urlaub" } satisfies Record<Availability, string>,
    people: [
      { role: "Forstwirt", team: "Team Nord", today: "Abt. 7b · Durchforstung" },
      { role: "Revierleiterin", team: "Revier Hochwald", today: "Waldbegang Abt. 12b" },
      { role: "Maschinenführer", team: "Harvester H-01", today: "Abt. 12a · Holzernte" },
      { role: "Forstwirt", team: "Team Süd", today: "Abt. 14 · Jungbestandspflege" },
      { role: "Forstwirtin", team: "Team Nord", today: "Urlaub bis 14.03." },
      { role: "Maschinenführer", team: "Forwarder F-01", today: "Abt. 12a · Rückung" },
      { role: "Forstwirt", team: "Team Süd", today: "Betriebshof · Werkstatt" },
      { role: "Disponentin", team: "Büro", today: "Büro · Disposition" },
      { role: "Seilkranführer", team: "Seilkran S-01", today: "Abt. 21 · Seilkranbringung" },
    ],
  },
  {
    label: "Screenshot: ForestCrew staff management with roles, qualifications, availability and weekly hours",
    title: "Staff",
    sub: "24 people · qualifications and availability, week 11",
    search: "Name or qualification …",
    invite: "Invite staff",
    tabs: [
      ["All", 24],
      ["Available", 11],
      ["On assignment", 10],
      ["On leave", 3],
    ],
    expiring: "2 certificates expire soon",
    head: ["Name", "Qualifications", "Status", "Today", "Hours wk 11"],
    footer: "24 people · sorted by status",
    page: "Page 1 of 3",
    quals: {
      as1: "Chainsaw I",
      as2: "Chainsaw II",
      climb: "Tree climbing",
      firstAid: "First aid",
      harvester: "Harvester",
      forwarder: "Forwarder",
      cable: "Cable yarder",
      hunting: "Hunting licence",
    },
    status: { available: "Available", active: "On assignment", leave: "On leave" },
    people: [
      { role: "Forest worker", team: "Crew North", today: "Cpt. 7b · Thinning" },
      { role: "District forester", team: "Hochwald district", today: "Site visit Cpt. 12b" },
      { role: "Machine operator", team: "Harvester H-01", today: "Cpt. 12a · Harvesting" },
      { role: "Forest worker", team: "Crew South", today: "Cpt. 14 · Young stand care" },
      { role: "Forest worker", team: "Crew North", today: "On leave until 14 Mar" },
      { role: "Machine operator", team: "Forwarder F-01", today: "Cpt. 12a · Forwarding" },
      { role: "Forest worker", team: "Crew South", today: "Depot · workshop" },
      { role: "Dispatcher", team: "Office", today: "Office · dispatch" },
      { role: "Cable yarder operator", team: "Cable yarder S-01", today: "Cpt. 21 · Cable yarding" },
    ],
  },
);

/** Language-independent part of each row (same order as `people`). */
const staff: ReadonlyArray<{
  name: string;
  initials: string;
  tone: string;
  quals: Qual[];
  expiring?: Qual;
  status: Availability;
  hours: number;
  target: number;
}> = [
  {
    name: "Jonas Weber",
    initials: "JW",
    tone: "before:bg-forest-200 before:text-forest-900",
    quals: ["as2", "climb", "firstAid"],
    status: "active",
    hours: 32.5,
    target: 40,
  },
  {
    name: "Lena Hoffmann",
    initials: "LH",
    tone: "before:bg-amber-100 before:text-amber-900",
    quals: ["as1", "hunting", "firstAid"],
    status: "available",
    hours: 28,
    target: 40,
  },
  {
    name: "Markus Schäfer",
    initials: "MS",
    tone: "before:bg-moss-300 before:text-forest-900",
    quals: ["harvester", "as1", "firstAid"],
    status: "active",
    hours: 38.5,
    target: 40,
  },
  {
    name: "Tobias Krämer",
    initials: "TK",
    tone: "before:bg-sky-100 before:text-sky-900",
    quals: ["as2", "firstAid"],
    expiring: "firstAid",
    status: "active",
    hours: 31,
    target: 40,
  },
  {
    name: "Anna Vogel",
    initials: "AV",
    tone: "before:bg-bark-200 before:text-bark-700",
    quals: ["as1", "climb"],
    status: "leave",
    hours: 0,
    target: 40,
  },
  {
    name: "Stefan Richter",
    initials: "SR",
    tone: "before:bg-forest-100 before:text-forest-800",
    quals: ["forwarder", "firstAid"],
    status: "active",
    hours: 36,
    target: 40,
  },
  {
    name: "Florian Braun",
    initials: "FB",
    tone: "before:bg-moss-200 before:text-forest-900",
    quals: ["as2", "firstAid"],
    expiring: "as2",
    status: "available",
    hours: 34,
    target: 40,
  },
  {
    name: "Katrin Brandt",
    initials: "KB",
    tone: "before:bg-amber-100 before:text-amber-900",
    quals: ["firstAid"],
    status: "available",
    hours: 26,
    target: 30,
  },
  {
    name: "Michael Wagner",
    initials: "MW",
    tone: "before:bg-sky-100 before:text-sky-900",
    quals: ["cable", "as2", "firstAid"],
    status: "active",
    hours: 36.5,
    target: 40,
  },
];

const statusTone: Record<Availability, string> = {
  available: "bg-forest-50 text-forest-800 ring-forest-700/15 before:bg-forest-500",
  active: "bg-sky-50 text-sky-800 ring-sky-700/15 before:bg-sky-500",
  leave: "bg-bark-100 text-bark-700 ring-bark-500/20 before:bg-bark-500",
};

/** Column template per container width: fewer columns on narrow screens, never a horizontal scroll. */
const cols =
  "grid grid-cols-[minmax(0,1fr)_104px] @xl:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)_104px] @4xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_112px_128px] @5xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1.3fr)_112px_minmax(0,0.95fr)_132px] gap-3 px-3 @lg:px-4";

export function StaffMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    <DesktopMock label={t.label}>
      <AppShell lang={lang} active="staff" crumb={t.title}>
        <div className="flex min-h-0 flex-1 flex-col gap-3 p-3 @lg:p-4 @6xl:p-5">
          <div className="flex items-center gap-3">
            <div className="min-w-0">
              <div className="truncate text-[16px] leading-6 font-semibold tracking-tight">{t.title}</div>
              <div className="truncate text-[11.5px] text-forest-900/75">{t.sub}</div>
            </div>
            <span className="ml-auto hidden w-56 items-center gap-2 rounded-md bg-white px-2.5 py-1.5 text-[11.5px] text-forest-900/75 ring-1 ring-forest-900/10 @4xl:flex">
              <Icon name="search" className="size-3.5" />
              {t.search}
            </span>
            <span className="ml-auto flex shrink-0 items-center gap-1.5 rounded-md bg-forest-800 px-2.5 py-1.5 text-[11.5px] font-medium text-white shadow-sm @4xl:ml-0">
              <Icon name="plus" className="size-3.5" width={2.2} />
              {t.invite}
            </span>
          </div>

          <div className="flex items-center gap-3">
            <span className="flex min-w-0 gap-0.5 overflow-hidden rounded-lg bg-forest-900/[0.05] p-0.5 text-[11.5px] font-medium whitespace-nowrap text-forest-900/75">
              {t.tabs.map(([tab, n], i) => (
                <span
                  key={tab}
                  className={cn("rounded-md px-2.5 py-1", i === 0 && "bg-white text-forest-950 shadow-sm", i === 3 && "hidden @lg:block")}
                >
                  {tab} <span className="ml-0.5 text-forest-900/75 tabular-nums">{n}</span>
                </span>
              ))}
            </span>
            <span className="ml-auto hidden items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-[11px] font-medium text-amber-900 ring-1 ring-amber-600/20 @3xl:flex">
              <Icon name="alert" className="size-3.5 text-amber-600" width={2} />
              {t.expiring}
            </span>
          </div>

          <div className={cn(card, "flex min-h-0 flex-1 flex-col overflow-hidden")}>
            <div
              className={cn(
                cols,
                "shrink-0 border-b border-forest-900/[0.07] bg-[#fafbf9] py-2 text-[10.5px] font-medium tracking-wide text-forest-900/75 uppercase",
              )}
            >
              <span className="truncate">{t.head[0]}</span>
              <span className="hidden truncate @xl:block">{t.head[1]}</span>
              <span className="truncate">{t.head[2]}</span>
              <span className="hidden truncate @5xl:block">{t.head[3]}</span>
              <span className="hidden truncate @4xl:block">{t.head[4]}</span>
            </div>
            {staff.map((p, i) => {
              const person = t.people[i];
              const pct = Math.min(100, Math.round((p.hours / p.target) * 100));
              return (
                <div
                  key={p.name}
                  className={cn(
                    cols,
                    "min-h-[44px] flex-1 items-center border-b border-forest-900/[0.06] py-1.5",
                    i === 0 && "bg-forest-50/60 shadow-[inset_2px_0_0_var(--color-forest-500)]",
                    i === 8 && "@4xl:hidden @6xl:grid",
                  )}
                >
                  <span
                    data-initials={p.initials}
                    className={cn(
                      "relative min-w-0 truncate pl-10 text-[12px] leading-[17px] font-medium",
                      "before:absolute before:top-1/2 before:left-0 before:flex before:size-7 before:-translate-y-1/2 before:items-center before:justify-center before:rounded-full before:text-[10px] before:font-semibold before:content-[attr(data-initials)]",
                      p.tone,
                    )}
                  >
                    {p.name}
                    <span className="block truncate text-[11px] font-normal text-forest-900/75">
                      {person?.role} · {person?.team}
                    </span>
                  </span>
                  <span className="hidden min-w-0 gap-1 overflow-hidden @xl:flex">
                    {p.quals.map((q) => (
                      <span
                        key={q}
                        className={cn(
                          "shrink-0 rounded-md px-1.5 py-0.5 text-[10.5px] leading-4 font-medium whitespace-nowrap ring-1 ring-inset",
                          q === p.expiring
                            ? "bg-amber-50 text-amber-900 ring-amber-600/25 before:mr-1 before:inline-block before:size-1.5 before:rounded-full before:bg-amber-500 before:align-[1px]"
                            : "bg-forest-900/[0.04] text-forest-900/75 ring-forest-900/[0.08]",
                        )}
                      >
                        {t.quals[q]}
                      </span>
                    ))}
                  </span>
                  <span
                    className={cn(
                      "flex w-fit max-w-full items-center gap-1.5 truncate rounded-full px-2 py-0.5 text-[10.5px] leading-4 font-medium ring-1 ring-inset before:size-1.5 before:shrink-0 before:rounded-full",
                      statusTone[p.status],
                    )}
                  >
                    {t.status[p.status]}
                  </span>
                  <span
                    className={cn(
                      "hidden truncate text-[11.5px] @5xl:block",
                      p.status === "leave" ? "text-forest-900/75" : "text-forest-900/70",
                    )}
                  >
                    {person?.today}
                  </span>
                  <span className="hidden items-center gap-2.5 text-[11.5px] font-medium tabular-nums @4xl:flex">
                    <span
                      className="h-1.5 w-14 shrink-0 rounded-full"
                      style={{
                        background: `linear-gradient(to right, ${pct >= 95 ? "#f59e0b" : "#3b855a"} ${pct}%, rgb(10 31 21 / 0.08) ${pct}%)`,
                      }}
                    />
                    {num(p.hours, lang, 1)} / {p.target} h
                  </span>
                </div>
              );
            })}
            <div className="mt-auto hidden shrink-0 items-center justify-between border-t border-forest-900/[0.07] px-4 py-2 text-[11px] text-forest-900/75 @4xl:flex">
              {t.footer}
              <span className="flex items-center gap-2 font-medium text-forest-900/75 before:text-forest-900/75 before:content-['‹'] after:text-forest-900/75 after:content-['›']">
                {t.page}
              </span>
            </div>
          </div>
        </div>
      </AppShell>
    </DesktopMock>
  );
}
