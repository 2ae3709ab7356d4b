import { cn } from "~/lib/cn";

/** A feature or benefit: the icon beside the text on phones (dense), a card above it from sm up. */
export function FeatureItem({
  icon,
  title,
  children,
  tone = "light",
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    <div
      className={cn(
        "flex w-full gap-4 sm:flex-col sm:gap-0 sm:rounded-2xl sm:p-7",
        tone === "light"
          ? "sm:border sm:border-forest-900/8 sm:bg-white sm:shadow-card"
          : "sm:border sm:border-white/10 sm:bg-white/[0.04]",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "grid size-10 shrink-0 place-items-center rounded-xl sm:mb-5 sm:size-11 [&>svg]:size-5 sm:[&>svg]:size-6",
          tone === "light" ? "bg-forest-100 text-forest-700" : "bg-moss-400/15 text-moss-300",
        )}
      >
        {icon}
      </span>
      <div>
        <h3 className="text-lg font-semibold tracking-tight">{title}</h3>
        <p className={cn("mt-1 leading-relaxed sm:mt-2", tone === "light" ? "text-forest-800/80" : "text-forest-100/85")}>{children}</p>
      </div>
    </div>
  );
}
