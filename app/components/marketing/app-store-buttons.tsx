import { Android, Apple } from "~/components/icons";
import { track, type EventLocation } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";

/**
 * The iOS App Store link (new tab, tracked as app_store_click) and the Android button,
 * which is disabled, says "coming soon" and, if clicked anyway, explains why in an alert.
 */
export function AppStoreButtons({
  tone = "dark",
  location,
  className,
}: {
  tone?: "dark" | "light";
  location: EventLocation;
  className?: string;
}) {
  const { t, site } = useApp();
  const base = "inline-flex h-14 items-center gap-3 rounded-xl px-4 text-left transition-colors";
  const solid = tone === "dark" ? "bg-forest-950 text-white hover:bg-forest-800" : "bg-white text-forest-950 hover:bg-forest-50";
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <a
        href={site.urls.iosApp}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(base, solid)}
        onClick={() => track("app_store_click", { store: "ios", location })}
      >
        <Apple className="size-7" />
        <span className="leading-tight">
          <span className="block text-[0.6875rem] opacity-80">{t.store.iosTop}</span>
          <span className="block text-lg font-semibold">{t.store.iosName}</span>
        </span>
        <span className="sr-only"> {t.meta.opensInNewTab}</span>
      </a>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={`android-soon-${location}`}
        className={cn(
          base,
          "cursor-not-allowed border border-dashed",
          tone === "dark" ? "border-forest-900/25 text-forest-900/70" : "border-white/35 text-white/75",
        )}
        onClick={() => window.alert(t.store.androidAlert)}
      >
        <Android className="size-7" />
        <span className="leading-tight">
          <span className="block text-[0.6875rem]">{t.store.androidTop}</span>
          <span className="block text-lg font-semibold">{t.store.androidName}</span>
        </span>
        <span id={`android-soon-${location}`} className="sr-only">
          {t.store.androidSoon}
        </span>
      </button>
    </div>
  );
}
