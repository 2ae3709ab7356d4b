import { cn } from "~/lib/cn";

type Tone = "white" | "bark" | "forest" | "dark";

const tones: Record<Tone, string> = {
  white: "bg-white text-forest-950",
  bark: "bg-bark-50 text-forest-950",
  forest: "bg-forest-50 text-forest-950",
  dark: "bg-forest-950 text-white",
};

export function Section({
  id,
  tone = "white",
  className,
  children,
  labelledBy,
}: {
  id?: string;
  tone?: Tone;
  className?: string;
  children: React.ReactNode;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn("py-20 sm:py-28", tones[tone], className)}>
      <div className="container-site">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "left",
  tone = "light",
}: {
  id?: string;
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className={cn("mb-3 text-sm font-semibold tracking-[0.14em] uppercase", tone === "dark" ? "text-moss-300" : "text-forest-600")}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? (
        <p className={cn("mt-4 text-lg leading-relaxed text-pretty", tone === "dark" ? "text-forest-100" : "text-forest-800/80")}>{lead}</p>
      ) : null}
    </div>
  );
}
