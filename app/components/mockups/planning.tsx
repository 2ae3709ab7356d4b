import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual } from "~/lib/i18n";
import { DesktopMock, Icon } from "./primitives";
import { AppShell, card } from "./shell";

/*
 * The control centre's scheduling screen, for /forestcrew: open work orders on the left, the day
 * of every crew and machine on a timeline, one order being dragged onto a crew, its qualifications
 * checked. Drawn at a desktop width (16:10). Sample data.
 */

const copy = bilingual(
  {
    label:
      "Screenshot: Einsatzplanung im ForestCrew-Leitstand – offene Aufträge werden per Drag-and-drop auf die Zeitleiste der Teams und Maschinen gezogen, Qualifikationen werden geprüft",
    crumb: "Einsatzplanung",
    date: "Mittwoch, 12. März",
    views: ["Tag", "Woche"],
    open: "Offene Aufträge",
    orders: [
      { code: "A-0421", title: "Käferholz aufarbeiten", where: "Abt. 21 · Seilkran · 1 Tag" },
      { code: "A-0418", title: "Z-Bäume auszeichnen", where: "Abt. 12b · 2 Personen" },
      { code: "A-0425", title: "Wegepflege", where: "Abt. 3 · Mulcher" },
    ],
    rows: ["Team Nord", "Team Süd", "Team West", "Harvester H-01", "Forwarder F-01", "Seilkran S-01"],
    bars: ["Durchforstung 7b", "Pflanzung 9c", "Auszeichnen 12b", "Holzernte 12a", "Rückung 12a", "Umsetzen", "Wartung"],
    drop: "Käferholz 21",
    check: "Passt: Motorsägenschein und Seilkran-Einweisung vorhanden",
    conflict: "Seilkran S-01 ab 13 Uhr frei",
  },
  {
    label:
      "Screenshot: scheduling in the ForestCrew control centre – open work orders are dragged onto the timeline of crews and machines, and qualifications are checked",
    crumb: "Scheduling",
    date: "Wednesday, 12 March",
    views: ["Day", "Week"],
    open: "Open work orders",
    orders: [
      { code: "A-0421", title: "Beetle salvage", where: "Cpt. 21 · cable yarder · 1 day" },
      { code: "A-0418", title: "Mark crop trees", where: "Cpt. 12b · 2 people" },
      { code: "A-0425", title: "Track maintenance", where: "Cpt. 3 · mulcher" },
    ],
    rows: ["Crew North", "Crew South", "Crew West", "Harvester H-01", "Forwarder F-01", "Cable yarder S-01"],
    bars: ["Thinning 7b", "Planting 9c", "Marking 12b", "Harvesting 12a", "Forwarding 12a", "Relocation", "Maintenance"],
    drop: "Beetle salvage 21",
    check: "Fits: chainsaw certificate and cable yarder training on file",
    conflict: "Cable yarder S-01 free from 1 pm",
  },
);

const hours = [7, 9, 11, 13, 15, 17];

/** Bars per row: start and end in hours (7–18), index into `bars`, tone. */
const plan: ReadonlyArray<ReadonlyArray<{ from: number; to: number; bar: number; tone: string }>> = [
  [{ from: 7, to: 16, bar: 0, tone: "bg-[#357d53] text-white" }],
  [{ from: 7, to: 12, bar: 1, tone: "bg-amber-100 text-amber-950 ring-1 ring-inset ring-amber-700/15" }],
  [{ from: 8, to: 15, bar: 2, tone: "bg-forest-100 text-forest-800 ring-1 ring-inset ring-forest-700/10" }],
  [{ from: 7, to: 17, bar: 3, tone: "bg-forest-700 text-white" }],
  [{ from: 9, to: 17, bar: 4, tone: "bg-moss-300 text-forest-950" }],
  [
    { from: 7, to: 10, bar: 5, tone: "bg-sky-100 text-sky-900 ring-1 ring-inset ring-sky-700/10" },
    { from: 10, to: 13, bar: 6, tone: "bg-bark-100 text-bark-700 ring-1 ring-inset ring-bark-500/20" },
  ],
];

const pos = (h: number) => `${((h - 7) / 11) * 100}%`;

export function PlanningMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    <DesktopMock label={t.label}>
      <AppShell lang={lang} active="planning" crumb={t.crumb}>
        <div className="flex items-center gap-3 px-4 pt-3.5">
          <span className="text-[17px] font-semibold tracking-tight">{t.crumb}</span>
          <span className="text-[11.5px] text-forest-900/70">{t.date}</span>
          <span className="ml-auto flex rounded-lg bg-white p-0.5 text-[11px] font-medium ring-1 ring-forest-900/[0.08]">
            {t.views.map((v, i) => (
              <span key={v} className={cn("rounded-md px-2.5 py-1", i === 0 ? "bg-forest-800 text-white" : "text-forest-900/75")}>
                {v}
              </span>
            ))}
          </span>
        </div>

        <div className="grid min-h-0 flex-1 grid-cols-[200px_minmax(0,1fr)] gap-3 p-4">
          <div className={cn(card, "flex min-h-0 flex-col gap-2 p-3")}>
            <span className="text-[12px] font-semibold">{t.open}</span>
            {t.orders.map((o, i) => (
              <div
                key={o.code}
                className={cn(
                  "rounded-lg px-2.5 py-2",
                  i === 0 ? "border border-dashed border-forest-500 bg-forest-50/60" : "bg-[#f8f9f7] ring-1 ring-forest-900/[0.07]",
                )}
              >
                <span className="text-[10px] font-medium text-forest-900/75">{o.code}</span>
                <span className="block truncate text-[11.5px] font-semibold">{o.title}</span>
                <span className="block truncate text-[10.5px] text-forest-900/70">{o.where}</span>
              </div>
            ))}
          </div>

          <div className={cn(card, "relative flex min-h-0 flex-col p-3")}>
            <div className="ml-[112px] flex justify-between border-b border-forest-900/[0.07] pb-1.5 text-[10.5px] text-forest-900/75 tabular-nums">
              {hours.map((h) => (
                <span key={h}>{`${h}:00`}</span>
              ))}
            </div>
            <div className="flex flex-1 flex-col justify-around">
              {t.rows.map((row, r) => (
                <div key={row} className="flex items-center gap-3">
                  <span className="w-[100px] shrink-0 truncate text-[11.5px] font-medium">{row}</span>
                  <span className="relative h-7 flex-1 rounded-md bg-[repeating-linear-gradient(90deg,transparent_0_calc(18.18%-1px),rgb(10_31_21/0.06)_calc(18.18%-1px)_18.18%)]">
                    {plan[r]?.map((b) => (
                      <span
                        key={b.bar}
                        className={cn("absolute inset-y-0.5 truncate rounded-md px-2 text-[10.5px] leading-6 font-medium", b.tone)}
                        style={{ left: pos(b.from), width: `calc(${pos(b.to)} - ${pos(b.from)})` }}
                      >
                        {t.bars[b.bar]}
                      </span>
                    ))}
                    {r === 1 ? (
                      <span
                        className="absolute inset-y-0 rounded-md bg-[#776a56] px-2 text-[10.5px] leading-7 font-semibold text-white shadow-lg ring-2 ring-moss-400"
                        style={{ left: pos(12.5), width: `calc(${pos(17)} - ${pos(12.5)})`, rotate: "-1.5deg" }}
                      >
                        {t.drop}
                      </span>
                    ) : null}
                  </span>
                </div>
              ))}
            </div>
            <div className="mt-2 flex items-center gap-2 rounded-lg bg-forest-50 px-3 py-2 text-[11px] text-forest-800 ring-1 ring-forest-700/10">
              <Icon name="check" className="size-3.5 text-forest-600" width={2.4} />
              <span className="min-w-0 flex-1 truncate">{t.check}</span>
              <span className="shrink-0 text-forest-900/75">{t.conflict}</span>
            </div>
          </div>
        </div>
      </AppShell>
    </DesktopMock>
  );
}
