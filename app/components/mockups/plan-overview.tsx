import { VAT_RATE, formatEuro, plan, trial } from "~/content/facts";
import { formatPercent } from "~/content/format";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual } from "~/lib/i18n";
import { AppLogo, Avatar, DesktopMock, Icon } from "./primitives";
import { card } from "./shell";

/*
 * The control centre's subscription page, for the pricing page: the plan a business is on
 * (prices straight from ~/content/facts), who uses it, and what it includes. Sample data.
 */

const beta = plan("beta");
const betaPro = plan("betaPro");
const vat = (lang: "de" | "en") => formatPercent(Math.round(VAT_RATE * 100), lang);

const copy = bilingual(
  {
    label: `Screenshot: Abonnement-Seite im ForestCrew-Leitstand mit dem Tarif ${beta.name} in der Testphase, Preis, Nutzern und den enthaltenen Funktionen`,
    settings: "Einstellungen",
    title: "Abonnement",
    company: "Forstbetrieb Hofmann",
    yourPlan: "Ihr Tarif",
    trial: `Testphase · Tag 2 von ${trial.days}`,
    perMonth: `/ Monat · inkl. ${vat("de")} MwSt.`,
    periods: ["Monatlich", "Jährlich"],
    yearly: `Jährlich ${formatEuro(beta.gross?.yearly ?? 0, "de")} · ${beta.freeMonthsYearly} Monate gratis`,
    noCharge: "Im Test keine Abbuchung",
    users: "Nutzer",
    usersOf: `von ${beta.users.recommendedMax} empfohlen`,
    invite: "Einladung offen",
    included: "Enthalten",
    features: [
      "Web-Leitstand und iOS-App",
      "Arbeitsaufträge mit GPS",
      "Zeiterfassung und Fotos",
      "Teamchat",
      "Offline-Karten",
      "Dokumente",
    ],
    upgrade: `${betaPro.name} · bis zu ${betaPro.users.max} Nutzer, Einsatzplanung auf der Zeitleiste`,
    upgradePrice: `${formatEuro(betaPro.gross?.monthly ?? 0, "de")} / Monat`,
    change: "Tarif wechseln",
  },
  {
    label: `Screenshot: the subscription page of the ForestCrew control centre showing the ${beta.name} plan in its trial, the price, users and what the plan includes`,
    settings: "Settings",
    title: "Subscription",
    company: "Hofmann Forestry",
    yourPlan: "Your plan",
    trial: `Trial · day 2 of ${trial.days}`,
    perMonth: `/ month · incl. ${vat("en")} VAT`,
    periods: ["Monthly", "Yearly"],
    yearly: `Yearly ${formatEuro(beta.gross?.yearly ?? 0, "en")} · ${beta.freeMonthsYearly} months free`,
    noCharge: "Nothing charged during the trial",
    users: "Users",
    usersOf: `of ${beta.users.recommendedMax} recommended`,
    invite: "Invitation pending",
    included: "Included",
    features: ["Control centre and iOS app", "Work orders with GPS", "Time tracking and photos", "Team chat", "Offline maps", "Documents"],
    upgrade: `${betaPro.name} · up to ${betaPro.users.max} users, scheduling on the timeline`,
    upgradePrice: `${formatEuro(betaPro.gross?.monthly ?? 0, "en")} / month`,
    change: "Change plan",
  },
);

export function PlanOverviewMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    <DesktopMock label={t.label}>
      <div className="flex h-11 items-center gap-3 border-b border-forest-900/[0.08] bg-white px-4">
        <AppLogo className="size-5" />
        <span className="min-w-0 truncate text-[12px] text-forest-900/75">
          {t.settings}
          <span className="mx-1.5">/</span>
          <span className="font-medium text-forest-950">{t.title}</span>
        </span>
        <span className="ml-auto hidden truncate text-[11.5px] text-forest-900/75 @md:block">{t.company}</span>
        <Avatar initials="KB" tone="bg-moss-300 text-forest-950" className="size-6 text-[10px]" />
      </div>

      <div className="grid grid-cols-1 gap-3 bg-[#f8f9f7] p-3 @[26rem]:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] @lg:p-4">
        <div className="relative overflow-hidden rounded-xl bg-forest-950 p-4 text-white">
          <div className="flex flex-wrap items-center justify-between gap-2 text-[11px] text-white/65">
            {t.yourPlan}
            <span className="flex items-center gap-1.5 rounded-full bg-moss-400/15 px-2 py-0.5 font-semibold text-moss-300 before:size-1.5 before:rounded-full before:bg-moss-400">
              {t.trial}
            </span>
          </div>
          <div className="mt-1 text-[20px] leading-7 font-semibold tracking-tight">ForestCrew {beta.name}</div>
          <div className="mt-2 flex flex-wrap items-baseline gap-x-1.5 gap-y-1">
            <span className="text-[30px] leading-none font-bold tracking-tight tabular-nums">
              {formatEuro(beta.gross?.monthly ?? 0, lang)}
            </span>
            <span className="text-[11px] text-white/65">{t.perMonth}</span>
          </div>
          <div className="mt-3 flex w-fit rounded-lg bg-white/10 p-0.5 text-[11px] font-medium">
            {t.periods.map((p, i) => (
              <span key={p} className={cn("rounded-md px-2.5 py-1", i === 0 ? "bg-white text-forest-950" : "text-white/75")}>
                {p}
              </span>
            ))}
          </div>
          <div className="mt-2.5 text-[11px] text-white/65">{t.yearly}</div>
          <div className="mt-1 flex items-center gap-1.5 text-[11px] text-moss-300">
            <Icon name="check" className="size-3.5" width={2.4} />
            {t.noCharge}
          </div>
        </div>

        <div className={cn(card, "flex flex-col p-3.5")}>
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-[12px] font-semibold">{t.users}</span>
            <span className="truncate text-[11px] text-forest-900/75">
              <b className="font-semibold text-forest-950 tabular-nums">3</b> {t.usersOf}
            </span>
          </div>
          <div className="mt-2 h-1.5 rounded-full bg-forest-600" />
          <ul className="mt-3 flex flex-col gap-2 text-[11.5px]">
            {(
              [
                ["KB", "Katrin Brandt", "bg-moss-300 text-forest-950"],
                ["JW", "Jonas Weber", "bg-forest-200 text-forest-900"],
              ] as const
            ).map(([initials, name, tone]) => (
              <li key={initials} className="flex items-center gap-2">
                <Avatar initials={initials} tone={tone} className="size-6 text-[9.5px]" />
                <span className="truncate font-medium">{name}</span>
              </li>
            ))}
            <li className="flex items-center gap-2">
              <span className="grid size-6 shrink-0 place-items-center rounded-full border border-dashed border-forest-900/30 text-forest-900/75">
                <Icon name="plus" className="size-3" width={2.2} />
              </span>
              <span className="truncate text-forest-900/75">{t.invite}</span>
            </li>
          </ul>
        </div>

        <div className={cn(card, "p-3.5 @[26rem]:col-span-2")}>
          <div className="text-[12px] font-semibold">{t.included}</div>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-[11.5px] @xl:grid-cols-3">
            {t.features.map((f) => (
              <li key={f} className="flex min-w-0 items-center gap-1.5">
                <span className="grid size-4 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
                  <Icon name="check" className="size-2.5" width={3} />
                </span>
                <span className="truncate">{f}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="flex items-center gap-3 rounded-xl bg-moss-200/60 px-3.5 py-2.5 ring-1 ring-forest-700/10 @[26rem]:col-span-2">
          <Icon name="sparkles" className="size-4.5 text-forest-700" />
          <span className="min-w-0 flex-1 text-[11.5px] leading-snug">
            <span className="block truncate font-medium">{t.upgrade}</span>
            <span className="text-forest-900/75 tabular-nums">{t.upgradePrice}</span>
          </span>
          <span className="shrink-0 rounded-md bg-forest-800 px-2.5 py-1.5 text-[11px] font-medium text-white">{t.change}</span>
        </div>
      </div>
    </DesktopMock>
  );
}
