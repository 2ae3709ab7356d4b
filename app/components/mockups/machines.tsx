import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual } from "~/lib/i18n";
import { DesktopMock, Icon, num, percent, volume } from "./primitives";
import { AppShell, card } from "./shell";

type MachineStatus = "active" | "available" | "workshop";

const copy = bilingual(
  {
    label:
      "Screenshot: ForestCrew-Maschinenverwaltung mit Harvestern, Forwardern, Seilkran und Rückeschleppern, Status, Betriebsstunden, Einsatzort und nächster Wartung",
    title: "Maschinen",
    sub: "11 Maschinen · 9 einsatzbereit · 2 in der Werkstatt",
    views: ["Liste", "Karte"],
    plan: "Wartung planen",
    summary: [
      ["Im Einsatz", 6, "before:bg-sky-500"],
      ["Verfügbar", 3, "before:bg-forest-500"],
      ["In der Werkstatt", 2, "before:bg-amber-500"],
      ["Wartung in < 50 h", 2, "before:bg-red-500"],
    ] as Array<[string, number, string]>,
    head: ["Maschine", "Status", "Standort / Einsatz", "Std.", "Wartung"],
    status: { active: "Im Einsatz", available: "Verfügbar", workshop: "Werkstatt" } satisfies Record<MachineStatus, string>,
    inHours: (h: number) => `in ${h} h`,
    running: "läuft",
    rows: [
      { type: "Harvester · Bj. 2019", where: "Abt. 12a · Holzernte", who: "Markus Schäfer" },
      { type: "Harvester · Bj. 2021", where: "Abt. 7b · Durchforstung", who: "Lukas Becker" },
      { type: "Forwarder · Bj. 2020", where: "Abt. 12a · Rückung", who: "Stefan Richter" },
      { type: "Forwarder · Bj. 2022", where: "Betriebshof Hochwald", who: "nicht verplant" },
      { type: "Seilkran · Bj. 2016", where: "Abt. 21 · Seilkranbringung", who: "Michael Wagner" },
      { type: "Rückeschlepper · Bj. 2012", where: "Betriebshof Hochwald", who: "nicht verplant" },
      { type: "Rückeschlepper · Bj. 2017", where: "Vertragswerkstatt Titisee", who: "Getriebe, bis Do" },
      { type: "Forstmulcher · Bj. 2018", where: "Betriebshof · Werkstatt", who: "1.000-h-Wartung" },
      { type: "Kurzholz-Lkw · Bj. 2021", where: "Polter Abt. 12a → Sägewerk", who: "Tobias Lang" },
    ],
    detailType: "H-01 · Harvester · Baujahr 2019",
    live: "Live",
    stats: ["Betriebsstunden", "Kraftstoff", "Laufzeit heute", "Festmeter KW 11"],
    today: "6,2 h",
    maintTitle: "Nächste Wartung",
    maintName: "500-h-Inspektion",
    maintNote: "in 38 h · geplant Fr, 14.03.",
    logTitle: "Letzte Ereignisse",
    log: [
      ["Sägekette gewechselt", "heute, 07:40 · M. Schäfer"],
      ["Hydrauliköl nachgefüllt", "Fr, 07.03. · Werkstatt"],
    ],
  },
  {
    label:
      "Screenshot: ForestCrew machine management with harvesters, forwarders, a cable yarder and skidders, showing status, operating hours, location and next service",
    title: "Machines",
    sub: "11 machines · 9 ready for work · 2 in the workshop",
    views: ["List", "Map"],
    plan: "Schedule service",
    summary: [
      ["On a job", 6, "before:bg-sky-500"],
      ["Available", 3, "before:bg-forest-500"],
      ["In the workshop", 2, "before:bg-amber-500"],
      ["Service due < 50 h", 2, "before:bg-red-500"],
    ],
    head: ["Machine", "Status", "Location / job", "Hours", "Service"],
    status: { active: "On a job", available: "Available", workshop: "Workshop" },
    inHours: (h: number) => `in ${h} h`,
    running: "in progress",
    rows: [
      { type: "Harvester · 2019", where: "Cpt. 12a · Harvesting", who: "Markus Schäfer" },
      { type: "Harvester · 2021", where: "Cpt. 7b · Thinning", who: "Lukas Becker" },
      { type: "Forwarder · 2020", where: "Cpt. 12a · Forwarding", who: "Stefan Richter" },
      { type: "Forwarder · 2022", where: "Hochwald depot", who: "not scheduled" },
      { type: "Cable yarder · 2016", where: "Cpt. 21 · Cable yarding", who: "Michael Wagner" },
      { type: "Skidder · 2012", where: "Hochwald depot", who: "not scheduled" },
      { type: "Skidder · 2017", where: "Dealer workshop, Titisee", who: "Gearbox, until Thu" },
      { type: "Forestry mulcher · 2018", where: "Depot · workshop", who: "1,000-hour service" },
      { type: "Timber truck · 2021", where: "Pile Cpt. 12a → sawmill", who: "Tobias Lang" },
    ],
    detailType: "H-01 · Harvester · built 2019",
    live: "Live",
    stats: ["Operating hours", "Fuel", "Run time today", "Volume wk 11"],
    today: "6.2 h",
    maintTitle: "Next service",
    maintName: "500-hour inspection",
    maintNote: "in 38 h · scheduled Fri 14 Mar",
    logTitle: "Recent events",
    log: [
      ["Saw chain replaced", "today, 07:40 · M. Schäfer"],
      ["Hydraulic oil topped up", "Fri 7 Mar · workshop"],
    ],
  },
);

/** Language-independent machine data (same order as `rows`). */
const machines: ReadonlyArray<{ code: string; model: string; status: MachineStatus; hours: number; service: number | null; used: number }> =
  [
    { code: "H-01", model: "Ponsse Scorpion King", status: "active", hours: 8412, service: 38, used: 92 },
    { code: "H-02", model: "Komatsu 931XC", status: "active", hours: 5930, service: 212, used: 58 },
    { code: "F-01", model: "John Deere 1510G", status: "active", hours: 6874, service: 96, used: 81 },
    { code: "F-02", model: "Ponsse Buffalo", status: "available", hours: 3215, service: 185, used: 63 },
    { code: "S-01", model: "Konrad Mounty 4100", status: "active", hours: 2148, service: 12, used: 98 },
    { code: "R-01", model: "HSM 805", status: "available", hours: 9760, service: 140, used: 72 },
    { code: "R-02", model: "Pfanzelt Pm Trac", status: "workshop", hours: 4402, service: null, used: 100 },
    { code: "M-01", model: "Prinoth M650", status: "workshop", hours: 3067, service: null, used: 100 },
    { code: "T-01", model: "MAN TGS 26.510", status: "active", hours: 4890, service: 260, used: 48 },
  ];

const statusTone: Record<MachineStatus, string> = {
  active: "bg-sky-50 text-sky-800 ring-sky-700/15 before:bg-sky-500",
  available: "bg-forest-50 text-forest-800 ring-forest-700/15 before:bg-forest-500",
  workshop: "bg-amber-50 text-amber-900 ring-amber-700/20 before:bg-amber-500",
};

const cols =
  "grid grid-cols-[minmax(0,1fr)_96px] @xl:grid-cols-[minmax(0,1.2fr)_100px_minmax(0,1fr)] @2xl:grid-cols-[minmax(0,1.2fr)_100px_minmax(0,1fr)_minmax(0,0.75fr)] @4xl:grid-cols-[minmax(0,1.3fr)_100px_minmax(0,1fr)_64px_minmax(0,0.75fr)] @5xl:grid-cols-[minmax(0,1.2fr)_100px_minmax(0,1fr)_minmax(0,0.75fr)] @6xl:grid-cols-[minmax(0,1.3fr)_100px_minmax(0,1fr)_60px_minmax(0,0.7fr)] gap-3 px-3 @lg:px-4";

/** Side view of a Ponsse-yellow harvester, drawn with six shapes. */
function Harvester() {
  return (
    <svg viewBox="0 0 200 100" className="h-full w-auto max-w-full">
      <path d="M10 89h180" stroke="#0a1f15" strokeOpacity=".12" strokeWidth="2" strokeLinecap="round" />
      <path d="M26 56h70v10H26ZM96 58h8v6h-8ZM104 40h60a6 6 0 0 1 6 6v20h-66ZM34 56V30a4 4 0 0 1 4-4h30a4 4 0 0 1 4 4v26Z" fill="#f2bf3f" />
      <path d="M40 50V33a2 2 0 0 1 2-2h24a2 2 0 0 1 2 2v17Z" fill="#24402f" />
      <path d="M84 54 98 20l52-8 24 28" fill="none" stroke="#dca52c" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M150 60h46" stroke="#a07d4f" strokeWidth="7" strokeLinecap="round" />
      <path d="M166 38h16a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-16a2 2 0 0 1-2-2V40a2 2 0 0 1 2-2Z" fill="#1f2a24" />
      <path
        d="M28 76a12 12 0 1 0 24 0 12 12 0 1 0-24 0Zm7 0a5 5 0 1 0 10 0 5 5 0 1 0-10 0ZM56 76a12 12 0 1 0 24 0 12 12 0 1 0-24 0Zm7 0a5 5 0 1 0 10 0 5 5 0 1 0-10 0ZM116 76a12 12 0 1 0 24 0 12 12 0 1 0-24 0Zm7 0a5 5 0 1 0 10 0 5 5 0 1 0-10 0ZM144 76a12 12 0 1 0 24 0 12 12 0 1 0-24 0Zm7 0a5 5 0 1 0 10 0 5 5 0 1 0-10 0Z"
        fill="#1f2a24"
        fillRule="evenodd"
      />
    </svg>
  );
}

export function MachinesMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    <DesktopMock label={t.label}>
      <AppShell lang={lang} active="machines" crumb={t.title}>
        <div className="flex min-h-0 flex-1 flex-col gap-3 p-3 @lg:p-4 @6xl:p-5">
          <div className="flex items-center gap-3">
            <div className="min-w-0">
              <div className="truncate text-[16px] leading-6 font-semibold tracking-tight">{t.title}</div>
              <div className="truncate text-[11.5px] text-forest-900/75">{t.sub}</div>
            </div>
            <span className="ml-auto hidden rounded-md bg-forest-900/[0.05] p-0.5 text-[11px] font-medium text-forest-900/75 @xl:flex">
              {t.views.map((v, i) => (
                <span key={v} className={cn("rounded px-2.5 py-0.5", i === 0 && "bg-white text-forest-950 shadow-sm")}>
                  {v}
                </span>
              ))}
            </span>
            <span className="ml-auto flex shrink-0 items-center gap-1.5 rounded-md bg-forest-800 px-2.5 py-1.5 text-[11.5px] font-medium text-white shadow-sm @xl:ml-0">
              <Icon name="wrench" className="size-3.5" />
              {t.plan}
            </span>
          </div>

          <div className="grid grid-cols-2 gap-2.5 @2xl:grid-cols-4">
            {t.summary.map(([what, n, tone]) => (
              <span
                key={what}
                className={cn(
                  card,
                  "flex items-center gap-2.5 overflow-hidden px-3 py-2 text-[11px] font-medium whitespace-nowrap text-forest-900/75 before:h-7 before:shrink-0 before:w-1 before:rounded-full",
                  tone,
                )}
              >
                <span className="text-[18px] leading-6 font-semibold text-forest-950 tabular-nums">{n}</span>
                {what}
              </span>
            ))}
          </div>

          <div className="flex min-h-0 flex-1 gap-3">
            <div className={cn(card, "flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden")}>
              <div
                className={cn(
                  cols,
                  "shrink-0 border-b border-forest-900/[0.07] bg-[#fafbf9] py-2 text-[10.5px] font-medium tracking-wide text-forest-900/75 uppercase",
                )}
              >
                <span className="truncate">{t.head[0]}</span>
                <span className="truncate">{t.head[1]}</span>
                <span className="hidden truncate @xl:block">{t.head[2]}</span>
                <span className="hidden truncate @4xl:block @5xl:hidden @6xl:block">{t.head[3]}</span>
                <span className="hidden truncate @2xl:block">{t.head[4]}</span>
              </div>
              {machines.map((m, i) => {
                const row = t.rows[i];
                const urgent = m.service !== null && m.service <= 40;
                return (
                  <div
                    key={m.code}
                    className={cn(
                      cols,
                      "min-h-[42px] flex-1 items-center border-b border-forest-900/[0.06] py-1.5 last:border-b-0",
                      i === 0 && "bg-forest-50/60 shadow-[inset_2px_0_0_var(--color-forest-500)]",
                    )}
                  >
                    <span
                      data-code={m.code}
                      className="relative min-w-0 truncate pl-11 text-[12px] leading-[17px] font-medium before:absolute before:top-1/2 before:left-0 before:flex before:h-7 before:w-9 before:-translate-y-1/2 before:items-center before:justify-center before:rounded-md before:bg-forest-900/[0.05] before:text-[10px] before:font-semibold before:text-forest-800 before:ring-1 before:ring-forest-900/[0.08] before:content-[attr(data-code)]"
                    >
                      {m.model}
                      <span className="block truncate text-[11px] font-normal text-forest-900/75">{row?.type}</span>
                    </span>
                    <span
                      className={cn(
                        "flex w-fit max-w-full items-center gap-1.5 truncate rounded-full px-2 py-0.5 text-[10.5px] leading-4 font-medium ring-1 ring-inset before:size-1.5 before:shrink-0 before:rounded-full",
                        statusTone[m.status],
                      )}
                    >
                      {t.status[m.status]}
                    </span>
                    <span className="hidden min-w-0 truncate text-[11.5px] leading-[17px] text-forest-900/80 @xl:block">
                      {row?.where}
                      <span className="block truncate text-[11px] text-forest-900/75">{row?.who}</span>
                    </span>
                    <span className="hidden text-[11.5px] font-medium text-forest-900/75 tabular-nums @4xl:block @5xl:hidden @6xl:block">
                      {num(m.hours, lang)} h
                    </span>
                    <span
                      className={cn(
                        "hidden min-w-0 text-[11px] leading-4 font-medium tabular-nums @2xl:block",
                        m.service === null ? "text-amber-800" : urgent ? "text-amber-800" : "text-forest-900/75",
                      )}
                    >
                      {m.service === null ? t.running : t.inHours(m.service)}
                      <span
                        className="mt-1 block h-1 w-full max-w-24 rounded-full"
                        style={{
                          background: `linear-gradient(to right, ${m.service === null || urgent ? "#f59e0b" : "#5ea47a"} ${m.used}%, rgb(10 31 21 / 0.08) ${m.used}%)`,
                        }}
                      />
                    </span>
                  </div>
                );
              })}
            </div>

            <div className={cn(card, "hidden w-[264px] shrink-0 flex-col overflow-hidden @5xl:flex @6xl:w-[280px]")}>
              <div className="relative flex h-[118px] shrink-0 items-end justify-center bg-[linear-gradient(180deg,#eef5ea,#fbfcfa)] px-4 pt-6 pb-1 @6xl:h-[132px]">
                <Harvester />
                <span className="absolute top-3 left-3 flex items-center gap-1.5 rounded-full bg-white px-2 py-0.5 text-[10.5px] font-medium text-sky-800 shadow-sm ring-1 ring-sky-700/15 before:size-1.5 before:rounded-full before:bg-sky-500">
                  {t.status.active} · {t.live}
                </span>
              </div>
              <div className="flex min-h-0 flex-1 flex-col gap-3 border-t border-forest-900/[0.06] p-3.5">
                <div className="text-[14px] leading-5 font-semibold tracking-tight">
                  Ponsse Scorpion King
                  <span className="block text-[11px] font-normal tracking-normal text-forest-900/75">{t.detailType}</span>
                </div>
                <div className="grid grid-cols-2 gap-2">
                  {[`${num(8412, lang)} h`, percent(64, lang), t.today, volume(412, lang)].map((v, i) => (
                    <span
                      key={t.stats[i]}
                      className="rounded-lg bg-forest-900/[0.035] px-2.5 py-1.5 text-[13px] leading-5 font-semibold tabular-nums"
                    >
                      <span className="block truncate text-[10px] leading-4 font-medium text-forest-900/75">{t.stats[i]}</span>
                      {v}
                    </span>
                  ))}
                </div>
                <div className="rounded-lg px-2.5 py-2 text-[11.5px] leading-4 font-medium ring-1 ring-amber-600/25">
                  <span className="mb-1 block text-[10px] font-medium tracking-wide text-forest-900/75 uppercase">{t.maintTitle}</span>
                  {t.maintName}
                  <span className="my-1.5 block h-1 rounded-full bg-[linear-gradient(to_right,#f59e0b_92%,rgb(10_31_21/0.08)_92%)]" />
                  <span className="block text-[10.5px] font-normal text-amber-800">{t.maintNote}</span>
                </div>
                <div className="hidden text-[11.5px] leading-4 @6xl:block">
                  <span className="mb-1.5 block text-[10px] font-medium tracking-wide text-forest-900/75 uppercase">{t.logTitle}</span>
                  {t.log.map(([what, when]) => (
                    <span key={what} className="mt-1.5 block border-l-2 border-forest-200 pl-2 font-medium">
                      {what}
                      <span className="block text-[10.5px] font-normal text-forest-900/75">{when}</span>
                    </span>
                  ))}
                </div>
              </div>
            </div>
          </div>
        </div>
      </AppShell>
    </DesktopMock>
  );
}
