/**
 * A schematic REST exchange, set as code: it shows IT staff what "open REST APIs with OpenAPI
 * documentation" means without claiming a concrete endpoint catalogue.
 */
export function ApiExample({ label, caption, title }: { label: string; caption: string; title: string }) {
  const k = (s: string) => <span className="text-moss-300">&quot;{s}&quot;</span>;
  const v = (s: string) => <span className="text-amber-glow">&quot;{s}&quot;</span>;
  return (
    <figure className="overflow-hidden rounded-2xl bg-forest-950 text-forest-100 shadow-lift ring-1 ring-forest-900/10">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-white/10 px-5 py-3">
        <span className="flex items-center gap-2 font-mono text-sm whitespace-nowrap">
          <span className="rounded bg-moss-400 px-1.5 py-0.5 text-xs font-bold text-forest-950">GET</span>
          <span className="text-white">/v1/work-orders/4711</span>
        </span>
        <span className="rounded-full border border-white/15 px-2.5 py-0.5 text-xs font-semibold text-forest-200">{label}</span>
      </div>
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on phones, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label={caption}
        className="overflow-x-auto px-5 py-5 font-mono text-[0.8125rem] leading-relaxed outline-none focus-visible:ring-2 focus-visible:ring-moss-300"
      >
        <code>
          <span className="text-forest-300">{"// 200 OK · application/json"}</span>
          {"\n{\n  "}
          {k("id")}: {v("4711")},{"\n  "}
          {k("title")}: {v(title)},{"\n  "}
          {k("status")}: {v("completed")},{"\n  "}
          {k("geometry")}: {"{ "}
          {k("type")}: {v("Polygon")}, <span className="text-forest-300">…</span>
          {" },\n  "}
          {k("timeEntries")}: [<span className="text-forest-300">…</span>],{"\n  "}
          {k("photos")}: [<span className="text-forest-300">…</span>]{"\n}"}
        </code>
      </pre>
      <figcaption className="border-t border-white/10 px-5 py-4 text-sm leading-relaxed text-forest-200">{caption}</figcaption>
    </figure>
  );
}
