import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual, type Lang } from "~/lib/i18n";
import { BrowserFrame } from "./frames";
import { AppLogo, DesktopMock, Icon, num } from "./primitives";
import { card } from "./shell";

/*
 * Nexus is a preview product (the page's roadmap puts the carbon market in years 2–3): this picture
 * says so in its own header and footer, and every figure in it is sample data of the fictitious
 * district the other mock-ups show.
 */

type StandStatus = "measured" | "measuring" | "planned";
type MrvStep = "measure" | "report" | "verify";

const copy = bilingual(
  {
    label:
      "Vorschau mit Beispieldaten: Nexus-Übersicht mit jährlicher CO₂-Bindung eines Reviers, dem Stand von Messen, Berichten und Verifizieren und der Bindung je Bestand",
    preview: "Vorschau",
    sample: "Beispieldaten",
    title: "CO₂- und ESG-Bilanz",
    scope: "Revier Hochwald · 1.840 ha",
    kpis: [
      { label: "Netto-Bindung 2025", unit: "t CO₂e" },
      { label: "Je Hektar und Jahr", unit: "t CO₂e" },
      { label: "ESG-Kennzahlen", unit: "von 12 belegt" },
    ],
    chartTitle: "Jährliche Bindung",
    chartUnit: "t CO₂e",
    forecast: "Prognose",
    mrvTitle: "MRV 2025",
    mrv: { measure: "Messen", report: "Berichten", verify: "Verifizieren" } satisfies Record<MrvStep, string>,
    mrvNote: { measure: "Inventur abgeschlossen", report: "Bericht in Arbeit", verify: "Prüfstelle · geplant" } satisfies Record<
      MrvStep,
      string
    >,
    standsTitle: "Bindung je Bestand",
    columns: ["Abt.", "Bestand", "Fläche", "t CO₂e/ha·a"],
    stands: ["Fichte-Buche", "Douglasie", "Buche-Eiche", "Kiefer"],
    status: { measured: "gemessen", measuring: "in Messung", planned: "geplant" } satisfies Record<StandStatus, string>,
    footer: "Nexus ist in Entwicklung – alle Zahlen sind Beispieldaten.",
  },
  {
    label:
      "Preview with sample data: Nexus overview showing a district's annual carbon sequestration, the state of measuring, reporting and verification, and sequestration per stand",
    preview: "Preview",
    sample: "Sample data",
    title: "Carbon and ESG balance",
    scope: "Hochwald district · 1,840 ha",
    kpis: [
      { label: "Net sequestration 2025", unit: "t CO₂e" },
      { label: "Per hectare and year", unit: "t CO₂e" },
      { label: "ESG indicators", unit: "of 12 evidenced" },
    ],
    chartTitle: "Annual sequestration",
    chartUnit: "t CO₂e",
    forecast: "Forecast",
    mrvTitle: "MRV 2025",
    mrv: { measure: "Measure", report: "Report", verify: "Verify" },
    mrvNote: { measure: "Inventory complete", report: "Report in progress", verify: "Verifier · planned" },
    standsTitle: "Sequestration per stand",
    columns: ["Cpt.", "Stand", "Area", "t CO₂e/ha·yr"],
    stands: ["Spruce–beech", "Douglas fir", "Beech–oak", "Pine"],
    status: { measured: "measured", measuring: "measuring", planned: "planned" },
    footer: "Nexus is in development – all figures are sample data.",
  },
);

/** Net sequestration per year (t CO₂e), the last one a forecast. */
const years: ReadonlyArray<{ year: number; tonnes: number; forecast?: boolean }> = [
  { year: 2021, tonnes: 8910 },
  { year: 2022, tonnes: 9120 },
  { year: 2023, tonnes: 8460 },
  { year: 2024, tonnes: 9530 },
  { year: 2025, tonnes: 9840 },
  { year: 2026, tonnes: 10050, forecast: true },
];

const kpiValues: ReadonlyArray<(lang: Lang) => string> = [(lang) => num(9840, lang), (lang) => num(5.3, lang, 1), () => "9"];

const stands: ReadonlyArray<{ cpt: string; hectares: number; rate: number; status: StandStatus }> = [
  { cpt: "15a", hectares: 48.2, rate: 6.8, status: "measured" },
  { cpt: "21b", hectares: 22.1, rate: 8.4, status: "measured" },
  { cpt: "14c", hectares: 36.5, rate: 5.9, status: "measuring" },
  { cpt: "07a", hectares: 51.7, rate: 3.9, status: "planned" },
];

const statusTone: Record<StandStatus, string> = {
  measured: "bg-forest-50 text-forest-800 ring-forest-700/15",
  measuring: "bg-amber-50 text-amber-900 ring-amber-700/20",
  planned: "bg-sky-50 text-sky-800 ring-sky-700/15",
};

const mrvSteps: readonly MrvStep[] = ["measure", "report", "verify"];

export function EsgDashboardMock() {
  const { lang } = useApp();
  const t = copy[lang];
  const max = Math.max(...years.map((y) => y.tonnes));
  const maxRate = Math.max(...stands.map((s) => s.rate));
  return (
    // In a hero, from lg up only (on phones the hero stays short, its text the largest paint):
    // centred, at most xl wide, on a soft glow.
    <div className="relative mx-auto max-w-xl hidden lg:mr-0 lg:block">
      <div
        aria-hidden="true"
        className="absolute -inset-12 rounded-full bg-[radial-gradient(circle,rgb(188_227_90/0.18),transparent_65%)]"
      />
      <BrowserFrame url="app.forestcrew.de/nexus" className="relative">
        <DesktopMock label={t.label}>
          <div className="flex flex-col gap-3 bg-[#f5f7f4] p-3 @lg:p-4">
            {/* Header: product, preview badge, scope */}
            <div className="flex items-center gap-2.5">
              <AppLogo className="size-7" />
              <div className="min-w-0 flex-1 leading-tight">
                <span className="flex items-center gap-1.5 text-[13px] font-semibold tracking-tight">
                  Nexus
                  <span className="rounded-full bg-moss-300/70 px-1.5 py-px text-[9.5px] font-semibold tracking-wide text-forest-950 uppercase">
                    {t.preview}
                  </span>
                </span>
                <span className="block truncate text-[10.5px] text-forest-900/75">
                  {t.title} · {t.scope}
                </span>
              </div>
              <span className="hidden items-center gap-1 rounded-md bg-white px-2 py-1 text-[10.5px] font-medium text-forest-900/80 ring-1 ring-forest-900/10 @md:flex">
                <Icon name="document" className="size-3.5" />
                {t.sample}
              </span>
            </div>

            {/* Key figures */}
            <div className="grid grid-cols-3 gap-2">
              {t.kpis.map((kpi, i) => (
                <div key={kpi.label} className={cn(card, "px-2.5 py-2", i === 0 && "bg-forest-950 text-white ring-0")}>
                  <span className={cn("block truncate text-[10px] font-medium", i === 0 ? "text-moss-300" : "text-forest-900/75")}>
                    {kpi.label}
                  </span>
                  <span className="mt-0.5 flex items-baseline gap-1 whitespace-nowrap">
                    <span className="text-[17px] font-bold tracking-tight tabular-nums @lg:text-[19px]">{kpiValues[i]?.(lang)}</span>
                    <span className={cn("text-[10px] font-medium", i === 0 ? "text-forest-100" : "text-forest-900/75")}>{kpi.unit}</span>
                  </span>
                </div>
              ))}
            </div>

            <div className="grid gap-2 @md:grid-cols-[1.45fr_1fr]">
              {/* Annual sequestration */}
              <div className={cn(card, "flex flex-col p-2.5")}>
                <div className="flex items-baseline justify-between gap-2">
                  <span className="text-[11px] font-semibold">{t.chartTitle}</span>
                  <span className="text-[10px] text-forest-900/75">{t.chartUnit}</span>
                </div>
                <div className="mt-2 flex h-[92px] items-end gap-1.5 border-b border-forest-900/15">
                  {years.map((y) => (
                    <div key={y.year} className="flex h-full flex-1 flex-col justify-end">
                      <span className="mb-0.5 text-center text-[8.5px] font-medium text-forest-900/75 tabular-nums">
                        {num(y.tonnes / 1000, lang, 1)}k
                      </span>
                      <span
                        className={cn(
                          "block rounded-t-[3px]",
                          y.forecast
                            ? "border border-b-0 border-dashed border-forest-600 bg-[repeating-linear-gradient(135deg,var(--color-moss-200)_0_4px,var(--color-white)_4px_8px)]"
                            : y.year === 2025
                              ? "bg-forest-700"
                              : "bg-forest-500/55",
                        )}
                        style={{ height: `${Math.round((y.tonnes / max) * 70)}%` }}
                      />
                    </div>
                  ))}
                </div>
                <div className="mt-1 flex gap-1.5">
                  {years.map((y) => (
                    <span key={y.year} className="flex-1 text-center text-[9px] text-forest-900/75 tabular-nums">
                      {y.forecast ? t.forecast : y.year}
                    </span>
                  ))}
                </div>
              </div>

              {/* MRV: measure, report, verify */}
              <div className={cn(card, "hidden p-2.5 @md:block")}>
                <span className="text-[11px] font-semibold">{t.mrvTitle}</span>
                <ol className="mt-2 space-y-2">
                  {mrvSteps.map((step, i) => (
                    <li key={step} className="flex items-start gap-2">
                      <span
                        className={cn(
                          "mt-px grid size-[18px] shrink-0 place-items-center rounded-full text-[9.5px] font-bold",
                          i === 0 && "bg-forest-700 text-white",
                          i === 1 && "bg-amber-100 text-amber-900 ring-1 ring-amber-700/25",
                          i === 2 && "border border-dashed border-forest-900/40 text-forest-900/75",
                        )}
                      >
                        {i === 0 ? <Icon name="check" className="size-3" width={2.6} /> : i + 1}
                      </span>
                      <span className="min-w-0 leading-tight">
                        <span className="block text-[11px] font-semibold">{t.mrv[step]}</span>
                        <span className="block truncate text-[10px] text-forest-900/75">{t.mrvNote[step]}</span>
                        {i === 1 ? (
                          <span className="mt-1 block h-1 w-full overflow-hidden rounded-full bg-forest-900/10">
                            <span className="block h-full w-3/5 rounded-full bg-amber-500" />
                          </span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            </div>

            {/* Sequestration per stand */}
            <div className={cn(card, "overflow-hidden")}>
              <div className="flex items-center justify-between border-b border-forest-900/8 px-2.5 py-1.5">
                <span className="text-[11px] font-semibold">{t.standsTitle}</span>
                <Icon name="filter" className="size-3.5 text-forest-900/75" />
              </div>
              <div className="grid grid-cols-[2.4rem_1fr_auto] items-center gap-x-2.5 px-2.5 py-1 text-[9.5px] font-semibold tracking-wide text-forest-900/75 uppercase @md:grid-cols-[2.4rem_1fr_3.6rem_1.3fr_auto]">
                <span>{t.columns[0]}</span>
                <span>{t.columns[1]}</span>
                <span className="hidden text-right @md:block">{t.columns[2]}</span>
                <span className="hidden @md:block">{t.columns[3]}</span>
                <span />
              </div>
              {stands.map((s, i) => (
                <div
                  key={s.cpt}
                  className="grid grid-cols-[2.4rem_1fr_auto] items-center gap-x-2.5 border-t border-forest-900/[0.06] px-2.5 py-1.5 text-[11px] @md:grid-cols-[2.4rem_1fr_3.6rem_1.3fr_auto]"
                >
                  <span className="font-semibold tabular-nums">{s.cpt}</span>
                  <span className="truncate">{t.stands[i]}</span>
                  <span className="hidden text-right text-forest-900/80 tabular-nums @md:block">{num(s.hectares, lang, 1)} ha</span>
                  <span className="hidden items-center gap-1.5 @md:flex">
                    <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-forest-900/8">
                      <span
                        className="block h-full rounded-full bg-forest-600"
                        style={{ width: `${Math.round((s.rate / maxRate) * 100)}%` }}
                      />
                    </span>
                    <span className="w-6 text-right tabular-nums">{num(s.rate, lang, 1)}</span>
                  </span>
                  <span className={cn("rounded-full px-1.5 py-px text-[9.5px] font-semibold ring-1", statusTone[s.status])}>
                    {t.status[s.status]}
                  </span>
                </div>
              ))}
            </div>

            <p className="flex items-center gap-1.5 text-[10px] text-forest-900/80">
              <Icon name="alert" className="size-3.5 text-forest-700" />
              {t.footer}
            </p>
          </div>
        </DesktopMock>
      </BrowserFrame>
    </div>
  );
}
