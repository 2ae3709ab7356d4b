import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual } from "~/lib/i18n";
import { AppLogo, Avatar, DesktopMock, Icon, statusTone, type IconName, type OrderStatus } from "./primitives";
import { card } from "./shell";

/*
 * The platform at a glance, for the home page: the control centre's start page with today's crews
 * and what the app reports from the forest, next to ForestChat and the DataHub's connections, the
 * modules in development at the edge. Drawn at a desktop width (16:10). Sample data.
 */

const copy = bilingual(
  {
    label:
      "Screenshot: Startseite der ForestCrew-Plattform mit den Teams des Tages, Meldungen aus der App, einer ForestChat-Antwort und den Verbindungen des DataHub",
    products: ["Leitstand", "App", "ForestChat", "DataHub"],
    company: "Forstbetrieb Hofmann",
    today: "Heute im Betrieb",
    date: "Mittwoch, 12. März",
    status: { planned: "Geplant", active: "In Arbeit", done: "Erledigt" } satisfies Record<OrderStatus, string>,
    crews: [
      { name: "Team Nord", job: "Durchforstung Abt. 7b", status: "active", progress: 62 },
      { name: "Team Süd", job: "Käferholz Abt. 21 · Seilkran", status: "active", progress: 35 },
      { name: "Team West", job: "Pflanzung Abt. 9c", status: "done", progress: 100 },
      { name: "Harvester H-01", job: "Holzernte Abt. 12a · ab 13 Uhr", status: "planned", progress: 0 },
    ] as Array<{ name: string; job: string; status: OrderStatus; progress: number }>,
    feedTitle: "Aus der App",
    feed: [
      { icon: "camera", text: "Foto mit GPS: Windwurf am Rückeweg, Abt. 7b", when: "vor 4 Min." },
      { icon: "clock", text: "Team Süd: Arbeitsbeginn 7:12 Uhr erfasst", when: "7:12" },
      { icon: "cloudOff", text: "Team West offline erfasst, jetzt synchronisiert", when: "8:40" },
    ] as Array<{ icon: IconName; text: string; when: string }>,
    chatQuestion: "Woran erkenne ich Borkenkäferbefall frühzeitig?",
    chatAnswer: "Achten Sie auf Bohrmehl am Stammfuß, Harzfluss und Einbohrlöcher …",
    chatSource: "Quelle: Wissensartikel Waldschutz",
    hubTitle: "DataHub · Verbindungen",
    hub: [
      ["GIS", "GeoJSON-Export"],
      ["Lohnbuchhaltung", "REST-API"],
    ] as Array<[string, string]>,
    hubSync: "Letzter Abgleich 9:12 Uhr",
    soon: "In Entwicklung",
    waitlist: "Warteliste",
    inventory: "KI-Waldinventur",
  },
  {
    label:
      "Screenshot: the start page of the ForestCrew platform with today's crews, updates from the app, a ForestChat answer and the DataHub's connections",
    products: ["Control centre", "App", "ForestChat", "DataHub"],
    company: "Hofmann Forestry",
    today: "Today in the business",
    date: "Wednesday, 12 March",
    status: { planned: "Planned", active: "In progress", done: "Done" },
    crews: [
      { name: "Crew North", job: "Thinning, Cpt. 7b", status: "active", progress: 62 },
      { name: "Crew South", job: "Beetle salvage, Cpt. 21 · cable yarder", status: "active", progress: 35 },
      { name: "Crew West", job: "Planting, Cpt. 9c", status: "done", progress: 100 },
      { name: "Harvester H-01", job: "Harvesting, Cpt. 12a · from 1 pm", status: "planned", progress: 0 },
    ],
    feedTitle: "From the app",
    feed: [
      { icon: "camera", text: "Photo with GPS: windthrow on the skid trail, Cpt. 7b", when: "4 min ago" },
      { icon: "clock", text: "Crew South: start of work logged at 7:12", when: "7:12" },
      { icon: "cloudOff", text: "Crew West recorded offline, now synced", when: "8:40" },
    ],
    chatQuestion: "How can I spot a bark beetle infestation early?",
    chatAnswer: "Look for boring dust at the foot of the trunk, resin flow and entry holes …",
    chatSource: "Source: forest protection article",
    hubTitle: "DataHub · connections",
    hub: [
      ["GIS", "GeoJSON export"],
      ["Payroll", "REST API"],
    ],
    hubSync: "Last sync 9:12 am",
    soon: "In development",
    waitlist: "Waiting list",
    inventory: "AI forest inventory",
  },
);

const crewTone = ["bg-moss-300 text-forest-950", "bg-forest-200 text-forest-900", "bg-amber-100 text-amber-900", "bg-sky-100 text-sky-900"];

export function PlatformMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    <DesktopMock label={t.label}>
      <div className="flex aspect-[16/10] flex-col overflow-hidden bg-[#f8f9f7]">
        <div className="flex h-12 shrink-0 items-center gap-3 border-b border-forest-900/[0.08] bg-forest-950 px-4 text-white">
          <AppLogo className="size-6" />
          <span className="text-[13.5px] font-semibold tracking-tight">ForestCrew</span>
          <span className="ml-4 flex gap-1 rounded-lg bg-white/[0.07] p-1 text-[11.5px] font-medium">
            {t.products.map((p, i) => (
              <span key={p} className={cn("rounded-md px-2.5 py-1", i === 0 ? "bg-white text-forest-950" : "text-white/70")}>
                {p}
              </span>
            ))}
          </span>
          <span className="ml-auto text-[11.5px] text-white/65">{t.company}</span>
          <Avatar initials="KB" tone="bg-moss-300 text-forest-950" className="size-7 text-[10.5px]" />
        </div>

        <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)] grid-rows-[minmax(0,1.25fr)_minmax(0,1fr)] gap-3 p-4">
          <div className={cn(card, "flex min-h-0 flex-col p-4")}>
            <div className="flex items-baseline justify-between">
              <span className="text-[15px] font-semibold tracking-tight">{t.today}</span>
              <span className="text-[11.5px] text-forest-900/70">{t.date}</span>
            </div>
            <ul className="mt-3 flex flex-col divide-y divide-forest-900/[0.07]">
              {t.crews.map((crew, i) => (
                <li key={crew.name} className="flex items-center gap-3 py-2.5">
                  <Avatar
                    initials={crew.name.slice(0, 1) + (crew.name.split(" ")[1]?.slice(0, 1) ?? "")}
                    tone={crewTone[i] ?? ""}
                    className="size-8 text-[11px]"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-[12.5px] font-semibold">{crew.name}</span>
                    <span className="block truncate text-[11.5px] text-forest-900/70">{crew.job}</span>
                  </span>
                  <span className="h-1.5 w-24 overflow-hidden rounded-full bg-forest-900/[0.08]">
                    <span className="block h-full rounded-full bg-forest-600" style={{ width: `${crew.progress}%` }} />
                  </span>
                  <span
                    className={cn(
                      "inline-flex w-[5.5rem] shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-[10.5px] font-semibold ring-1 ring-inset before:size-1.5 before:rounded-full",
                      statusTone[crew.status],
                    )}
                  >
                    {t.status[crew.status]}
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <div className={cn(card, "flex min-h-0 flex-col p-4")}>
            <span className="flex items-center gap-2 text-[13px] font-semibold">
              <Icon name="upload" className="size-4 text-forest-600" />
              {t.feedTitle}
            </span>
            <ul className="mt-3 flex flex-col gap-3">
              {t.feed.map((item) => (
                <li key={item.text} className="flex gap-2.5">
                  <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-forest-50 text-forest-700">
                    <Icon name={item.icon} className="size-3.5" />
                  </span>
                  <span className="min-w-0 text-[11.5px] leading-snug">
                    {item.text}
                    <span className="block text-[10.5px] text-forest-900/75">{item.when}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <div className="grid min-h-0 grid-cols-2 gap-3">
            <div className="flex min-h-0 flex-col rounded-xl bg-forest-950 p-4 text-white">
              <span className="flex items-center gap-2 text-[13px] font-semibold">
                <Icon name="sparkles" className="size-4 text-moss-300" />
                ForestChat
              </span>
              <span className="mt-3 self-end rounded-xl rounded-br-sm bg-moss-300 px-3 py-2 text-[11.5px] leading-snug text-forest-950">
                {t.chatQuestion}
              </span>
              <span className="mt-2 rounded-xl rounded-bl-sm bg-white/10 px-3 py-2 text-[11.5px] leading-snug text-white/90">
                {t.chatAnswer}
              </span>
              <span className="mt-auto pt-2 text-[10.5px] text-white/60">{t.chatSource}</span>
            </div>
            <div className={cn(card, "flex min-h-0 flex-col p-4")}>
              <span className="flex items-center gap-2 text-[13px] font-semibold">
                <Icon name="layers" className="size-4 text-forest-600" />
                {t.hubTitle}
              </span>
              <ul className="mt-3 flex flex-col gap-2">
                {t.hub.map(([name, via]) => (
                  <li key={name} className="flex items-center gap-2 rounded-lg bg-[#f8f9f7] px-2.5 py-2 ring-1 ring-forest-900/[0.06]">
                    <span className="grid size-5 place-items-center rounded-full bg-forest-600 text-white">
                      <Icon name="check" className="size-3" width={2.6} />
                    </span>
                    <span className="min-w-0 flex-1 truncate text-[12px] font-medium">{name}</span>
                    <span className="text-[10.5px] text-forest-900/75">{via}</span>
                  </li>
                ))}
              </ul>
              <span className="mt-auto pt-2 text-[10.5px] text-forest-900/75">{t.hubSync}</span>
            </div>
          </div>

          <div className="grid min-h-0 grid-rows-2 gap-3">
            {[
              { icon: "tree" as const, name: t.inventory, badge: t.soon },
              { icon: "chart" as const, name: "Nexus", badge: t.waitlist },
            ].map((m) => (
              <div
                key={m.name}
                className="flex items-center gap-3 rounded-xl border-2 border-dashed border-forest-900/15 px-4 text-forest-900/80"
              >
                <span className="grid size-9 place-items-center rounded-lg bg-bark-100 text-bark-700">
                  <Icon name={m.icon} className="size-4.5" />
                </span>
                <span className="text-[13px] font-semibold">{m.name}</span>
                <span className="ml-auto rounded-full bg-bark-100 px-2 py-0.5 text-[10.5px] font-semibold text-bark-700">{m.badge}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </DesktopMock>
  );
}
