import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "outline-light" | "ghost" | "dark";
export type ButtonSize = "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-moss-400 text-forest-950 hover:bg-moss-300 shadow-[0_8px_24px_-10px_rgb(188_227_90/0.8)]",
  secondary: "bg-forest-800 text-white hover:bg-forest-700",
  dark: "bg-forest-950 text-white hover:bg-forest-800",
  "outline-light": "border border-white/35 bg-white/5 text-white backdrop-blur-sm hover:bg-white/15",
  ghost: "text-forest-800 hover:bg-forest-100",
};

const sizes: Record<ButtonSize, string> = {
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

/** A button's classes; the caller's `className` replaces what it sets anew (`h-auto` beats the size's `h-12`). */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: StyleProps & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: StyleProps & LinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}

/** A link to another site: opens in a new tab, never leaks the opener. */
export function ExternalLink({
  href,
  children,
  className,
  newTabHint,
  ...props
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; newTabHint?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...props}>
      {children}
      {newTabHint ? <span className="sr-only"> {newTabHint}</span> : null}
    </a>
  );
}

export function ExternalButton({ variant, size, className, ...props }: StyleProps & React.ComponentProps<typeof ExternalLink>) {
  return <ExternalLink className={buttonClass(variant, size, className)} {...props} />;
}
