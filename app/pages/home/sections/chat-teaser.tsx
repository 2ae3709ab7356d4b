import { Link, useNavigate } from "react-router";
import { ArrowRight, Chat, Sparkles } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { openChatWidget } from "~/features/chat";
import { track } from "~/lib/analytics";
import type { HomeCopy } from "~/pages/home/copy";

/**
 * ForestChat teaser. Its buttons open the global chat panel, an example question pre-filled, so
 * the visitor stays on the home page; where no widget answers, they lead to /forestchat.
 */
export function ChatTeaser({ copy }: { copy: HomeCopy["chat"] }) {
  const navigate = useNavigate();

  function openChat(question?: string) {
    track("cta_click", { cta: question ? "chat_example_question" : "open_chat", location: "home_chat_teaser" });
    if (!openChatWidget(question ? { question } : {})) void navigate(paths.forestchat);
  }

  return (
    <Section id="forestchat" tone="forest" labelledBy="chat-title" className="max-sm:py-12">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.05fr] lg:gap-20">
        <div>
          <div className="mb-4 flex items-center gap-3">
            <Badge kind="alpha">{copy.badge}</Badge>
          </div>
          <SectionHeading id="chat-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-4">
            <Button variant="secondary" size="lg" onClick={() => openChat()}>
              <Chat className="size-5" />
              {copy.open}
            </Button>
            <Link
              to={paths.forestchat}
              className="group inline-flex items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline"
            >
              {copy.more}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </div>
          <p className="mt-6 max-w-xl text-sm leading-relaxed text-forest-800/75 sm:mt-8">{copy.disclaimer}</p>
        </div>

        <div className="rounded-3xl border border-forest-900/8 bg-white p-4 shadow-lift sm:p-7">
          <div className="flex items-center gap-3 border-b border-forest-900/8 pb-4">
            <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-forest-800 text-moss-300">
              <Sparkles className="size-5" />
            </span>
            <p className="font-semibold">ForestChat</p>
            <Badge kind="alpha">{copy.badge}</Badge>
          </div>
          <p className="mt-5 max-w-[85%] rounded-2xl rounded-tl-md bg-forest-50 px-4 py-3 leading-relaxed text-forest-900">
            {copy.greeting}
          </p>
          <h3 id="chat-examples" className="mt-5 text-sm font-semibold text-forest-800/80">
            {copy.examplesTitle}
          </h3>
          <ul aria-labelledby="chat-examples" className="mt-3 grid gap-2.5">
            {copy.questions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => openChat(question)}
                  className="group flex w-full items-center justify-between gap-4 rounded-2xl border border-forest-900/12 bg-white px-4 py-2.5 text-left text-[0.9375rem] leading-snug text-forest-900 transition-colors hover:border-forest-500 hover:bg-forest-50"
                >
                  <span>{question}</span>
                  <ArrowRight className="size-4 shrink-0 text-forest-600 transition-transform group-hover:translate-x-0.5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
