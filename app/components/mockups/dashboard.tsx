import { Fragment } from "react";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual } from "~/lib/i18n";
import { Avatar, DesktopMock, Icon, percent, volume } from "./primitives";
import { AppShell, card } from "./shell";

type Job = "thinning" | "harvest" | "forwarding" | "care" | "planting" | "marking" | "maintenance" | "relocation" | "cable" | "salvage";

const copy = bilingual(
  {
    label:
      "Screenshot: ForestCrew-Einsatzübersicht mit Kennzahlen, Live-Karte der Teams und Maschinen und Wochenplan mit Ressourcenkonflikt",
    title: "Einsatzübersicht",
    date: "Dienstag, 11. März · KW 11",
    views: ["Tag", "Woche", "Monat"],
    newOrder: "Auftrag anlegen",
    orders: "Aktive Aufträge",
    ordersDelta: "seit Montag",
    teams: "Teams im Einsatz",
    teamsOf: "von 8",
    machines: "Maschinen verfügbar",
    machinesNote: "2 in der Werkstatt",
    volume: "Festmeter diese Woche",
    volumeDelta: "ggü. Vorwoche",
    mapTitle: "Karte · Revier Hochwald",
    live: "Live-GPS",
    cpt: "Abt.",
    legendTeams: "Teams",
    legendMachines: "Maschinen",
    tipSub: "Abt. 12a · vor 2 Min.",
    planTitle: "Wochenplan",
    week: "KW 11 · 10.–14. März",
    filters: ["Alle", "Teams", "Maschinen"],
    days: ["Mo 10", "Di 11", "Mi 12", "Do 13", "Fr 14"],
    rows: [
      { name: "Team Nord", sub: "4 Forstwirte" },
      { name: "Team Süd", sub: "3 Forstwirte" },
      { name: "Harvester H-01", sub: "Ponsse Scorpion King" },
      { name: "Harvester H-02", sub: "Komatsu 931XC" },
      { name: "Forwarder F-01", sub: "John Deere 1510G" },
      { name: "Seilkran S-01", sub: "Konrad Mounty 4100" },
    ],
    jobs: {
      thinning: "Durchforstung",
      harvest: "Holzernte",
      forwarding: "Rückung",
      care: "Jungbestandspflege",
      planting: "Pflanzung",
      marking: "Auszeichnen",
      maintenance: "Wartung",
      relocation: "Umsetzen",
      cable: "Seilkranbringung",
      salvage: "Käferholz",
    } satisfies Record<Job, string>,
    conflictLead: "Ressourcenkonflikt:",
    conflict: "Harvester H-02 am Mi doppelt verplant",
    resolve: "Konflikt lösen",
  },
  {
    label:
      "Screenshot: ForestCrew operations overview with key figures, a live map of crews and machines and a weekly plan showing a resource conflict",
    title: "Operations overview",
    date: "Tuesday, 11 March · Week 11",
    views: ["Day", "Week", "Month"],
    newOrder: "New work order",
    orders: "Active work orders",
    ordersDelta: "since Monday",
    teams: "Crews deployed",
    teamsOf: "of 8",
    machines: "Machines available",
    machinesNote: "2 in the workshop",
    volume: "Volume this week",
    volumeDelta: "vs. last week",
    mapTitle: "Map · Hochwald district",
    live: "Live GPS",
    cpt: "Cpt.",
    legendTeams: "Crews",
    legendMachines: "Machines",
    tipSub: "Cpt. 12a · 2 min ago",
    planTitle: "Weekly plan",
    week: "Week 11 · 10–14 March",
    filters: ["All", "Crews", "Machines"],
    days: ["Mon 10", "Tue 11", "Wed 12", "Thu 13", "Fri 14"],
    rows: [
      { name: "Crew North", sub: "4 forest workers" },
      { name: "Crew South", sub: "3 forest workers" },
      { name: "Harvester H-01", sub: "Ponsse Scorpion King" },
      { name: "Harvester H-02", sub: "Komatsu 931XC" },
      { name: "Forwarder F-01", sub: "John Deere 1510G" },
      { name: "Cable yarder S-01", sub: "Konrad Mounty 4100" },
    ],
    jobs: {
      thinning: "Thinning",
      harvest: "Harvesting",
      forwarding: "Forwarding",
      care: "Young stand care",
      planting: "Planting",
      marking: "Tree marking",
      maintenance: "Maintenance",
      relocation: "Relocation",
      cable: "Cable yarding",
      salvage: "Bark beetle salvage",
    },
    conflictLead: "Resource conflict:",
    conflict: "Harvester H-02 double-booked on Wed",
    resolve: "Resolve",
  },
);

const jobTone: Record<Job, string> = {
  // Darker than forest-500 and bark-500: white 9.5 px text needs 4.5:1 on these bars.
  thinning: "bg-[#357d53] text-white",
  harvest: "bg-forest-700 text-white",
  forwarding: "bg-moss-300 text-forest-950",
  care: "bg-moss-200 text-forest-900 ring-1 ring-inset ring-forest-700/10",
  planting: "bg-amber-100 text-amber-950 ring-1 ring-inset ring-amber-700/15",
  marking: "bg-forest-100 text-forest-800 ring-1 ring-inset ring-forest-700/10",
  maintenance:
    "bg-[repeating-linear-gradient(135deg,var(--color-bark-100)_0_5px,var(--color-bark-200)_5px_10px)] text-bark-700 ring-1 ring-inset ring-bark-500/20",
  relocation: "bg-sky-100 text-sky-900 ring-1 ring-inset ring-sky-700/10",
  cable: "bg-forest-600 text-white",
  salvage: "bg-[#776a56] text-white",
};

/** Bars per row: start and end as % of the week (Mon 0 … Fri 100), optional compartment and half-height lane. */
type Bar = { from: number; to: number; job: Job; cpt?: string; lane?: "top" | "bottom"; drag?: boolean };
const plan: Bar[][] = [
  [
    { from: 0, to: 60, job: "thinning", cpt: "7b" },
    { from: 60, to: 100, job: "marking", cpt: "12b" },
  ],
  [
    { from: 0, to: 40, job: "care", cpt: "14" },
    { from: 48, to: 88, job: "planting", cpt: "9c", drag: true },
  ],
  [
    { from: 0, to: 80, job: "harvest", cpt: "12a" },
    { from: 80, to: 100, job: "maintenance" },
  ],
  [
    { from: 0, to: 60, job: "thinning", cpt: "7b", lane: "top" },
    { from: 40, to: 100, job: "salvage", cpt: "21", lane: "bottom" },
  ],
  [{ from: 20, to: 100, job: "forwarding", cpt: "12a" }],
  [
    { from: 0, to: 20, job: "relocation" },
    { from: 20, to: 100, job: "cable", cpt: "21" },
  ],
];

/* Map drawing (400 × 400, cropped to the panel by "slice"; the essentials sit in the middle). */
const compartments: ReadonlyArray<{ id: string; d: string; fill: string; at: [number, number] }> = [
  { id: "11", d: "M0 0H190L175 80 120 130 60 150 0 160Z", fill: "#d4e7cd", at: [80, 100] },
  { id: "12b", d: "M300 0H400V60L340 100 290 60Z", fill: "#bddab5", at: [343, 86] },
  { id: "9c", d: "M400 60V230L300 250 230 200 240 120 290 60 340 100Z", fill: "#c9e1c0", at: [332, 172] },
  { id: "7b", d: "M0 160 60 150 120 130 170 150 240 120 230 200 170 230 90 250 0 240Z", fill: "#86ba90", at: [60, 207] },
  { id: "21", d: "M0 240 90 250 170 230 190 300 160 400H0Z", fill: "#93c39a", at: [138, 284] },
  { id: "14", d: "M170 230 230 200 300 250 400 230V400H160L190 300Z", fill: "#b6d6ad", at: [338, 300] },
];

function MapPanel({ t }: { t: (typeof copy)["de"] }) {
  return (
    <div className={cn(card, "flex min-h-0 flex-col overflow-hidden")}>
      <div className="flex items-center gap-2 border-b border-forest-900/[0.07] px-3 py-2">
        <span className="truncate text-[12px] font-semibold">{t.mapTitle}</span>
        <span className="ml-auto flex shrink-0 items-center gap-1.5 rounded-full bg-forest-50 px-2 py-0.5 text-[10.5px] font-medium text-forest-700 before:size-1.5 before:rounded-full before:bg-forest-500 before:ring-[3px] before:ring-forest-500/20">
          {t.live}
        </span>
      </div>
      <div className="relative aspect-[4/3] bg-[#dfeadb] @lg:aspect-[16/10] @2xl:aspect-auto @2xl:flex-1">
        <svg
          viewBox="0 0 400 400"
          preserveAspectRatio="xMidYMid slice"
          className="absolute inset-0 size-full"
          fontSize="10.5"
          fontWeight="600"
          textAnchor="middle"
        >
          {compartments.map((c) => (
            <path key={c.id} d={c.d} fill={c.fill} stroke="#fff" strokeWidth="1.5" strokeOpacity=".8" />
          ))}
          <path
            d="M190 0H300L290 60 240 120 170 150 120 130 175 80Z"
            fill="#74ad80"
            stroke="#1c4430"
            strokeWidth="2"
            strokeDasharray="5 3"
          />
          <path
            d="M196 14 180 78M218 10 198 104M240 8 218 114M262 8 244 96M284 8 268 70"
            stroke="#fff"
            strokeOpacity=".6"
            strokeWidth="1.2"
            strokeDasharray="3 3"
          />
          <path d="M96 300 140 292 150 326 108 338Z" fill="#e7d8bb" stroke="#b99a68" strokeDasharray="3 2" />
          <path
            d="M60 405C70 380 120 372 150 352S200 320 205 296"
            fill="none"
            stroke="#fff"
            strokeOpacity=".7"
            strokeWidth="1.4"
            strokeDasharray="4 3"
          />
          <path d="M405 345C360 350 330 330 300 350S240 380 225 405" fill="none" stroke="#7db8d8" strokeWidth="2.5" />
          <path
            d="M-5 163C20 160 40 153 60 150S105 128 120 130 158 152 170 150 226 124 240 120 276 76 290 60 310 25 318-5M240 120C237 150 233 175 230 200S275 235 300 250 370 236 405 228"
            fill="none"
            stroke="#cbbd9c"
            strokeWidth="7"
            strokeLinecap="round"
          />
          <path
            d="M-5 163C20 160 40 153 60 150S105 128 120 130 158 152 170 150 226 124 240 120 276 76 290 60 310 25 318-5M240 120C237 150 233 175 230 200S275 235 300 250 370 236 405 228"
            fill="none"
            stroke="#fffaf0"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
          {compartments.map((c) => (
            <text key={c.id} x={c.at[0]} y={c.at[1]} fill="#0a1f15" fillOpacity=".6">
              {t.cpt} {c.id}
            </text>
          ))}
          <text x="238" y="86" fill="#0a1f15" fillOpacity=".85">
            {t.cpt} 12a
          </text>
          <circle cx="190" cy="100" r="15" fill="#f5c451" fillOpacity=".3" />
          <path
            d="M185 95h10v10h-10ZM141 114h10v10h-10ZM145 175h10v10h-10ZM55 270h10v10H55Z"
            fill="#f5c451"
            stroke="#fff"
            strokeWidth="2.5"
            paintOrder="stroke"
          />
          <path
            d="M99 193a6 6 0 1 0 12 0 6 6 0 1 0-12 0ZM264 290a6 6 0 1 0 12 0 6 6 0 1 0-12 0Z"
            fill="#1c4430"
            stroke="#fff"
            strokeWidth="2.5"
            paintOrder="stroke"
          />
          <rect x="204" y="104" width="134" height="34" rx="6" fill="#fff" stroke="#0a1f15" strokeOpacity=".1" />
          <text x="212" y="118" textAnchor="start" fill="#0a1f15">
            H-01 · Ponsse Scorpion
            <tspan x="212" y="131" fontWeight="400" fontSize="9.5" fillOpacity=".6">
              {t.tipSub}
            </tspan>
          </text>
        </svg>
        <span className="absolute bottom-2 left-2 flex gap-3 rounded-md bg-white/95 px-2 py-1 text-[10.5px] font-medium text-forest-900/70 shadow-sm ring-1 ring-forest-900/[0.06]">
          <span className="flex items-center gap-1.5 before:size-2 before:rounded-full before:bg-forest-800">{t.legendTeams}</span>
          <span className="flex items-center gap-1.5 before:size-2 before:rounded-[2px] before:bg-amber-glow">{t.legendMachines}</span>
        </span>
        <span className="absolute right-2 bottom-2 hidden w-[22px] rounded-md @md:block bg-white bg-[linear-gradient(transparent_calc(50%-0.5px),rgb(10_31_21/0.1)_calc(50%-0.5px),rgb(10_31_21/0.1)_calc(50%+0.5px),transparent_calc(50%+0.5px))] text-center text-[13px] leading-[22px] font-medium whitespace-pre text-forest-900/75 shadow-sm ring-1 ring-forest-900/[0.08]">
          {"+\n−"}
        </span>
      </div>
    </div>
  );
}

function PlanPanel({ t }: { t: (typeof copy)["de"] }) {
  return (
    <div className={cn(card, "flex min-h-0 flex-col overflow-hidden")}>
      <div className="flex items-center gap-2 border-b border-forest-900/[0.07] px-3 py-2">
        <span className="text-[12px] font-semibold">{t.planTitle}</span>
        <span className="truncate text-[11px] text-forest-900/75">{t.week}</span>
        <span className="ml-auto hidden shrink-0 rounded-md bg-forest-900/[0.05] p-0.5 text-[10.5px] font-medium text-forest-900/75 @md:flex">
          {t.filters.map((f, i) => (
            <span key={f} className={cn("rounded px-2 py-px", i === 0 && "bg-white text-forest-950 shadow-sm")}>
              {f}
            </span>
          ))}
        </span>
      </div>
      <div className="relative grid min-h-0 flex-1 grid-cols-[var(--lw)_1fr] grid-rows-[26px_repeat(6,42px)] [--lw:96px] @xl:[--lw:132px] @2xl:[--lw:104px] @5xl:[--lw:132px] @4xl:grid-rows-[26px_repeat(6,minmax(0,1fr))]">
        <span className="col-span-2 grid grid-cols-5 border-b border-forest-900/[0.07] pl-[var(--lw)] text-[10.5px] font-medium text-forest-900/75">
          {t.days.map((d, i) => (
            <span
              key={d}
              className={cn(
                "truncate border-l border-forest-900/[0.06] px-1 text-[9.5px] leading-[25px] @md:px-2 @md:text-[10.5px]",
                i === 1 && "text-red-600",
              )}
            >
              {d}
            </span>
          ))}
        </span>
        {t.rows.map((row, r) => (
          <RowCells key={row.name} row={row} bars={plan[r] ?? []} t={t} conflict={r === 3} />
        ))}
        <span className="absolute top-[26px] bottom-0 left-[calc(var(--lw)+(100%-var(--lw))*0.29)] w-px bg-red-500/70 before:absolute before:-top-[3px] before:-left-[3px] before:size-[7px] before:rounded-full before:bg-red-500" />
      </div>
      <div className="m-2 flex items-center gap-2 rounded-lg bg-red-50 px-2.5 py-[7px] text-[11.5px] text-red-950/80 ring-1 ring-red-600/15">
        <Icon name="alert" className="size-4 text-red-600" width={2} />
        <span className="min-w-0 flex-1 truncate">
          <b className="font-semibold text-red-950">{t.conflictLead}</b> {t.conflict}
        </span>
        <span className="hidden shrink-0 rounded-md bg-white px-2 py-0.5 text-[11px] font-medium text-red-900 shadow-sm ring-1 ring-red-600/20 @md:block">
          {t.resolve}
        </span>
      </div>
    </div>
  );
}

function RowCells({
  row,
  bars,
  t,
  conflict,
}: {
  row: { name: string; sub: string };
  bars: Bar[];
  t: (typeof copy)["de"];
  conflict: boolean;
}) {
  const cell = "border-b border-forest-900/[0.06] last:border-b-0";
  return (
    <>
      <span
        className={cn(
          cell,
          "flex min-w-0 flex-col justify-center overflow-hidden px-2 text-[11.5px] leading-tight font-medium whitespace-nowrap @xl:px-3",
          conflict && "text-red-700",
        )}
      >
        {row.name}
        <span className="truncate text-[10px] font-normal text-forest-900/75">{row.sub}</span>
      </span>
      <span className={cn(cell, "relative bg-[linear-gradient(to_right,rgb(10_31_21/0.06)_1px,transparent_1px)] bg-[length:20%_100%]")}>
        {conflict && (
          <span className="absolute inset-y-0.5 left-[40%] w-[20%] rounded bg-[repeating-linear-gradient(135deg,rgb(239_68_68/0.16)_0_4px,transparent_4px_8px)] ring-1 ring-red-500/50" />
        )}
        {bars.map((b) => {
          const text = b.cpt ? `${t.cpt} ${b.cpt} · ${t.jobs[b.job]}` : t.jobs[b.job];
          const pos = { left: `calc(${b.from}% + 3px)`, width: `calc(${b.to - b.from}% - 6px)` };
          return (
            <Fragment key={b.from}>
              {b.drag && (
                <span
                  className="absolute top-1/2 h-6 -translate-y-1/2 rounded-md border border-dashed border-forest-900/25 bg-forest-900/[0.03]"
                  style={{ left: "calc(40% + 3px)", width: `calc(${b.to - b.from}% - 6px)` }}
                />
              )}
              <span
                className={cn(
                  "absolute z-[1] block truncate rounded-md px-2 font-medium",
                  jobTone[b.job],
                  b.lane === "top"
                    ? "top-[calc(50%-16px)] h-[15px] text-[9.5px] leading-[15px] ring-1 ring-red-500/70"
                    : b.lane === "bottom"
                      ? "top-[calc(50%+1px)] h-[15px] text-[9.5px] leading-[15px] ring-1 ring-red-500/70"
                      : "top-1/2 h-6 -translate-y-1/2 text-[10.5px] leading-6",
                  b.drag && "z-10 -translate-y-[calc(50%+4px)] rotate-[-0.8deg] shadow-lift ring-2 ring-white",
                )}
                style={pos}
              >
                {text}
              </span>
              {b.drag && (
                <svg
                  viewBox="0 0 16 20"
                  className="absolute z-20 h-[17px] w-[14px]"
                  style={{ left: "calc(66% - 4px)", top: "calc(50% + 2px)" }}
                >
                  <path
                    d="M1.5 1.5v14.2l3.6-3.4 2.4 5.6 2.4-1-2.3-5.5h5.1Z"
                    fill="#0a1f15"
                    stroke="#fff"
                    strokeWidth="1.4"
                    strokeLinejoin="round"
                  />
                </svg>
              )}
            </Fragment>
          );
        })}
      </span>
    </>
  );
}

export function DashboardMock() {
  const { lang } = useApp();
  const t = copy[lang];
  const kpiLabel = "truncate text-[11px] font-medium text-forest-900/75 @lg:pr-7 @2xl:pr-0 @4xl:pr-7";
  const kpiValue = "mt-1 text-[21px] leading-7 font-semibold tracking-tight tabular-nums";
  const kpiIcon =
    "absolute top-3 right-3 hidden size-[22px] rounded-md bg-forest-50 p-[3px] text-forest-700 @lg:block @2xl:hidden @4xl:block";
  return (
    <DesktopMock label={t.label}>
      <AppShell lang={lang} active="dashboard" crumb={t.title}>
        <div className="flex min-h-0 flex-1 flex-col gap-3 p-3 @lg:p-4 @6xl:gap-3.5 @6xl:p-5">
          <div className="flex items-center gap-3">
            <div className="min-w-0">
              <div className="truncate text-[16px] leading-6 font-semibold tracking-tight">{t.title}</div>
              <div className="truncate text-[11.5px] text-forest-900/75">{t.date}</div>
            </div>
            <span className="ml-auto hidden rounded-md bg-forest-900/[0.05] p-0.5 text-[11px] font-medium text-forest-900/75 @xl:flex">
              {t.views.map((v, i) => (
                <span key={v} className={cn("rounded px-2.5 py-0.5", i === 1 && "bg-white text-forest-950 shadow-sm")}>
                  {v}
                </span>
              ))}
            </span>
            <span className="ml-auto flex shrink-0 items-center gap-1.5 rounded-md bg-forest-800 px-2.5 py-1.5 text-[11.5px] font-medium text-white shadow-sm @xl:ml-0">
              <Icon name="plus" className="size-3.5" width={2.2} />
              {t.newOrder}
            </span>
          </div>

          <div className="grid grid-cols-2 gap-2.5 @2xl:grid-cols-4 @6xl:gap-3">
            <div className={cn(card, "relative p-3")}>
              <div className={kpiLabel}>{t.orders}</div>
              <Icon name="clipboard" className={kpiIcon} />
              <div className={kpiValue}>14</div>
              <div className="mt-1 truncate text-[10.5px] text-forest-900/75">
                <span className="mr-1 rounded bg-forest-50 px-1 py-px font-semibold text-forest-700">+3</span>
                {t.ordersDelta}
              </div>
            </div>
            <div className={cn(card, "relative p-3")}>
              <div className={kpiLabel}>{t.teams}</div>
              <Icon name="users" className={kpiIcon} />
              <div className={kpiValue}>
                6 <span className="text-[12px] font-medium tracking-normal text-forest-900/75">{t.teamsOf}</span>
              </div>
              <div className="mt-1 flex -space-x-1">
                {(
                  [
                    ["JW", "bg-forest-200 text-forest-900"],
                    ["MS", "bg-moss-300 text-forest-900"],
                    ["TK", "bg-amber-100 text-amber-900"],
                  ] as const
                ).map(([i, tone]) => (
                  <Avatar key={i} initials={i} tone={tone} className="size-[22px] text-[8.5px] ring-2 ring-white" />
                ))}
              </div>
            </div>
            <div className={cn(card, "relative p-3")}>
              <div className={kpiLabel}>{t.machines}</div>
              <Icon name="machine" className={kpiIcon} />
              <div className={kpiValue}>
                9<span className="text-[14px] font-medium text-forest-900/75">/11</span>
              </div>
              <div className="mt-1.5 flex items-center gap-2 text-[10.5px] text-forest-900/75">
                <span className="h-1.5 w-12 shrink-0 rounded-full bg-[linear-gradient(to_right,var(--color-forest-500)_82%,rgb(10_31_21/0.08)_82%)]" />
                <span className="truncate">{t.machinesNote}</span>
              </div>
            </div>
            <div className={cn(card, "relative p-3")}>
              <div className={kpiLabel}>{t.volume}</div>
              <svg viewBox="0 0 64 24" className="absolute right-3 bottom-3 hidden h-6 w-16 @lg:block @2xl:hidden @6xl:block" fill="none">
                <path d="M0 20 10 17l10 1 11-6 11 2 11-8 11-3v21H0Z" fill="#bce35a" fillOpacity=".35" />
                <path d="M0 20 10 17l10 1 11-6 11 2 11-8 11-3" stroke="#3b855a" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
              <div className={kpiValue}>{volume(1284, lang)}</div>
              <div className="mt-1 truncate text-[10.5px] text-forest-900/75">
                <span className="mr-1 rounded bg-forest-50 px-1 py-px font-semibold text-forest-700">+{percent(12, lang)}</span>
                {t.volumeDelta}
              </div>
            </div>
          </div>

          <div className="grid min-h-0 flex-1 gap-3 @2xl:grid-cols-[5fr_7fr] @6xl:gap-3.5">
            <MapPanel t={t} />
            <PlanPanel t={t} />
          </div>
        </div>
      </AppShell>
    </DesktopMock>
  );
}
