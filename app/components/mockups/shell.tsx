import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { bilingual, type Lang } from "~/lib/i18n";
import { AppLogo, Avatar, Icon, type IconName } from "./primitives";

/** The web control centre's frame: dark sidebar navigation, top bar, content. */

export type NavId = "dashboard" | "orders" | "planning" | "staff" | "machines" | "time" | "maps" | "documents" | "reports";

const nav: ReadonlyArray<{ id: NavId; icon: IconName }> = [
  { id: "dashboard", icon: "grid" },
  { id: "orders", icon: "clipboard" },
  { id: "planning", icon: "calendar" },
  { id: "staff", icon: "users" },
  { id: "machines", icon: "machine" },
  { id: "time", icon: "clock" },
  { id: "maps", icon: "map" },
  { id: "documents", icon: "document" },
  { id: "reports", icon: "chart" },
];

const copy = bilingual(
  {
    nav: {
      dashboard: "Dashboard",
      orders: "Aufträge",
      planning: "Einsatzplanung",
      staff: "Personal",
      machines: "Maschinen",
      time: "Zeiterfassung",
      maps: "Karten",
      documents: "Dokumente",
      reports: "Berichte",
    } satisfies Record<NavId, string>,
    company: "Forstbetrieb Hofmann",
    district: "Revier Hochwald",
    area: "Revier Hochwald · 1.840 ha",
    user: "Katrin Brandt",
    userRole: "Disposition",
    search: "Suchen …",
  },
  {
    nav: {
      dashboard: "Dashboard",
      orders: "Work orders",
      planning: "Scheduling",
      staff: "Staff",
      machines: "Machines",
      time: "Time tracking",
      maps: "Maps",
      documents: "Documents",
      reports: "Reports",
    },
    company: "Hofmann Forestry",
    district: "Hochwald district",
    area: "Hochwald district · 1,840 ha",
    user: "Katrin Brandt",
    userRole: "Dispatch",
    search: "Search …",
  },
);

export function AppShell({ lang, active, crumb, children }: { lang: Lang; active: NavId; crumb: string; children: ReactNode }) {
  const t = copy[lang];
  return (
    <div className="flex w-full @4xl:aspect-[16/10] @4xl:min-h-0 @4xl:overflow-hidden">
      <div className="hidden w-[178px] shrink-0 flex-col bg-forest-950 px-2.5 pt-3.5 pb-3 text-white/65 @3xl:flex @6xl:w-[196px]">
        <div className="flex items-center gap-2 px-1.5">
          <AppLogo className="size-6" />
          <span className="text-[13.5px] font-semibold tracking-tight text-white">ForestCrew</span>
        </div>
        <div className="mt-4 flex items-center gap-2 rounded-lg bg-white/[0.06] py-1.5 pr-3 pl-2 ring-1 ring-white/[0.07] after:mb-1 after:size-[5px] after:shrink-0 after:rotate-45 after:border-r-[1.5px] after:border-b-[1.5px] after:border-white/45">
          <span className="min-w-0 flex-1 truncate text-[11.5px] leading-tight font-medium text-white/90">
            {t.company}
            <span className="block truncate text-[10.5px] font-normal text-white/50">{t.area}</span>
          </span>
        </div>
        <div className="mt-4 flex flex-col gap-px">
          {nav.map((item) => (
            <span
              key={item.id}
              className={cn(
                "flex items-center gap-2.5 rounded-md px-2 py-[5px] text-[12px] leading-[18px]",
                item.id === active ? "bg-white/10 font-medium text-white" : "",
              )}
            >
              <Icon name={item.icon} className={cn("size-4", item.id === active ? "text-moss-400" : "text-white/45")} />
              {t.nav[item.id]}
              {item.id === "orders" && (
                <span className="ml-auto rounded bg-white/10 px-1.5 text-[10px] leading-4 font-medium text-white/75">14</span>
              )}
            </span>
          ))}
        </div>
        <div className="mt-auto flex items-center gap-2 border-t border-white/[0.08] px-1.5 pt-3">
          <Avatar initials="KB" tone="bg-moss-300 text-forest-950" className="size-6 text-[10px]" />
          <span className="min-w-0 truncate text-[11.5px] leading-tight font-medium text-white/90">
            {t.user}
            <span className="block text-[10.5px] font-normal text-white/50">{t.userRole}</span>
          </span>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col bg-[#f8f9f7]">
        <div className="flex h-11 shrink-0 items-center gap-3 border-b border-forest-900/[0.08] bg-white px-3 @lg:px-4">
          <AppLogo className="size-5 @3xl:hidden" />
          <span className="min-w-0 truncate text-[12px] text-forest-900/75">
            <span className="hidden @md:inline">{t.district}</span>
            <span className="mx-1.5 hidden text-forest-900/75 @md:inline">/</span>
            <span className="font-medium text-forest-950">{crumb}</span>
          </span>
          <span className="ml-auto hidden w-52 items-center gap-2 rounded-md bg-[#f8f9f7] px-2.5 py-1 text-[11.5px] text-forest-900/75 ring-1 ring-forest-900/[0.08] @2xl:flex @5xl:w-60">
            <Icon name="search" className="size-3.5" />
            {t.search}
            <span className="ml-auto rounded border border-forest-900/10 bg-white px-1 text-[10px] leading-4 font-medium text-forest-900/75">
              ⌘K
            </span>
          </span>
          <span className="relative ml-auto text-forest-900/75 after:absolute after:top-0 after:right-0 after:size-1.5 after:rounded-full after:bg-red-500 after:ring-2 after:ring-white @2xl:ml-0">
            <Icon name="bell" className="size-[18px]" />
          </span>
          <Avatar initials="KB" tone="bg-moss-300 text-forest-950" className="size-6 text-[10px]" />
        </div>
        {children}
      </div>
    </div>
  );
}

/** White card surface used throughout the control centre. */
export const card = "rounded-xl bg-white shadow-[0_1px_2px_rgb(10_31_21/0.05)] ring-1 ring-forest-900/[0.08]";
