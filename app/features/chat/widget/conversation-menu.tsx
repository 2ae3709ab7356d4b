import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import type { WidgetCopy } from "./widget-copy";

/**
 * The widget's conversation controls: a menu button in the title bar with "Neues Gespräch" and
 * "Verlauf löschen", and the in-widget confirmation the deletion asks for first. A disclosure
 * (a button that shows two buttons), not an ARIA menu: Tab and Enter work as everywhere else.
 */

const Dots = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" className="size-5" aria-hidden="true">
    <circle cx="5" cy="12" r="1.75" />
    <circle cx="12" cy="12" r="1.75" />
    <circle cx="19" cy="12" r="1.75" />
  </svg>
);

const Plus = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-4" aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

const Trash = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-4"
    aria-hidden="true"
  >
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);

const itemClass =
  "flex w-full items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-moss-400";

export function ConversationMenu({
  copy,
  onNewConversation,
  onDeleteHistory,
}: {
  copy: WidgetCopy;
  onNewConversation: () => void;
  onDeleteHistory: () => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Opened by the visitor: focus moves to the first item. A click outside closes it.
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector("button")?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={copy.menu}
        title={copy.menu}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-chat-menu=""
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "grid size-9 shrink-0 place-items-center rounded-full text-forest-100 transition-colors hover:bg-white/10 hover:text-white",
          open && "bg-white/10 text-white",
        )}
      >
        <Dots />
      </button>
      {open ? (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from either item closes the panel and gives focus back to its button; the keys come from the buttons within
        <div
          ref={panel}
          id={panelId}
          onKeyDown={(e) => {
            if (e.key !== "Escape") return;
            e.stopPropagation(); // the panel closes, not the whole chat
            setOpen(false);
            button.current?.focus();
          }}
          onBlur={(e) => {
            const next = e.relatedTarget as Node | null;
            if (next && !panel.current?.contains(next) && next !== button.current) setOpen(false);
          }}
          className="absolute top-14 right-2 z-20 w-56 rounded-xl bg-white p-1.5 text-forest-950 shadow-lift ring-1 ring-forest-900/10"
        >
          <button type="button" className={cn(itemClass, "hover:bg-forest-50")} onClick={() => choose(onNewConversation)}>
            <Plus />
            {copy.newConversation}
          </button>
          <button type="button" className={cn(itemClass, "text-red-800 hover:bg-red-50")} onClick={() => choose(onDeleteHistory)}>
            <Trash />
            {copy.deleteHistory}
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * "Verlauf löschen?" over the conversation: Delete or Cancel. Focus starts on Cancel (the safe
 * choice); Escape cancels. While it shows, the conversation behind it is inert (see ChatWindow).
 */
export function ConfirmDelete({
  copy,
  onConfirm,
  onCancel,
}: {
  copy: WidgetCopy;
  /** Resolves false when the server could not delete the conversation. */
  onConfirm: () => Promise<boolean>;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => cancel.current?.focus(), []);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    const ok = await onConfirm();
    // On success the panel is gone already; on failure it stays, saying so.
    if (!ok) {
      setBusy(false);
      setFailed(true);
    }
  };

  return (
    <div className="absolute inset-x-0 top-16 bottom-0 z-10 flex items-start justify-center bg-forest-950/45 p-4 pt-8">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from either button cancels (the alert dialog pattern); the keys come from the buttons within */}
      <div
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-chat-confirm=""
        onKeyDown={(e) => {
          if (e.key !== "Escape") return;
          e.stopPropagation();
          if (!busy) onCancel();
        }}
        className="w-full max-w-xs rounded-2xl bg-white p-4 text-forest-950 shadow-lift ring-1 ring-forest-900/10"
      >
        <h3 id={titleId} className="font-semibold">
          {copy.confirmTitle}
        </h3>
        <p id={textId} className="mt-1.5 text-sm leading-snug text-forest-900/85">
          {copy.confirmText}
        </p>
        {failed ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm leading-snug text-red-900 ring-1 ring-red-200">
            {copy.deleteFailed}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <button
            ref={cancel}
            type="button"
            onClick={() => {
              if (!busy) onCancel();
            }}
            aria-disabled={busy || undefined}
            className="rounded-full px-4 py-2 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-50 aria-disabled:opacity-60"
          >
            {copy.cancel}
          </button>
          <button
            type="button"
            // Not disabled while it works: a disabled button would drop the focus.
            onClick={() => {
              if (!busy) void confirm();
            }}
            aria-disabled={busy || undefined}
            className="rounded-full bg-red-800 px-4 py-2 text-sm font-semibold text-white hover:bg-red-900 aria-disabled:opacity-70"
          >
            {busy ? copy.deleting : copy.confirmDelete}
          </button>
        </div>
      </div>
    </div>
  );
}
