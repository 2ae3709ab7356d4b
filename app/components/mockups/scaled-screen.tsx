import { cn } from "~/lib/cn";

/**
 * A desktop screen drawn at a desktop width and shrunk to fit a narrow column, as a product shot
 * in a hero: the control centre keeps its wide layout (sidebar, map beside the plan) instead of
 * stacking its panels. The box is 16:10 (the shell's own aspect from 896 px up), so its height
 * is known before anything inside it is drawn and nothing shifts.
 *
 * `scale` is the factor at which the screen is drawn; the design width is the column's width
 * divided by it (container units), so the screen always fills the frame. The factors passed in
 * must leave a design width of at least 896 px at the narrowest column.
 */
export function ScaledScreen({ children, className }: { children: React.ReactNode; className: string }) {
  return (
    <div className={cn("@container relative aspect-[16/10] overflow-hidden", className)}>
      <div className="absolute top-0 left-0 w-[calc(100cqw/var(--screen-scale))] origin-top-left [scale:var(--screen-scale)]">
        {children}
      </div>
    </div>
  );
}
