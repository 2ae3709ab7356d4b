import { cn } from "~/lib/cn";

import type { BadgeKind } from "~/content/badges";

export type { BadgeKind };

const styles: Record<BadgeKind, string> = {
  beta: "bg-amber-glow text-forest-950",
  alpha: "bg-violet-200 text-violet-950",
  new: "bg-moss-400 text-forest-950",
  soon: "bg-bark-100 text-bark-700",
  neutral: "bg-forest-100 text-forest-800",
};

export function Badge({ kind = "neutral", children, className }: { kind?: BadgeKind; children: React.ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-[0.6875rem] leading-4 font-semibold tracking-wide uppercase",
        styles[kind],
        className,
      )}
    >
      {children}
    </span>
  );
}
