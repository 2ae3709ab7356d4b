import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Lang } from "~/lib/i18n";

/*
 * Building blocks shared by the product mock-ups. Everything here is pure markup:
 * no state, no effects, no focusable elements. Each mock is a picture of the
 * interface (role="img"), so the drawn controls are spans and divs.
 */

/** Formats a number the way the ForestCrew app does in each language (deterministic on server and client). */
export function num(value: number, lang: Lang, digits = 0): string {
  const [int = "0", frac] = Math.abs(value).toFixed(digits).split(".");
  const [group, decimal] = lang === "de" ? [".", ","] : [",", "."];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? "−" : ""}${grouped}${frac ? decimal + frac : ""}`;
}

/** A percentage: "12 %" in German, "12%" in English. */
export function percent(value: number, lang: Lang): string {
  return lang === "de" ? `${num(value, lang)} %` : `${num(value, lang)}%`;
}

/** Solid cubic metres: "1.284 fm" in German, "1,284 m³" in English. */
export function volume(value: number, lang: Lang): string {
  return `${num(value, lang)} ${lang === "de" ? "fm" : "m³"}`;
}

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** Stroke icons on a 24 × 24 grid, each a single path so an icon costs two DOM nodes. */
const paths = {
  grid: "M5 4h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM15 4h4a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM15 12h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1ZM5 16h4a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z",
  clipboard: "M7 4.5h10a2 2 0 0 1 2 2V19a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6.5a2 2 0 0 1 2-2ZM9 4.5V3h6v1.5M9 10h6M9 14h6M9 17.5h3",
  calendar: "M6 5h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM4 10h16M9 3v4M15 3v4M8 14h4M10 17h6",
  users: `${circle(9, 8, 3.5)}M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8`,
  machine: `M3 16v-5h8l2-4h4l2 4h2v5${circle(7, 17, 2.5)}${circle(17, 17, 2.5)}M9.5 17h5M13 7 9 3`,
  clock: `${circle(12, 12, 9)}M12 7v5l3 2`,
  map: "m3 6 6-3 6 3 6-3v15l-6 3-6-3-6 3V6ZM9 3v15M15 6v15",
  document: "M6 3h8l4 4v14H6V3ZM14 3v4h4M9 12h6M9 16h6",
  chart: "M4 4v16h16M8 16v-4M12 16V8M16 16v-7",
  search: `${circle(11, 11, 6.5)}m9.2 9.2-4.4-4.4`,
  bell: "M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 21h4",
  plus: "M12 5v14M5 12h14",
  chevronDown: "m7 10 5 5 5-5",
  chevronLeft: "m15 5-7 7 7 7",
  chevronRight: "m9 6 6 6-6 6",
  chevronUpDown: "m8 9 4-4 4 4M8 15l4 4 4-4",
  filter: "M4 6h16M7 12h10M10 18h4",
  more: "M5.5 12h.01M12 12h.01M18.5 12h.01",
  alert: "M12 4 2.8 19.5h18.4L12 4ZM12 10v4.5M12 17.2h.01",
  check: "m5 12.5 4.5 4.5L19 7.5",
  cloudOff: "M7 18h10.5a3.5 3.5 0 0 0 .9-6.9A6 6 0 0 0 7.3 9 4.5 4.5 0 0 0 7 18ZM3 3l18 18",
  cloud: "M7.5 19h10a3.5 3.5 0 0 0 .6-7A6 6 0 0 0 6.8 10.1 4.5 4.5 0 0 0 7.5 19ZM9 3.5v1.5M3.6 5.6l1 1M2 10.5h1.5",
  pin: `M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z${circle(12, 9.5, 2.5)}`,
  gps: `${circle(12, 12, 7)}${circle(12, 12, 2.5)}M12 2v3M12 19v3M2 12h3M19 12h3`,
  pause: "M9 6v12M15 6v12",
  stop: "M7.5 6.5h9a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1Z",
  camera: `M4 8h3l2-3h6l2 3h3v11H4V8Z${circle(12, 13, 3.5)}`,
  send: "M5 12 19.5 5 15 19.5l-3-6-7-1.5ZM12 13.5 19.5 5",
  mic: "M9 6.5a3 3 0 0 1 6 0v4.5a3 3 0 0 1-6 0V6.5ZM5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21",
  sparkles: "M11 3.5l1.8 5 5 1.8-5 1.8-1.8 5-1.8-5-5-1.8 5-1.8 1.8-5ZM18.5 15l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2Z",
  navigation: "M12 3.5 19 20l-7-3.8L5 20l7-16.5Z",
  home: "M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1v-8.5Z",
  chat: "M5 5h14a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1H10L5.5 20v-3.5H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM8 9.5h8M8 12.5h5",
  wrench:
    "M14.7 6.3a4 4 0 0 0 5.1 5.1l-8.4 8.4a2.1 2.1 0 0 1-3-3l8.4-8.4a4 4 0 0 0-2.1-2.1ZM14.5 3.6a4 4 0 0 1 5.6 5.6l-2.6-.6-.6-2.4-2.4-.6Z",
  upload: "M12 16V5M7.5 9.5 12 5l4.5 4.5M5 19h14",
  layers: "m12 3.5 8.5 4.5-8.5 4.5L3.5 8 12 3.5ZM3.5 12.5l8.5 4.5 8.5-4.5M3.5 16.5 12 21l8.5-4.5",
  tree: "M12 3 6.5 10.5h3L5.5 16h13l-4-5.5h3L12 3ZM12 16v5",
} as const;

export type IconName = keyof typeof paths;

/** A stroke icon: `<svg><path/></svg>`, sized and coloured by the caller. */
export function Icon({ name, className, width = 1.8 }: { name: IconName; className?: string; width?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("shrink-0", className)}
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** The ForestCrew mark (spruce in a moss tile) as it appears inside the app. */
export function AppLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("shrink-0 rounded-[25%] bg-moss-400", className)}>
      <path d="M16 5 9.5 14h3.2L8 21h6.2v5h3.6v-5H24l-4.7-7h3.2L16 5Z" fill="#0a1f15" />
    </svg>
  );
}

/**
 * Outer element of a desktop mock: a picture (role="img") whose drawn content is
 * hidden from assistive technology. It is a size container, so the layout inside
 * reacts to the width the mock actually gets, not to the viewport.
 */
export function DesktopMock({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="@container w-full overflow-hidden bg-white text-left text-[12px] leading-normal font-normal tracking-normal text-forest-950 select-none [font-feature-settings:'cv11','ss01']"
    >
      {children}
    </div>
  );
}

/*
 * Phone screens scale as a whole with the phone: inside them every spacing, radius
 * and text size of the Tailwind scale is re-based on the screen width (280 design
 * pixels = full width), so the 300 px phone and the 220 px phone show the same picture.
 */
const phoneScale = [
  "[--spacing:calc(100cqw/70)]",
  "[--text-2xs:calc(100cqw*7.5/280)]",
  "[--text-xs:calc(100cqw*9/280)]",
  "[--text-sm:calc(100cqw*10.5/280)]",
  "[--text-base:calc(100cqw*12/280)]",
  "[--text-lg:calc(100cqw*14/280)]",
  "[--text-xl:calc(100cqw*18/280)]",
  "[--text-2xl:calc(100cqw*22/280)]",
  "[--text-3xl:calc(100cqw*31/280)]",
  "[--radius-sm:calc(100cqw*4/280)]",
  "[--radius-md:calc(100cqw*6/280)]",
  "[--radius-lg:calc(100cqw*8/280)]",
  "[--radius-xl:calc(100cqw*12/280)]",
  "[--radius-2xl:calc(100cqw*16/280)]",
  "[--radius-3xl:calc(100cqw*22/280)]",
].join(" ");

/** Outer element of a phone mock: fills a PhoneFrame screen exactly (9:19.5). */
export function PhoneMock({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="@container relative aspect-[9/19.5] w-full overflow-hidden text-left leading-normal font-normal tracking-normal text-forest-950 select-none [font-feature-settings:'cv11','ss01']"
    >
      <div aria-hidden="true" className={cn("absolute inset-0 flex flex-col text-sm", phoneScale, className)}>
        {children}
      </div>
    </div>
  );
}

/** iOS-style status bar; its 28 design pixels sit around the frame's notch. */
export function StatusBar({ dark }: { dark?: boolean }) {
  return (
    <div
      className={cn(
        "flex h-7 shrink-0 items-center justify-between px-6 pt-2 text-xs font-semibold",
        dark ? "text-white" : "text-forest-950",
      )}
    >
      <span className="tabular-nums">9:41</span>
      <svg viewBox="0 0 52 12" className="h-[0.95em] w-auto" fill="currentColor" fillRule="evenodd">
        <path d="M1 7.5h2.4V10H1ZM4.6 5.8H7V10H4.6ZM8.2 4h2.4v6H8.2ZM11.8 2h2.4v8h-2.4ZM18.64 5.14a9 9 0 0 1 12.72 0l-1.13 1.13a7.4 7.4 0 0 0-10.46 0ZM20.9 7.4a5.8 5.8 0 0 1 8.2 0l-1.13 1.13a4.2 4.2 0 0 0-5.94 0ZM25 11.5l-1.84-1.84a2.6 2.6 0 0 1 3.68 0ZM37.2 3h9.6A2.2 2.2 0 0 1 49 5.2v2.6a2.2 2.2 0 0 1-2.2 2.2h-9.6A2.2 2.2 0 0 1 35 7.8V5.2A2.2 2.2 0 0 1 37.2 3Zm.1.9a1.4 1.4 0 0 0-1.4 1.4v2.4a1.4 1.4 0 0 0 1.4 1.4h9.4a1.4 1.4 0 0 0 1.4-1.4V5.3a1.4 1.4 0 0 0-1.4-1.4ZM37.3 5h6.6v3h-6.6ZM50 5.3c.8.2 1.3.8 1.3 1.5s-.5 1.3-1.3 1.5Z" />
      </svg>
    </div>
  );
}

export type PhoneTab = "today" | "orders" | "time" | "map" | "chat";

const tabs: ReadonlyArray<{ id: PhoneTab; icon: IconName; de: string; en: string }> = [
  { id: "today", icon: "home", de: "Heute", en: "Today" },
  { id: "orders", icon: "clipboard", de: "Aufträge", en: "Orders" },
  { id: "time", icon: "clock", de: "Zeiten", en: "Time" },
  { id: "map", icon: "map", de: "Karte", en: "Map" },
  { id: "chat", icon: "chat", de: "Chat", en: "Chat" },
];

/** The app's bottom navigation, with room for the home indicator below. */
export function TabBar({ active, lang }: { active: PhoneTab; lang: Lang }) {
  return (
    <div className="grid shrink-0 grid-cols-5 border-t border-forest-900/8 bg-white/95 px-2 pt-1.5 pb-5">
      {tabs.map((tab) => (
        <span
          key={tab.id}
          className={cn(
            "flex flex-col items-center gap-0.5 text-[length:var(--text-2xs)] leading-none",
            tab.id === active ? "font-semibold text-forest-900" : "font-medium text-forest-900/75",
          )}
        >
          <Icon
            name={tab.icon}
            width={tab.id === active ? 2 : 1.8}
            className={cn("h-6 w-11 rounded-full px-3 py-1", tab.id === active && "bg-moss-300/70")}
          />
          {tab[lang]}
        </span>
      ))}
    </div>
  );
}

/** Initials in a tinted circle. */
export function Avatar({ initials, tone, className }: { initials: string; tone: string; className?: string }) {
  return (
    <span className={cn("inline-flex shrink-0 items-center justify-center rounded-full font-semibold", tone, className)}>{initials}</span>
  );
}

/** Work-order status chip, same colours on desktop and phone. */
export type OrderStatus = "planned" | "active" | "done";

export const statusTone: Record<OrderStatus, string> = {
  planned: "bg-sky-50 text-sky-800 ring-sky-700/15 before:bg-sky-500",
  active: "bg-amber-50 text-amber-900 ring-amber-700/20 before:bg-amber-500",
  done: "bg-forest-50 text-forest-800 ring-forest-700/15 before:bg-forest-500",
};
