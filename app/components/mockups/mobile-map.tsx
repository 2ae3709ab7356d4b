import { useApp } from "~/lib/app-context";
import { bilingual } from "~/lib/i18n";
import { Icon, PhoneMock, StatusBar, TabBar } from "./primitives";

const copy = bilingual(
  {
    label:
      "Screenshot: Karte in der ForestCrew-App mit eigenem GPS-Standort, Route zum nächsten Auftrag, Rettungspunkt und gespeicherter Offline-Karte",
    search: "Abteilung oder Rettungspunkt suchen",
    offline: "Offline-Karte · Revier Hochwald",
    cpt: "Abt.",
    you: "Sie",
    next: "Nächster Auftrag · ab 13:00",
    job: "Z-Bäume auszeichnen Abt. 12b",
    meta: "1,1 km · 4 Min. zu Fuß · über Waldweg Ost",
    navigate: "Route starten",
    rescue: "FR-1042",
  },
  {
    label:
      "Screenshot: the map in the ForestCrew app showing your GPS position, the route to your next job, a rescue point and an offline map saved on the phone",
    search: "Search compartments or rescue points",
    offline: "Offline map · Hochwald district",
    cpt: "Cpt.",
    you: "You",
    next: "Next job · from 1 pm",
    job: "Mark crop trees, Cpt. 12b",
    meta: "1.1 km · 4 min on foot · via East forest road",
    navigate: "Start route",
    rescue: "FR-1042",
  },
);

/* Map drawing, 280 × 400 design pixels. */
const stands: ReadonlyArray<{ d: string; fill: string }> = [
  { d: "M0 -70H150L138 70 86 104 0 112Z", fill: "#d4e7cd" },
  { d: "M150 -70H280V96L214 120 138 70Z", fill: "#9fcaa3" },
  { d: "M0 112 86 104 138 70 214 120 196 200 112 222 0 214Z", fill: "#b9d8b1" },
  { d: "M280 96V256L196 200 214 120Z", fill: "#c9e1c0" },
  { d: "M0 214 112 222 196 200 280 256V400H0Z", fill: "#86ba90" },
];

export function MobileMapMock() {
  const { lang } = useApp();
  const t = copy[lang];
  return (
    <PhoneMock label={t.label} className="bg-[#dfeadb]">
      <div className="relative min-h-0 flex-1">
        <svg
          viewBox="0 0 280 400"
          preserveAspectRatio="xMidYMid slice"
          className="absolute inset-0 size-full"
          fontSize="10"
          fontWeight="600"
          textAnchor="middle"
        >
          {/* Drawn 60 design pixels lower: the search field and the offline chip cover the top. */}
          <g transform="translate(0 60)">
            {stands.map((s) => (
              <path key={s.d} d={s.d} fill={s.fill} stroke="#fff" strokeWidth="1.5" strokeOpacity=".8" />
            ))}
            <path d="M150 -70H280V96L214 120 138 70Z" fill="none" stroke="#1c4430" strokeWidth="2" strokeDasharray="5 3" />
            <path d="M290 300C250 296 236 330 200 336S150 372 140 410" fill="none" stroke="#7db8d8" strokeWidth="3" />
            <path
              d="M-10 250C40 244 70 262 110 258S170 236 196 200 226 150 214 120 236 60 262-80"
              fill="none"
              stroke="#cbbd9c"
              strokeWidth="8"
              strokeLinecap="round"
            />
            <path
              d="M-10 250C40 244 70 262 110 258S170 236 196 200 226 150 214 120 236 60 262-80"
              fill="none"
              stroke="#fffaf0"
              strokeWidth="4.5"
              strokeLinecap="round"
            />
            <path
              d="M92 300C104 280 110 266 112 258S150 246 172 228 204 176 210 138 222 92 232 70"
              fill="none"
              stroke="#2d6df0"
              strokeWidth="4"
              strokeLinecap="round"
              strokeDasharray="0.1 8"
            />
            <text x="60" y="62" fill="#0a1f15" fillOpacity=".6">
              {t.cpt} 11
            </text>
            <text x="188" y="64" fill="#0a1f15" fillOpacity=".85">
              {t.cpt} 12b
            </text>
            <text x="70" y="170" fill="#0a1f15" fillOpacity=".6">
              {t.cpt} 7b
            </text>
            <text x="250" y="184" fill="#0a1f15" fillOpacity=".6">
              {t.cpt} 9c
            </text>
            <text x="60" y="340" fill="#0a1f15" fillOpacity=".6">
              {t.cpt} 21
            </text>
            <path d="M232 70c0-9 7-15 14-15s14 6 14 15c0 10-14 22-14 22s-14-12-14-22Z" transform="translate(-14 -22)" fill="#1c4430" />
            <path d="M224 48a4 4 0 1 0 8 0 4 4 0 1 0-8 0Z" fill="#bce35a" />
            <rect x="150" y="262" width="20" height="20" rx="5" fill="#fff" stroke="#dc2626" strokeWidth="1.5" />
            <path d="M160 266v12M154 272h12" stroke="#dc2626" strokeWidth="2.6" strokeLinecap="round" />
            <text x="160" y="296" fontSize="9" fill="#991b1b">
              {t.rescue}
            </text>
            <circle cx="92" cy="300" r="24" fill="#2d6df0" fillOpacity=".15" />
            <circle cx="92" cy="300" r="7" fill="#2d6df0" stroke="#fff" strokeWidth="3" />
            <text x="92" y="334" fontSize="9" fill="#1e3a8a">
              {t.you}
            </text>
          </g>
        </svg>

        <div className="absolute inset-x-0 top-0">
          <StatusBar />
          <div className="mx-3 mt-1 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-xs text-forest-900/75 shadow-card">
            <Icon name="search" className="size-4" />
            <span className="truncate">{t.search}</span>
          </div>
          <div className="mx-3 mt-2 inline-flex items-center gap-1.5 rounded-full bg-forest-950/85 px-2.5 py-1 text-[length:var(--text-2xs)] font-semibold text-white">
            <Icon name="cloudOff" className="size-3.5 text-moss-300" width={2} />
            {t.offline}
          </div>
        </div>

        <div className="absolute right-3 bottom-3 flex flex-col gap-1.5">
          <span className="grid size-9 place-items-center rounded-xl bg-white text-forest-900 shadow-card">
            <Icon name="layers" className="size-4.5" />
          </span>
          <span className="grid size-9 place-items-center rounded-xl bg-white text-[#2d6df0] shadow-card">
            <Icon name="gps" className="size-4.5" width={2} />
          </span>
        </div>
      </div>

      <div className="shrink-0 rounded-t-3xl bg-white px-4 pt-2 pb-3 shadow-[0_-6px_18px_rgb(10_31_21/0.12)]">
        <div className="mx-auto mb-2.5 h-1 w-9 rounded-full bg-forest-900/15" />
        <div className="text-xs font-semibold text-forest-600">{t.next}</div>
        <div className="mt-0.5 truncate text-base leading-snug font-semibold">{t.job}</div>
        <div className="truncate text-xs text-forest-900/75">{t.meta}</div>
        <div className="mt-3 flex items-center justify-center gap-1.5 rounded-xl bg-forest-800 py-2.5 text-sm font-semibold text-white">
          <Icon name="navigation" className="size-4" width={2} />
          {t.navigate}
        </div>
      </div>

      <TabBar active="map" lang={lang} />
    </PhoneMock>
  );
}
