import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { bilingual } from "~/lib/i18n";
import { Icon, PhoneMock, StatusBar, TabBar, num, percent, statusTone, volume, type OrderStatus } from "./primitives";

const chip =
  "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-[length:var(--text-2xs)] leading-none font-semibold ring-1 ring-inset before:size-1.5 before:rounded-full";

/* ------------------------------------------------------------------ overview */

const listCopy = bilingual(
  {
    label: "Screenshot: Auftragsliste der ForestCrew-App mit Status, Bestand, Holzmenge und Frist",
    title: "Aufträge",
    search: "Auftrag oder Abteilung suchen …",
    filters: [
      ["Alle", 12],
      ["Geplant", 5],
      ["In Arbeit", 4],
      ["Abgeschlossen", 3],
    ] as Array<[string, number]>,
    status: { planned: "Geplant", active: "In Arbeit", done: "Abgeschlossen" } satisfies Record<OrderStatus, string>,
    until: "bis",
    doneOn: "erledigt",
    orders: [
      { title: "Durchforstung Abt. 7b", stand: "Fichte, Buche · 6,8 ha", date: "21.03." },
      { title: "Holzernte Abt. 12a", stand: "Fichte · 4,2 ha", date: "28.03." },
      { title: "Käferholz aufarbeiten Abt. 21", stand: "Fichte · 1,9 ha · Seilkran", date: "18.03." },
      { title: "Z-Bäume auszeichnen Abt. 12b", stand: "Buche, Eiche · 3,5 ha", date: "14.03." },
      { title: "Pflanzung Abt. 9c", stand: "Douglasie, Weißtanne · 2,1 ha", date: "07.03." },
    ],
    plants: "Pflanzen",
    trees: "Z-Bäume",
  },
  {
    label: "Screenshot: work-order list in the ForestCrew app with status, stand, timber volume and deadline",
    title: "Work orders",
    search: "Search orders or compartments …",
    filters: [
      ["All", 12],
      ["Planned", 5],
      ["In progress", 4],
      ["Completed", 3],
    ],
    status: { planned: "Planned", active: "In progress", done: "Completed" },
    until: "due",
    doneOn: "done",
    orders: [
      { title: "Thinning, Cpt. 7b", stand: "Spruce, beech · 6.8 ha", date: "21 Mar" },
      { title: "Harvesting, Cpt. 12a", stand: "Spruce · 4.2 ha", date: "28 Mar" },
      { title: "Beetle salvage, Cpt. 21", stand: "Spruce · 1.9 ha · cable yarder", date: "18 Mar" },
      { title: "Mark crop trees, Cpt. 12b", stand: "Beech, oak · 3.5 ha", date: "14 Mar" },
      { title: "Planting, Cpt. 9c", stand: "Douglas fir, silver fir · 2.1 ha", date: "7 Mar" },
    ],
    plants: "seedlings",
    trees: "crop trees",
  },
);

/** Language-independent order data (same order as `orders`). */
const orders: ReadonlyArray<{ code: string; status: OrderStatus; done?: number; total: number; unit: "vol" | "plants" | "trees" }> = [
  { code: "A-0412", status: "active", done: 260, total: 420, unit: "vol" },
  { code: "A-0415", status: "active", done: 610, total: 980, unit: "vol" },
  { code: "A-0421", status: "planned", total: 150, unit: "vol" },
  { code: "A-0418", status: "planned", total: 180, unit: "trees" },
  { code: "A-0407", status: "done", total: 4200, unit: "plants" },
];

export function OrderOverviewMock() {
  const { lang } = useApp();
  const t = listCopy[lang];
  return (
    <PhoneMock label={t.label} className="bg-[#f5f7f4]">
      <StatusBar />
      <div className="flex items-center justify-between px-4 pt-2">
        <span className="text-xl leading-tight font-semibold tracking-tight">{t.title}</span>
        <span className="flex size-8 items-center justify-center rounded-full bg-forest-800 text-white shadow-sm">
          <Icon name="plus" className="size-4" width={2.2} />
        </span>
      </div>
      <div className="mx-4 mt-2.5 flex items-center gap-2 rounded-xl bg-forest-900/[0.05] px-3 py-2 text-sm text-forest-900/75">
        <Icon name="search" className="size-4" />
        <span className="truncate">{t.search}</span>
      </div>
      <div className="mt-2.5 flex shrink-0 gap-1.5 overflow-hidden px-4 text-xs font-semibold whitespace-nowrap">
        {t.filters.map(([f, n], i) => (
          <span
            key={f}
            className={cn(
              "rounded-full px-2.5 py-1",
              i === 0 ? "bg-forest-900 text-white" : "bg-white text-forest-900/75 ring-1 ring-forest-900/10",
            )}
          >
            {f} <span className={i === 0 ? "text-white/60" : "text-forest-900/75"}>{n}</span>
          </span>
        ))}
      </div>
      <div className="mt-3 flex min-h-0 flex-1 flex-col gap-2 overflow-hidden px-4">
        {orders.map((o, i) => {
          const text = t.orders[i];
          const amount =
            o.unit === "vol"
              ? o.done !== undefined
                ? `${num(o.done, lang)} / ${volume(o.total, lang)}`
                : `${lang === "de" ? "ca." : "approx."} ${volume(o.total, lang)}`
              : `${num(o.total, lang)} ${o.unit === "plants" ? t.plants : t.trees}`;
          const pct = o.done !== undefined ? Math.round((o.done / o.total) * 100) : 0;
          return (
            <div key={o.code} className="shrink-0 rounded-2xl bg-white px-3 py-2.5 shadow-sm ring-1 ring-forest-900/[0.07]">
              <div className="flex items-center justify-between gap-2">
                <span className="text-[length:var(--text-2xs)] font-semibold text-forest-900/75 tabular-nums">{o.code}</span>
                <span className={cn(chip, statusTone[o.status])}>{t.status[o.status]}</span>
              </div>
              <div className="mt-1 truncate text-sm leading-snug font-semibold">{text?.title}</div>
              <div className="truncate text-xs text-forest-900/75">{text?.stand}</div>
              <div className="mt-2 flex items-center gap-2.5 text-xs font-medium text-forest-900/70 tabular-nums">
                {o.done !== undefined && (
                  <span
                    className="h-1.5 w-10 shrink-0 rounded-full"
                    style={{ background: `linear-gradient(to right, #f59e0b ${pct}%, rgb(10 31 21 / 0.08) ${pct}%)` }}
                  />
                )}
                <span className="truncate">{amount}</span>
                <span className={cn("ml-auto shrink-0", o.status === "done" ? "text-forest-700" : "text-forest-900/75")}>
                  {o.status === "done" ? t.doneOn : t.until} {text?.date}
                </span>
              </div>
            </div>
          );
        })}
      </div>
      <TabBar active="orders" lang={lang} />
    </PhoneMock>
  );
}

/* -------------------------------------------------------------------- detail */

const detailCopy = bilingual(
  {
    label: "Screenshot: Auftragsdetail in der ForestCrew-App mit Kartenausschnitt, Aufgaben-Checkliste und GPS-verorteten Fotos",
    back: "Aufträge",
    meta: "A-0412 · Revier Hochwald",
    title: "Durchforstung Abt. 7b",
    status: "In Arbeit",
    mix: "Fichte 70 % · Buche 30 %",
    due: "bis 21.03.",
    mapChip: "6,8 ha · 420 fm",
    cpt: "Abt. 7b",
    progress: "Fortschritt",
    tasksTitle: "Aufgaben",
    tasks: ["Rückegassen im 20-m-Abstand markieren", "Z-Bäume auszeichnen", "Fällen und aufarbeiten", "Polter am Waldweg vermessen"],
    photosTitle: "Fotos · GPS-verortet",
    photoTimes: ["07:14", "08:02", "09:21"],
    report: "Fortschritt melden",
  },
  {
    label: "Screenshot: work-order detail in the ForestCrew app with a map snippet, task checklist and GPS-tagged photos",
    back: "Orders",
    meta: "A-0412 · Hochwald district",
    title: "Thinning, Cpt. 7b",
    status: "In progress",
    mix: "Spruce 70% · beech 30%",
    due: "due 21 Mar",
    mapChip: "6.8 ha · 420 m³",
    cpt: "Cpt. 7b",
    progress: "Progress",
    tasksTitle: "Tasks",
    tasks: ["Mark skid trails every 20 m", "Mark crop trees", "Fell and process", "Measure log pile at the road"],
    photosTitle: "Photos · GPS-tagged",
    photoTimes: ["07:14", "08:02", "09:21"],
    report: "Report progress",
  },
);

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
/** Log ends of a timber pile, three rows. */
const pile = [
  ...[8, 19, 30, 41, 52].map((x) => circle(x, 50, 5.5)),
  ...[13.5, 24.5, 35.5, 46.5].map((x) => circle(x, 40.5, 5.5)),
  ...[19, 30, 41].map((x) => circle(x, 31, 5.5)),
].join("");
/** A spruce trunk with bore holes (the holes show the pale background: boring dust). */
const trunk = `M22 0h17l2 60H19Z${circle(27, 18, 1.2)}${circle(33, 24, 1)}${circle(29, 31, 1.3)}${circle(34, 38, 1)}${circle(27, 44, 1.1)}${circle(32, 51, 1.2)}`;
/** Spruces along a skid trail. */
const spruces = "M12 8 3 42h18ZM30 2 19 44h22ZM49 10 40 42h18ZM11 42h2v6h-2ZM29 44h2v6h-2ZM48 42h2v6h-2Z";

const photos: ReadonlyArray<{ d: string; fill: string; bg: string; evenodd?: boolean }> = [
  { d: pile, fill: "#d8b27a", bg: "bg-[linear-gradient(#e2ecdf_0_45%,#9dbb8a_45%)]" },
  { d: trunk, fill: "#6f5438", bg: "bg-[linear-gradient(90deg,#9cbf94,#cfe0c7)]", evenodd: true },
  { d: spruces, fill: "#2a6a46", bg: "bg-[linear-gradient(#dde9f0_0_55%,#c9b48d_55%)]" },
];

export function OrderDetailMock() {
  const { lang } = useApp();
  const t = detailCopy[lang];
  return (
    <PhoneMock label={t.label} className="bg-white">
      <StatusBar />
      <div className="flex h-9 shrink-0 items-center justify-between px-3 text-sm font-medium text-forest-700">
        <span className="flex items-center gap-0.5">
          <Icon name="chevronLeft" className="size-4.5" width={2.2} />
          {t.back}
        </span>
        <Icon name="more" className="size-5 text-forest-900/75" width={3} />
      </div>

      <div className="relative mx-4 h-24 shrink-0 overflow-hidden rounded-2xl bg-[#dbe8d6] ring-1 ring-forest-900/[0.06]">
        <svg
          viewBox="0 0 240 96"
          preserveAspectRatio="xMidYMid slice"
          className="absolute inset-0 size-full"
          fontSize="10"
          fontWeight="600"
        >
          <path d="M0 0h110L88 34 36 46 0 40ZM150 0h90v56l-46 8-26-34Z" fill="#c8dfc0" />
          <path
            d="M88 34 150 0h14l24 30 52 28v12l-60 12-66-4-48 6H-2V40l38 6Z"
            fill="#86ba90"
            stroke="#1c4430"
            strokeWidth="1.6"
            strokeDasharray="4 2.5"
          />
          <path
            d="M64 82 90 42M86 82 116 30M110 84 140 20M134 82 160 36M158 80 180 52"
            stroke="#fff"
            strokeOpacity=".55"
            strokeDasharray="2.5 2.5"
          />
          <path d="M-5 94C40 86 80 96 120 90S200 80 245 84" fill="none" stroke="#fffaf0" strokeWidth="4" />
          <path d={`${circle(112, 52, 3)}${circle(146, 44, 3)}${circle(96, 66, 3)}`} fill="#f5c451" stroke="#fff" strokeWidth="1.5" />
          <circle cx="128" cy="62" r="10" fill="#3b82f6" fillOpacity=".18" />
          <circle cx="128" cy="62" r="4" fill="#3b82f6" stroke="#fff" strokeWidth="2" />
          <text x="20" y="62" fill="#0a1f15" fillOpacity=".7">
            {t.cpt}
          </text>
        </svg>
        <span className="absolute bottom-2 left-2 rounded-md bg-white/95 px-1.5 py-0.5 text-[length:var(--text-2xs)] font-semibold text-forest-900 shadow-sm">
          {t.mapChip}
        </span>
        <span className="absolute right-2 bottom-2 flex size-7 items-center justify-center rounded-full bg-white text-forest-800 shadow-sm">
          <Icon name="navigation" className="size-3.5" width={2} />
        </span>
      </div>

      <div className="mt-3 shrink-0 px-4">
        <div className="text-xs font-medium text-forest-900/75 tabular-nums">{t.meta}</div>
        <div className="text-lg leading-snug font-semibold tracking-tight">{t.title}</div>
        <div className="mt-1.5 flex gap-1.5 overflow-hidden">
          <span className={cn(chip, statusTone.active)}>{t.status}</span>
          <span className="shrink-0 rounded-full bg-forest-900/[0.05] px-2 py-0.5 text-[length:var(--text-2xs)] leading-none font-semibold text-forest-900/75">
            {t.mix}
          </span>
          <span className="shrink-0 rounded-full bg-forest-900/[0.05] px-2 py-0.5 text-[length:var(--text-2xs)] leading-none font-semibold text-forest-900/75">
            {t.due}
          </span>
        </div>
      </div>

      <div className="mx-4 mt-3 shrink-0 text-xs font-medium text-forest-900/75">
        <span className="flex justify-between">
          {t.progress}
          <span className="font-semibold text-forest-950 tabular-nums">
            {num(260, lang)} / {volume(420, lang)}
          </span>
        </span>
        <span className="mt-1 block h-1.5 rounded-full bg-[linear-gradient(to_right,#f59e0b_62%,rgb(10_31_21/0.08)_62%)]" />
      </div>

      <div className="mx-4 mt-3 flex shrink-0 items-baseline justify-between text-sm font-semibold">
        {t.tasksTitle}
        <span className="text-xs font-medium text-forest-900/75">2 / 4</span>
      </div>
      <div className="mx-4 mt-1.5 shrink-0 divide-y divide-forest-900/[0.06] rounded-xl ring-1 ring-forest-900/[0.08]">
        {t.tasks.map((task, i) => (
          <div
            key={task}
            className={cn(
              "flex items-center gap-2.5 px-3 py-1.5 text-sm leading-tight before:flex before:size-4 before:shrink-0 before:items-center before:justify-center before:rounded-[30%] before:text-[length:var(--text-2xs)] before:font-bold",
              i < 2 &&
                "text-forest-900/75 line-through decoration-forest-900/25 before:bg-forest-600 before:text-white before:content-['✓']",
              i === 2 && "font-medium before:bg-amber-100 before:text-amber-700 before:ring-1 before:ring-amber-500 before:content-['•']",
              i === 3 && "before:ring-1 before:ring-forest-900/25 before:content-['']",
            )}
          >
            <span className="min-w-0 flex-1 truncate">{task}</span>
            {i === 2 && <span className="text-xs font-semibold text-amber-700 tabular-nums">{percent(62, lang)}</span>}
          </div>
        ))}
      </div>

      <div className="mx-4 mt-3 flex shrink-0 items-baseline justify-between text-sm font-semibold">
        {t.photosTitle}
        <span className="text-xs font-medium text-forest-900/75">3</span>
      </div>
      <div className="mx-4 mt-1.5 grid min-h-0 grid-cols-3 gap-2">
        {photos.map((p, i) => (
          <span key={p.fill} className={cn("relative aspect-square overflow-hidden rounded-xl", p.bg)}>
            <svg viewBox="0 0 60 60" preserveAspectRatio="xMidYMax slice" className="absolute inset-0 size-full">
              <path
                d={p.d}
                fill={p.fill}
                fillRule={p.evenodd ? "evenodd" : undefined}
                stroke={i === 0 ? "#9a7443" : undefined}
                strokeWidth=".8"
              />
            </svg>
            <span className="absolute bottom-1 left-1 flex items-center gap-0.5 rounded bg-forest-950/60 px-1 py-px text-[length:var(--text-2xs)] leading-tight font-medium text-white tabular-nums before:size-1 before:rounded-full before:bg-moss-400">
              {t.photoTimes[i]}
            </span>
          </span>
        ))}
      </div>

      <div className="mt-auto flex shrink-0 gap-2 border-t border-forest-900/[0.06] px-4 pt-2.5 pb-6">
        <span className="flex size-10 items-center justify-center rounded-xl bg-forest-900/[0.05] text-forest-800">
          <Icon name="camera" className="size-5" />
        </span>
        <span className="flex flex-1 items-center justify-center rounded-xl bg-forest-800 text-sm font-semibold text-white">
          {t.report}
        </span>
      </div>
    </PhoneMock>
  );
}
