import { cn } from "~/lib/cn";

/** The closing call to action of a page: a dark band with a headline, a line of text and buttons. */
export function CtaBand({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("bg-white py-20 sm:py-28", className)}>
      <div className="container-site">
        <div className="relative isolate overflow-hidden rounded-3xl bg-forest-950 px-6 py-14 text-white sm:px-14 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_80%_at_100%_0%,rgb(59_133_90/0.55),transparent_60%),radial-gradient(ellipse_50%_60%_at_0%_100%,rgb(188_227_90/0.18),transparent_60%)]"
          />
          <div aria-hidden="true" className="grain pointer-events-none absolute inset-0 -z-10" />
          <div className="max-w-2xl">
            {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">{eyebrow}</p> : null}
            <h2 id={headingId} className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
              {title}
            </h2>
            {lead ? <p className="mt-4 text-lg leading-relaxed text-forest-100">{lead}</p> : null}
          </div>
          {children ? <div className="mt-9 flex flex-wrap items-center gap-3">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
