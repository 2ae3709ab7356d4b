import { cn } from "~/lib/cn";

export function Card({
  as: Tag = "div",
  className,
  children,
}: {
  as?: "div" | "article" | "li";
  className?: string;
  children: React.ReactNode;
}) {
  return <Tag className={cn("rounded-2xl border border-forest-900/8 bg-white p-6 shadow-card sm:p-8", className)}>{children}</Tag>;
}
