import { forwardRef, useEffect, useId, useRef, useState } from "react";
import { Close } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { CHAT_FOCUS_DELAY_MS } from "~/config/timings";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { Announcer, ChatAvatar, Composer, MessageList } from "../chat-parts";
import { chatCopyFor } from "../chat-copy";
import { useChat } from "../use-chat";
import { ConfirmDelete, ConversationMenu } from "./conversation-menu";
import type { FocusRequest, OpenRequest, WidgetMode } from "./types";
import { widgetCopy } from "./widget-copy";

/**
 * The widget's window: 384 × 500 px (full width on phones), a 288 × 64 bar
 * when minimised. It stays mounted once loaded, so a closed and reopened chat keeps its
 * conversation and an answer that is still streaming. Its menu starts a new conversation or
 * deletes this one on the server, after an in-widget confirmation.
 */

const HeaderButton = forwardRef<HTMLButtonElement, { label: string; onClick: () => void; children: React.ReactNode }>(function HeaderButton(
  { label, onClick, children },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="grid size-9 shrink-0 place-items-center rounded-full text-forest-100 transition-colors hover:bg-white/10 hover:text-white"
    >
      {children}
    </button>
  );
});

const Minus = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-5" aria-hidden="true">
    <path d="M6 12h12" />
  </svg>
);

const Expand = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-5"
    aria-hidden="true"
  >
    <path d="m6 15 6-6 6 6" />
  </svg>
);

export function ChatWindow({
  mode,
  focus,
  prefill,
  onMinimise,
  onMaximise,
  onClose,
}: {
  mode: WidgetMode;
  focus: FocusRequest;
  prefill: OpenRequest | null;
  onMinimise: () => void;
  onMaximise: () => void;
  onClose: () => void;
}) {
  const { lang, chatMode } = useApp();
  const copy = chatCopyFor(lang, chatMode);
  const own = widgetCopy[lang];
  const chat = useChat({ greeting: copy.greeting });
  const [confirming, setConfirming] = useState(false);
  const [focusInput, setFocusInput] = useState(0);
  const titleId = useId();
  const dialog = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const maximise = useRef<HTMLButtonElement>(null);
  const { setInput } = chat;

  // The confirmation belongs to the open window: minimised or closed, it is cancelled.
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    if (mode !== "open") setConfirming(false);
  }

  // After starting over (by the visitor's choice), the input has the focus.
  useEffect(() => {
    if (focusInput) input.current?.focus({ preventScroll: true });
  }, [focusInput]);

  // A question handed over by openChatWidget() fills the input; the visitor sends it.
  useEffect(() => {
    if (prefill?.question) setInput(prefill.question);
  }, [prefill, setInput]);

  // Focus moves into the dialog when the visitor opens it; the input gets it 100 ms later (CHAT_FOCUS_DELAY_MS).
  useEffect(() => {
    if (mode !== "open" || !focus.move) return;
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus({ preventScroll: true });
    if (!focus.input) return;
    const timer = window.setTimeout(() => input.current?.focus({ preventScroll: true }), CHAT_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mode, focus]);

  useEffect(() => {
    if (mode === "minimised") maximise.current?.focus();
  }, [mode]);

  const minimised = mode === "minimised";
  const error = chat.state.error;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from anywhere inside the dialog closes it (the WAI-ARIA dialog pattern); the keys come from the controls within
    <section
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={mode === "closed"}
      data-chat-window={mode}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        "fixed z-40 flex flex-col overflow-hidden rounded-2xl shadow-lift ring-1 ring-forest-900/10 outline-none",
        minimised
          ? "right-4 bottom-4 h-16 w-72 sm:right-6 sm:bottom-6"
          : "inset-x-3 bottom-3 h-[500px] max-h-[80vh] bg-[#f5f7f4] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96",
      )}
    >
      {/* A div, not a header: inside the dialog a header would be a second banner landmark of the page. */}
      <div className="flex h-16 shrink-0 items-center gap-3 bg-forest-950 pr-2 pl-3.5 text-white">
        <ChatAvatar className="size-9 ring-1 ring-white/15" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex items-center gap-2 leading-tight font-semibold">
            {copy.title}
            <Badge kind="alpha">{copy.badge}</Badge>
          </h2>
          {minimised ? null : <p className="truncate text-xs text-forest-200">{copy.subtitle}</p>}
        </div>
        {/* The buttons sit close together, leaving the title and subtitle their room. */}
        <div className="flex shrink-0 items-center gap-0.5">
          {minimised ? null : (
            <ConversationMenu
              copy={own}
              onNewConversation={() => {
                chat.newConversation(own.started);
                setFocusInput((n) => n + 1);
              }}
              onDeleteHistory={() => setConfirming(true)}
            />
          )}
          {minimised ? (
            <HeaderButton ref={maximise} label={copy.maximise} onClick={onMaximise}>
              <Expand />
            </HeaderButton>
          ) : (
            <HeaderButton label={copy.minimise} onClick={onMinimise}>
              <Minus />
            </HeaderButton>
          )}
          <HeaderButton label={copy.close} onClick={onClose}>
            <Close className="size-5" />
          </HeaderButton>
        </div>
      </div>

      <Announcer text={chat.state.announcement} />
      {minimised ? null : (
        // While the deletion is being confirmed, the conversation behind it can be neither read nor reached.
        <div className="contents" inert={confirming}>
          <MessageList state={chat.state} copy={copy} lang={lang} className="px-3.5 py-4">
            {error ? (
              <div role="alert" className="mt-4 rounded-xl bg-red-50 px-3.5 py-3 text-sm leading-snug text-red-900 ring-1 ring-red-200">
                <p>{error.message ?? copy.failed}</p>
                {error.kind === "rejected" ? null : (
                  <button
                    type="button"
                    onClick={chat.retry}
                    className="mt-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100"
                  >
                    {copy.retry}
                  </button>
                )}
              </div>
            ) : null}
          </MessageList>
          <div className="shrink-0 border-t border-forest-900/[0.07] bg-white px-3 pt-3 pb-2">
            <Composer
              ref={input}
              copy={copy}
              value={chat.state.input}
              onChange={setInput}
              onSend={chat.send}
              onStop={chat.stop}
              pending={chat.pending}
              canSend={chat.canSend}
            />
            <p className="mt-1.5 text-center text-[0.6875rem] text-forest-900/75">{copy.footnote}</p>
          </div>
        </div>
      )}
      {confirming && !minimised ? (
        <ConfirmDelete
          copy={own}
          onCancel={() => {
            setConfirming(false);
            dialog.current?.querySelector<HTMLElement>("[data-chat-menu]")?.focus();
          }}
          onConfirm={async () => {
            const ok = await chat.deleteConversation(own.deleted);
            if (ok) {
              setConfirming(false);
              setFocusInput((n) => n + 1);
            }
            return ok;
          }}
        />
      ) : null}
    </section>
  );
}
