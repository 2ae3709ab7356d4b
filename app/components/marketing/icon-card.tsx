import { cn } from "~/lib/cn";

/** A feature or benefit: icon, title, text, optional highlight line. */
export function IconCard({
  icon,
  title,
  children,
  highlight,
  tone = "light",
  className,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  highlight?: React.ReactNode;
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-2xl p-6 sm:p-7",
        tone === "light" ? "border border-forest-900/8 bg-white shadow-card" : "border border-white/10 bg-white/[0.04]",
        className,
      )}
    >
      <div
        className={cn(
          "mb-5 grid size-11 place-items-center rounded-xl [&>svg]:size-6",
          tone === "light" ? "bg-forest-100 text-forest-700" : "bg-moss-400/15 text-moss-300",
        )}
      >
        {icon}
      </div>
      <h3 className="text-lg font-semibold tracking-tight">{title}</h3>
      <div className={cn("mt-2 leading-relaxed", tone === "light" ? "text-forest-800/80" : "text-forest-100/85")}>{children}</div>
      {highlight ? (
        <p className={cn("mt-auto pt-5 text-sm font-semibold", tone === "light" ? "text-forest-600" : "text-moss-300")}>{highlight}</p>
      ) : null}
    </div>
  );
}
