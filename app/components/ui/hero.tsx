import { cn } from "~/lib/cn";
import { Badge, type BadgeKind } from "./badge";
import { HeroVideo, type HeroVideoSource } from "./hero-video";

/**
 * The dark opening band every page starts with. The header is transparent
 * above it, so it always has light text on a deep forest background.
 */
export function Hero({
  eyebrow,
  badge,
  title,
  lead,
  actions,
  aside,
  video,
  size = "lg",
  children,
}: {
  eyebrow?: string;
  badge?: { kind: BadgeKind; label: string };
  title: React.ReactNode;
  lead?: React.ReactNode;
  actions?: React.ReactNode;
  aside?: React.ReactNode;
  video?: HeroVideoSource;
  size?: "lg" | "md" | "sm";
  children?: React.ReactNode;
}) {
  return (
    <section
      className={cn(
        "relative isolate overflow-hidden bg-forest-950 text-white",
        size === "lg" && "pt-32 pb-20 sm:pt-40 sm:pb-28 lg:min-h-[42rem]",
        size === "md" && "pt-32 pb-16 sm:pt-40 sm:pb-24",
        size === "sm" && "pt-28 pb-12 sm:pt-36 sm:pb-16",
      )}
    >
      {video ? <HeroVideo video={video} /> : null}
      <div
        aria-hidden="true"
        className={cn(
          "absolute inset-0 -z-0",
          video
            ? "bg-[linear-gradient(100deg,rgb(10_31_21/0.92)_0%,rgb(10_31_21/0.72)_45%,rgb(10_31_21/0.35)_100%)]"
            : "bg-[radial-gradient(ellipse_80%_60%_at_85%_10%,rgb(59_133_90/0.45),transparent_60%),radial-gradient(ellipse_60%_50%_at_0%_100%,rgb(188_227_90/0.14),transparent_60%)]",
        )}
      />
      <div aria-hidden="true" className="grain pointer-events-none absolute inset-0" />
      <div className="container-site relative z-10">
        <div className={cn(aside ? "grid items-center gap-12 lg:grid-cols-[1.05fr_1fr]" : "")}>
          <div className={cn(!aside && "max-w-3xl")}>
            {eyebrow || badge ? (
              <div className="mb-5 flex flex-wrap items-center gap-3">
                {badge ? <Badge kind={badge.kind}>{badge.label}</Badge> : null}
                {eyebrow ? <p className="text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">{eyebrow}</p> : null}
              </div>
            ) : null}
            <h1
              className={cn(
                "font-bold tracking-tight text-balance",
                size === "sm" ? "text-4xl sm:text-5xl" : "text-4xl leading-[1.08] sm:text-6xl",
              )}
            >
              {title}
            </h1>
            {lead ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-forest-100 sm:text-xl">{lead}</p> : null}
            {actions ? <div className="mt-9 flex flex-wrap gap-3">{actions}</div> : null}
            {children}
          </div>
          {/* An aside shown only from lg (`hidden lg:block`) leaves no empty grid row and gap on phones. */}
          {aside ? <div className="relative max-lg:[&:has(>.hidden:only-child)]:hidden">{aside}</div> : null}
        </div>
      </div>
    </section>
  );
}
