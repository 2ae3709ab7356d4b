// Building blocks of the account pages (issue 18): cards, labelled fields, the one-time link box.
import { useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonClass } from "~/components/ui/button";
import { hintClass, inputClass, labelClass } from "../shell/ui";

export const cardClass = "rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6";
export const headingClass = "text-xl font-bold text-forest-950";
export const cellClass = "px-3 py-2 align-top";
export const smallButton = "inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors";

export function Card({ id, title, children, lead }: { id: string; title: string; lead?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      {lead ? <p className="mt-2 text-forest-900">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A labelled input with an optional hint and error, wired up for screen readers. */
export function Field({
  label,
  name,
  error,
  hint,
  className,
  ...input
}: { label: string; name: string; error?: string; hint?: string; className?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClass(Boolean(error)), "h-12")}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The one-time link: a read-only input (selectable and copyable without JavaScript) with a copy
 * button once the page is interactive. The input carries data-testid="invitation-link".
 */
export function LinkBox({
  label,
  link,
  copy,
  copied,
  hint,
}: {
  label: string;
  link: string;
  copy: string;
  copied: string;
  hint: React.ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard API (a page over plain http): select the text and copy the old way.
      input.current?.select();
      if (!document.execCommand("copy")) return;
    }
    setDone(true);
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          data-testid="invitation-link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={`${id}-hint`}
          className={cn(inputClass(), "h-12 font-mono text-sm")}
        />
        {hydrated ? (
          <button type="button" className={buttonClass("secondary", "lg", "shrink-0")} onClick={() => void copyLink()}>
            {done ? copied : copy}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        {hint}
      </p>
      <p role="status" className="sr-only">
        {done ? copied : ""}
      </p>
    </div>
  );
}

/** A table that scrolls sideways on a phone: reachable by keyboard, named by its card's heading. */
export function ScrollArea({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on small screens, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-lg focus-visible:outline-3 focus-visible:outline-moss-400"
    >
      {children}
    </div>
  );
}
