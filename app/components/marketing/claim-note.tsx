import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";

/**
 * Marks a percentage or figure as an advertising claim, not a measured result: a superscript
 * marker next to the claim …
 */
export function ClaimMarker() {
  const { t } = useApp();
  return (
    <sup className="ml-0.5 align-super text-[0.6em] font-semibold" title={t.claims.marker}>
      *<span className="sr-only"> ({t.claims.marker})</span>
    </sup>
  );
}

/** … and the note that explains it, shown once on every page that states such a figure. */
export function ClaimNote({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const { t } = useApp();
  return (
    <p className={cn("text-xs leading-relaxed", tone === "dark" ? "text-forest-200" : "text-forest-800/70", className)}>
      * {t.claims.note}
    </p>
  );
}
