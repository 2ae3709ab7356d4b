import { forwardRef, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowRight, Sparkles } from "~/components/icons";
import { cn } from "~/lib/cn";
import { localeOf, type Lang } from "~/lib/i18n";
import { CHAT_LIMITS } from "./chat-client";
import type { ChatCopy } from "./chat-copy";
import type { ChatMessage, ChatState } from "./use-chat";

/**
 * The pieces both chats are built from (the widget and the /forestchat page): the message
 * list with times, typing indicator and sources, the composer, and the polite live region.
 */

const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function useTimeFormat(lang: Lang) {
  return useMemo(() => new Intl.DateTimeFormat(localeOf(lang), { hour: "2-digit", minute: "2-digit" }), [lang]);
}

/** Typing dots until the first words arrive. */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <div
      data-chat-typing=""
      className="flex items-center gap-2 self-start rounded-2xl rounded-bl-md bg-white px-4 py-3 shadow-sm ring-1 ring-forest-900/[0.07]"
    >
      <span className="sr-only">{label}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-forest-500/70"
          style={{ animationDelay: `${delay}ms`, animationDuration: "1s" }}
        />
      ))}
    </div>
  );
}

/** In-site links inside an answer navigate in the app, so an open widget stays open. */
function useInternalLinks() {
  const navigate = useNavigate();
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a");
    if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}

const answerHtmlClass = cn(
  "[&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-forest-900",
  "[&_p]:mt-2 [&_p:first-child]:mt-0 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:mt-1",
  "[&_h1]:mt-3 [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold",
  "[&_strong]:font-semibold [&_code]:rounded [&_code]:bg-forest-50 [&_code]:px-1 [&_code]:text-[0.9em]",
  "[&_blockquote]:mt-2 [&_blockquote]:border-l-2 [&_blockquote]:border-forest-200 [&_blockquote]:pl-3",
  "[&_table]:mt-2 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-forest-900/10 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-forest-900/10 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left",
);

/** The pages an answer drew on; those the answer already links to in its text are not repeated. */
function Sources({ sources: all, html, label }: { sources: NonNullable<ChatMessage["sources"]>; html?: string; label: string }) {
  const sources = all.filter((s) => !html?.includes(`href="${s.href}"`));
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-forest-900/[0.07] pt-2.5">
      <p className="text-xs font-semibold text-forest-800/75">{label}</p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5">
        {sources.map((source) => (
          <li key={`${source.href}-${source.title}`}>
            {source.href.startsWith("/") ? (
              <Link
                to={source.href}
                className="inline-flex items-center gap-1 rounded-full bg-forest-50 px-2.5 py-1 text-xs font-medium text-forest-800 ring-1 ring-forest-900/10 hover:bg-forest-100"
              >
                {source.title}
                <ArrowRight className="size-3" />
              </Link>
            ) : (
              <a
                href={source.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-full bg-forest-50 px-2.5 py-1 text-xs font-medium text-forest-800 ring-1 ring-forest-900/10 hover:bg-forest-100"
              >
                {source.title}
                <ArrowRight className="size-3" />
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Message({
  message,
  copy,
  format,
  streaming,
}: {
  message: ChatMessage;
  copy: ChatCopy;
  format: Intl.DateTimeFormat;
  streaming?: boolean;
}) {
  const mine = message.role === "user";
  const onClick = useInternalLinks();
  return (
    <li
      data-chat-message={message.role}
      data-streaming={streaming ? "true" : undefined}
      className={cn("flex max-w-[88%] flex-col gap-1", mine ? "items-end self-end" : "items-start self-start")}
    >
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- only listens to clicks bubbling up from the links in the server's HTML (keyboard activation of a link fires click too); the links stay the interactive elements */}
      <div
        className={cn(
          "rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words",
          mine
            ? "rounded-br-md bg-forest-800 text-white"
            : "rounded-bl-md bg-white text-forest-950 shadow-sm ring-1 ring-forest-900/[0.07]",
        )}
        onClick={mine ? undefined : onClick}
      >
        <span className="sr-only">{mine ? copy.you : copy.title}: </span>
        {message.html ? (
          <div data-chat-answer="" className={answerHtmlClass} dangerouslySetInnerHTML={{ __html: message.html }} />
        ) : (
          <div data-chat-answer={mine ? undefined : ""} className="whitespace-pre-wrap">
            {message.text}
            {streaming ? (
              <span
                aria-hidden="true"
                className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-forest-500/60"
              />
            ) : null}
          </div>
        )}
        {message.stopped ? <p className="mt-1.5 text-xs text-forest-800/70 italic">{copy.stopped}</p> : null}
        {message.sources ? <Sources sources={message.sources} html={message.html} label={copy.sources} /> : null}
      </div>
      {message.time ? (
        <time dateTime={message.time} className="px-1 text-[0.6875rem] font-medium text-forest-900/75 tabular-nums">
          {format.format(new Date(message.time))}
        </time>
      ) : null}
    </li>
  );
}

/** The scrolling list of messages; it follows new text while the visitor is at the bottom. */
export function MessageList({
  state,
  copy,
  lang,
  className,
  children,
}: {
  state: ChatState;
  copy: ChatCopy;
  lang: Lang;
  className?: string;
  /** Shown after the messages (e.g. the widget's error and retry). */
  children?: React.ReactNode;
}) {
  const format = useTimeFormat(lang);
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);

  useIsoLayoutEffect(() => {
    const el = scroller.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [state.messages, state.draft?.text, state.status, children]);

  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
      }}
      // A scrolling region keyboard users can reach (arrow keys scroll it) even when no message has a
      // link: axe's scrollable-region-focusable asks for exactly this (a named region with tabIndex 0).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={copy.messages}
      className={cn(
        "min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-forest-600",
        className,
      )}
    >
      <ol aria-label={copy.messages} aria-busy={state.status !== "idle"} className="flex flex-col gap-4">
        {state.messages.map((m) => (
          <Message key={m.id} message={m} copy={copy} format={format} />
        ))}
        {state.draft ? <Message message={state.draft} copy={copy} format={format} streaming /> : null}
      </ol>
      {state.status === "waiting" ? (
        <div className="mt-4 flex">
          <TypingIndicator label={copy.typing} />
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** The polite live region: the final text of each finished answer, never the deltas. */
export function Announcer({ text }: { text: string }) {
  return (
    <div data-chat-live="" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </div>
  );
}

export const ChatAvatar = ({ className }: { className?: string }) => (
  <span aria-hidden="true" className={cn("grid shrink-0 place-items-center rounded-full bg-forest-800 text-moss-300", className)}>
    <Sparkles className="size-[55%]" />
  </span>
);

const SendIcon = () => (
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
    <path d="M5 12h13M12 5l7 7-7 7" />
  </svg>
);

const StopIcon = () => (
  <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
    <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
  </svg>
);

/**
 * The input and its button. Enter sends, Shift+Enter starts a new line. While a reply is
 * pending the button stops it (widget) or is disabled along with the input (page).
 */
export const Composer = forwardRef<
  HTMLTextAreaElement,
  {
    copy: ChatCopy;
    value: string;
    onChange: (value: string) => void;
    onSend: () => void;
    onStop?: () => void;
    pending: boolean;
    canSend: boolean;
    /** The page's rule: input and send are disabled while loading. */
    lockWhilePending?: boolean;
    className?: string;
  }
>(function Composer({ copy, value, onChange, onSend, onStop, pending, canSend, lockWhilePending = false, className }, ref) {
  const locked = lockWhilePending && pending;
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const refocus = useRef(false);

  // A disabled field loses its focus; it gets it back when the answer is in.
  useEffect(() => {
    if (!pending && refocus.current) {
      refocus.current = false;
      inner.current?.focus();
    }
  }, [pending]);
  const submit = () => {
    refocus.current = lockWhilePending && canSend;
    onSend();
  };

  return (
    <form
      className={cn("flex items-end gap-2", className)}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={(el) => {
          inner.current = el;
          if (typeof ref === "function") ref(el);
          else if (ref) ref.current = el;
        }}
        rows={1}
        value={value}
        maxLength={CHAT_LIMITS.messageMaxChars}
        disabled={locked}
        aria-label={copy.inputLabel}
        placeholder={copy.placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-forest-900/15 bg-white px-3.5 py-2.5 text-[0.9375rem] leading-snug text-forest-950 placeholder:text-forest-900/70 focus:border-forest-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-moss-400 disabled:cursor-not-allowed disabled:bg-forest-50 disabled:text-forest-900/60"
      />
      {pending && onStop && !lockWhilePending ? (
        <button
          type="button"
          onClick={onStop}
          aria-label={copy.stop}
          title={copy.stop}
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-900 transition-colors hover:bg-forest-200"
        >
          <StopIcon />
        </button>
      ) : (
        <button
          type="submit"
          disabled={locked || !canSend}
          aria-label={copy.send}
          title={copy.send}
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-forest-800 text-white transition-colors hover:bg-forest-700 disabled:cursor-not-allowed disabled:bg-forest-800/35"
        >
          <SendIcon />
        </button>
      )}
    </form>
  );
});
