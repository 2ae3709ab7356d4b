import { cn } from "~/lib/cn";

/** Desktop window chrome around a product screen. */
export function BrowserFrame({ url, children, className }: { url: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-lift", className)}>
      <div className="flex items-center gap-3 border-b border-forest-900/8 bg-bark-50 px-4 py-2.5" aria-hidden="true">
        <span className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-[#e06b5f]" />
          <span className="size-2.5 rounded-full bg-[#e7b84f]" />
          <span className="size-2.5 rounded-full bg-[#6cbf6a]" />
        </span>
        <span className="mx-auto flex w-full max-w-sm min-w-0 items-center justify-center gap-1.5 rounded-md bg-white px-3 py-1 text-xs text-forest-800/70 ring-1 ring-forest-900/8">
          <svg viewBox="0 0 24 24" className="size-3 shrink-0 text-forest-800/75" fill="currentColor">
            <path d="M8 10V7.5a4 4 0 0 1 8 0V10h.5A1.5 1.5 0 0 1 18 11.5v7a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 18.5v-7A1.5 1.5 0 0 1 7.5 10H8Zm2 0h4V7.5a2 2 0 0 0-4 0V10Z" />
          </svg>
          <span className="truncate">{url}</span>
        </span>
        <span className="hidden w-10 sm:block" />
      </div>
      {children}
    </div>
  );
}

/**
 * A phone around a mobile app screen (fixed aspect, scales with its container up to 300 px).
 * Bezel, corner radii, notch and home indicator are proportional to the width, so a
 * 220 px phone looks like a smaller copy of the 300 px one. A max-width passed in
 * `className` narrows the phone further.
 */
export function PhoneFrame({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("mx-auto w-full", className)}>
      <div className="@container mx-auto w-full max-w-[300px]">
        <div className="rounded-[14cqw] bg-forest-950 p-[3.4cqw] shadow-lift ring-1 ring-white/10">
          <div className="relative aspect-[9/19.5] overflow-hidden rounded-[10.8cqw] bg-white">
            <div
              aria-hidden="true"
              className="absolute top-[1.3%] left-1/2 z-10 h-[3.3%] w-[34%] -translate-x-1/2 rounded-full bg-forest-950"
            />
            {children}
            <div
              aria-hidden="true"
              className="pointer-events-none absolute bottom-[0.9%] left-1/2 z-10 h-[0.7%] w-[36%] -translate-x-1/2 rounded-full bg-forest-950/75"
            />
          </div>
        </div>
      </div>
    </div>
  );
}
