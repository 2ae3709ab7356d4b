/**
 * The card a scene opens for the thing clicked (a tree, an animal), or its keyboard alternative (a list
 * button). Part of the first-load bundle (no three). A non-modal dialog: it takes the focus when it opens
 * (so screen readers announce it by its heading), closes with × or Escape, and gives the focus back to
 * the control that had it (the list button) when that control is still there.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Where the card sits: over the scene box's top right corner, 300 px wide (spec); full width of the box on phones. */
export const infoCardPlacement =
  "absolute inset-x-2 bottom-2 max-h-[calc(100%-1rem)] sm:inset-x-auto sm:top-3 sm:right-3 sm:bottom-auto sm:max-h-[calc(100%-1.5rem)] sm:w-[300px]";

export function InfoCard({
  title,
  subtitle,
  closeLabel,
  onClose,
  children,
  className,
  cardKey,
}: {
  title: ReactNode;
  /** A line under the title (e.g. the scientific name). */
  subtitle?: ReactNode;
  /** Accessible name of the × button ("Schließen", "Close"). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Position and size; `infoCardPlacement` by default. */
  className?: string;
  /** Identifies what the card shows: a new value moves the focus to the card again (another tree chosen). */
  cardKey?: string | number;
}) {
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  // The opener is whatever had the focus outside the card when it opened, or when it switched to another item.
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const card = cardRef.current;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !card?.contains(active)) openerRef.current = active;
    card?.focus({ preventScroll: true });
  }, [cardKey]);

  useEffect(() => {
    const card = cardRef.current;
    return () => {
      // Back to the opener if the focus was in the card (or dropped with it), not if the visitor has moved on.
      const active = document.activeElement;
      const focusWasInCard = !active || active === document.body || card?.contains(active);
      const opener = openerRef.current;
      if (opener?.isConnected && focusWasInCard) opener.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        "z-20 overflow-y-auto rounded-2xl bg-white p-5 text-forest-950 shadow-lift ring-1 ring-forest-900/10 outline-none focus-visible:ring-2 focus-visible:ring-moss-400",
        className ?? infoCardPlacement,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg leading-snug font-bold tracking-tight">
            {title}
          </h3>
          {subtitle ? <p className="mt-0.5 text-sm text-forest-700">{subtitle}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => closeRef.current()}
          aria-label={closeLabel}
          className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-full text-xl leading-none text-forest-700 hover:bg-forest-50 hover:text-forest-950 focus-visible:outline-2 focus-visible:outline-forest-600"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="mt-3">{children}</div>
    </div>
  );
}
