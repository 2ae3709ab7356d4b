import type { Route } from "./+types/transcript";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { adminPaths } from "~/config/admin-paths";
import { formatDateTime } from "~/admin/inbox/inbox-ui";
import { chatOverviewCopy, formatResponseTime } from "~/admin/chat-overview/copy";
import { loadChatTranscript, type TranscriptMessage } from "~/features/chat/index.server";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import type { Lang } from "~/lib/i18n";
import { seo } from "~/lib/meta";

/** One conversation, read-only (signed-in editors only); unknown or past the retention period: 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadChatTranscript(request, params.id);
}

// The conversation's words stay out of the title: titles end up in the browser's history.
export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: chatOverviewCopy[root.lang].transcript.heading,
    description: chatOverviewCopy[root.lang].title,
    canonicalPath: adminPaths.chat,
    noindex: true,
  }));

/** The chat's answer styles (chat-parts.tsx), a little roomier for reading. */
const answerHtmlClass = cn(
  "[&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-forest-900",
  "[&_p]:mt-2 [&_p:first-child]:mt-0 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:mt-1",
  "[&_h1]:mt-3 [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold",
  "[&_strong]:font-semibold [&_code]:rounded [&_code]:bg-forest-50 [&_code]:px-1 [&_code]:text-[0.9em]",
  "[&_blockquote]:mt-2 [&_blockquote]:border-l-2 [&_blockquote]:border-forest-200 [&_blockquote]:pl-3",
);

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang, data) => ({
    title: chatOverviewCopy[lang].transcript.title(formatDateTime(data.transcript.session.start, lang)),
    lead: chatOverviewCopy[lang].transcript.lead(data.transcript.session.lang, data.retentionDays),
    back: { to: adminPaths.chat, label: chatOverviewCopy[lang].transcript.back },
    logout: chatOverviewCopy[lang].logout,
  }),
};

export default function ChatTranscriptPage({ loaderData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = chatOverviewCopy[lang];
  const t = m.transcript;
  const { transcript } = loaderData;
  const { session, messages } = transcript;

  return (
    <>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid max-w-3xl gap-6">
          <section aria-labelledby="transcript-heading" className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
            <h2 id="transcript-heading" className="text-xl font-bold text-forest-950">
              {t.heading}
            </h2>
            {session.topics.length ? (
              <p className="mt-1 text-sm text-forest-800">
                {t.topics}: {session.topics.map((topic) => m.topics[topic]).join(", ")}
              </p>
            ) : null}
            {messages.length === 0 ? (
              <p className="mt-4 text-forest-900">{t.empty}</p>
            ) : (
              <ol className="mt-5 grid gap-4" data-transcript="">
                {messages.map((message) => (
                  <Message key={message.id} message={message} lang={lang} chatLang={session.lang} />
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

function Message({ message, lang, chatLang }: { message: TranscriptMessage; lang: Lang; chatLang: Lang }) {
  const t = chatOverviewCopy[lang].transcript;
  const answer = message.role === "assistant";
  return (
    <li
      data-transcript-message={message.role}
      className={cn(
        "rounded-xl border p-4",
        answer ? "border-forest-900/10 bg-white" : "border-forest-900/5 bg-forest-100/60 sm:ml-12",
        message.unanswered && "border-bark-500/50 bg-bark-50",
      )}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-forest-800">
        <span className="font-semibold text-forest-950">{answer ? t.assistant : t.visitor}</span>
        <time dateTime={message.timestamp}>{formatDateTime(message.timestamp, lang)}</time>
        {answer && message.responseMs !== null ? <span>{t.responseTime(formatResponseTime(message.responseMs, lang))}</span> : null}
        {message.unanswered ? (
          <span className="rounded-full bg-bark-700 px-2 py-0.5 text-xs font-bold text-white" data-unanswered="">
            {t.unanswered}
          </span>
        ) : null}
      </p>
      {answer && message.html !== undefined ? (
        <div lang={chatLang} className={cn("mt-2 text-forest-950", answerHtmlClass)} dangerouslySetInnerHTML={{ __html: message.html }} />
      ) : (
        <p lang={chatLang} className="mt-2 break-words whitespace-pre-wrap text-forest-950">
          {message.content}
        </p>
      )}
      {message.sources.length ? (
        <div className="mt-3 text-sm text-forest-800">
          <span className="font-semibold">{t.sources}:</span>{" "}
          <ul className="inline">
            {message.sources.map((href, i) => (
              <li key={href} className="inline">
                {i > 0 ? ", " : null}
                <a href={href} className="font-mono break-all text-forest-700 underline underline-offset-2 hover:text-forest-600">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
