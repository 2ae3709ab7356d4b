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
        <span className="mx-auto w-full max-w-sm truncate rounded-md bg-white px-3 py-1 text-center text-xs text-forest-800/70 ring-1 ring-forest-900/8">
          {url}
        </span>
        <span className="w-10" />
      </div>
      {children}
    </div>
  );
}

/** A phone around a mobile app screen (fixed aspect, scales with its container up to 300 px). */
export function PhoneFrame({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("mx-auto w-full max-w-[300px]", className)}>
      <div className="rounded-[2.6rem] bg-forest-950 p-2.5 shadow-lift ring-1 ring-white/10">
        <div className="relative aspect-[9/19.5] overflow-hidden rounded-[2.1rem] bg-white">
          <div aria-hidden="true" className="absolute top-2 left-1/2 z-10 h-5 w-24 -translate-x-1/2 rounded-full bg-forest-950" />
          {children}
        </div>
      </div>
    </div>
  );
}
