import { useRef } from "react";
import { Link } from "react-router";
import { paths } from "~/config/pages";
import { Check } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestchatCopy } from "./copy";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import { Announcer, ChatAvatar, Composer, MessageList, useChat, type ChatCopy } from "~/features/chat/index.inline";
import { ForestchatIconFor } from "./icons";

type PageCopy = ForestchatCopy;

/**
 * The chat section of /forestchat: eight quick buttons that only fill
 * the input, a 600 px chat window with the fixed welcome, typing indicator and the red banner
 * on failure, input and send disabled while loading, and the disclaimer. Same state machine
 * and session as the widget.
 */
export function PageChat({ copy, disclaimer, texts }: { copy: PageCopy["chat"]; disclaimer: PageCopy["disclaimer"]; texts: ChatCopy }) {
  const { lang } = useApp();
  const chat = useChat({ greeting: copy.greeting });
  const input = useRef<HTMLTextAreaElement>(null);
  const error = chat.state.error;
  // A failure shows the red banner's general message; a refusal the server explains itself (rate
  // limit, message too long) shows its own.
  const banner = error ? (error.kind === "rate-limit" || error.kind === "rejected" ? (error.message ?? texts.banner) : texts.banner) : null;

  return (
    <Section id="chat" tone="forest" labelledBy="chat-title">
      <SectionHeading id="chat-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-10">
        <div>
          <h3 id="chat-quick" className="text-sm font-semibold tracking-[0.14em] text-forest-600 uppercase">
            {copy.quickTitle}
          </h3>
          <ul aria-labelledby="chat-quick" className="mt-4 flex flex-wrap gap-2 lg:grid lg:grid-cols-1 lg:gap-2.5">
            {copy.questions.map((q) => (
              <li key={q.label}>
                <button
                  type="button"
                  data-question={q.question}
                  onClick={() => {
                    chat.setInput(q.question);
                    track("cta_click", { cta: "chat_quick_question", location: "forestchat_quick_access", item: q.icon });
                    input.current?.focus();
                  }}
                  className="flex w-full items-center gap-2.5 rounded-full border border-forest-900/10 bg-white py-1.5 pr-4 pl-1.5 text-left text-sm leading-snug font-semibold text-forest-900 shadow-card transition-colors hover:border-forest-500 hover:bg-forest-50 lg:gap-3 lg:rounded-2xl lg:py-2.5 lg:pl-2.5"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-forest-100 text-forest-700 lg:rounded-lg"
                  >
                    <ForestchatIconFor icon={q.icon} className="size-[18px]" />
                  </span>
                  {q.label}
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm leading-relaxed text-forest-800/75">{copy.quickHint}</p>
        </div>

        <div className="min-w-0">
          <div
            data-chat-page=""
            className="flex h-[600px] flex-col overflow-hidden rounded-3xl bg-[#f5f7f4] shadow-lift ring-1 ring-forest-900/8"
          >
            <div className="flex shrink-0 items-center gap-3 border-b border-forest-900/[0.07] bg-white px-5 py-4">
              <ChatAvatar className="size-10" />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-semibold">
                  {texts.title}
                  <Badge kind="alpha">{texts.badge}</Badge>
                </p>
                <p className="truncate text-sm text-forest-800/70">{texts.subtitle}</p>
              </div>
            </div>
            <Announcer text={chat.state.announcement} />
            <MessageList state={chat.state} copy={texts} lang={lang} className="px-4 py-5 sm:px-6" />
            {banner ? (
              <div
                role="alert"
                data-chat-banner=""
                className="mx-4 mb-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm leading-snug font-medium text-red-800 sm:mx-6"
              >
                {banner}
              </div>
            ) : null}
            <div className="shrink-0 border-t border-forest-900/[0.07] bg-white p-3 sm:p-4">
              <Composer
                ref={input}
                copy={texts}
                value={chat.state.input}
                onChange={chat.setInput}
                onSend={chat.send}
                pending={chat.pending}
                canSend={chat.canSend}
                lockWhilePending
              />
            </div>
          </div>

          <aside aria-labelledby="chat-disclaimer" className="mt-6 rounded-2xl border border-forest-900/8 bg-white/70 p-5 sm:p-6">
            <h3 id="chat-disclaimer" className="flex items-center gap-2 font-semibold">
              {disclaimer.title}
              <Badge kind="alpha">{texts.badge}</Badge>
            </h3>
            <ul className="mt-3 grid gap-2 text-sm leading-relaxed text-forest-800/85">
              {disclaimer.items.map((item) => (
                <li key={item} className="flex gap-2.5">
                  <Check className="mt-0.5 size-4 shrink-0 text-forest-600" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-forest-800/75">
              {disclaimer.privacy}{" "}
              <Link to={paths.datenschutz} className="font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900">
                {disclaimer.privacyLink}
              </Link>
              .
            </p>
          </aside>
        </div>
      </div>
    </Section>
  );
}
