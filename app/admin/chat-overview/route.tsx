import { Link } from "react-router";
import type { Route } from "./+types/route";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { formatDateTime } from "~/admin/inbox/inbox-ui";
import { ErrorBox } from "~/admin/shell/ui";
import {
  chatOverviewCopy,
  formatResponseTime,
  formatShortDay,
  OVERVIEW_LIST_LIMIT,
  type ChatOverviewCopy,
} from "~/admin/chat-overview/copy";
import { loadChatOverview, type ChatOverview } from "~/features/chat/index.server";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import type { Lang } from "~/lib/i18n";
import { seo } from "~/lib/meta";
import { adminPaths } from "~/config/admin-paths";

/** What visitors ask ForestChat, per day, by topic, and what went unanswered (signed-in editors only). */
export function loader({ request }: Route.LoaderArgs) {
  return loadChatOverview(request);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: chatOverviewCopy[root.lang].title,
    description: chatOverviewCopy[root.lang].perDayHeading,
    canonicalPath: adminPaths.chat,
    noindex: true,
  }));

const card = "rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6";
const heading = "text-xl font-bold text-forest-950";
const note = "mt-1 text-sm text-forest-800";
const link = "font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-600";
const cellLabel = "text-xs font-semibold tracking-wide text-forest-700 uppercase sm:hidden";

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang, data) => ({
    title: chatOverviewCopy[lang].title,
    lead: chatOverviewCopy[lang].lead(data.days, data.retentionDays),
    back: { to: adminPaths.list, label: chatOverviewCopy[lang].backToBlog },
    logout: chatOverviewCopy[lang].logout,
  }),
};

export default function ChatOverviewPage({ loaderData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = chatOverviewCopy[lang];
  const { days, options, overview } = loaderData;
  const tab = (active: boolean) =>
    cn(
      "rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-moss-400",
      active ? "bg-forest-900 text-white" : "border border-forest-900/20 text-forest-900 hover:bg-forest-100",
    );

  return (
    <>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid gap-6">
          <nav aria-label={m.periodLabel} className="flex flex-wrap items-center gap-2">
            <span className="mr-1 text-sm font-semibold text-forest-900">{m.periodLabel}:</span>
            {options.map((option) => (
              <Link
                key={option}
                to={`${adminPaths.chat}?days=${option}`}
                className={tab(option === days)}
                aria-current={option === days ? "page" : undefined}
              >
                {m.period(option)}
              </Link>
            ))}
          </nav>
          {overview === null ? (
            <ErrorBox>{m.loadError}</ErrorBox>
          ) : (
            <>
              <Totals m={m} lang={lang} totals={overview.totals} />
              <PerDay m={m} lang={lang} perDay={overview.perDay} />
              <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
                <Topics m={m} topics={overview.topics} />
                <Unanswered m={m} lang={lang} rows={overview.unanswered} total={overview.totals.unanswered} />
              </div>
              <Sessions m={m} lang={lang} rows={overview.sessions} />
            </>
          )}
        </div>
      </div>
    </>
  );
}

function Totals({ m, lang, totals }: { m: ChatOverviewCopy; lang: Lang; totals: ChatOverview["totals"] }) {
  const number = (n: number) => n.toLocaleString(lang === "de" ? "de-DE" : "en-GB");
  const items: [string, string, boolean?][] = [
    [m.stats.sessions, number(totals.sessions)],
    [m.stats.questions, number(totals.questions)],
    [m.stats.messages, number(totals.messages)],
    [m.stats.averageResponse, totals.averageResponseMs === null ? m.noValue : formatResponseTime(totals.averageResponseMs, lang)],
    [m.stats.unanswered, number(totals.unanswered), totals.unanswered > 0],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-chat-totals="">
      {items.map(([label, value, warn]) => (
        <div key={label} className={cn(card, "flex flex-col-reverse gap-1 sm:p-5")}>
          <dt className="text-sm font-semibold text-forest-800">{label}</dt>
          <dd className={cn("text-3xl font-bold tabular-nums", warn ? "text-bark-700" : "text-forest-950")}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PerDay({ m, lang, perDay }: { m: ChatOverviewCopy; lang: Lang; perDay: ChatOverview["perDay"] }) {
  const max = Math.max(1, ...perDay.map((d) => d.sessions));
  return (
    <section aria-labelledby="chat-days" className={card}>
      <h2 id="chat-days" className={heading}>
        {m.perDayHeading}
      </h2>
      <p className={note}>{m.perDayNote}</p>
      <table className="mt-4 w-full text-sm text-forest-950">
        <thead>
          <tr className="border-b border-forest-900/10 text-left">
            <th scope="col" className="py-2 pr-3">
              {m.day}
            </th>
            <th scope="col" className="py-2 pr-3">
              {m.sessions}
            </th>
            <th scope="col" className="w-16 py-2 text-right sm:w-24">
              {m.questions}
            </th>
          </tr>
        </thead>
        <tbody>
          {perDay.map((d) => (
            <tr key={d.day} className="border-b border-forest-900/5 last:border-0" data-chat-day={d.day}>
              <th scope="row" className="py-1.5 pr-3 text-left font-medium whitespace-nowrap">
                <time dateTime={d.day}>{formatShortDay(d.day, lang)}</time>
              </th>
              <td className="w-full py-1.5 pr-3">
                <span className="flex items-center gap-2">
                  <span className="w-7 shrink-0 text-right tabular-nums" data-chat-sessions="">
                    {d.sessions}
                  </span>
                  <span aria-hidden="true" className="h-3 flex-1 rounded-sm bg-forest-900/5">
                    <span
                      className={cn("block h-full rounded-sm bg-forest-600", d.sessions === 0 && "hidden")}
                      style={{ width: `${(d.sessions / max) * 100}%` }}
                    />
                  </span>
                </span>
              </td>
              <td className="py-1.5 text-right tabular-nums" data-chat-questions="">
                {d.questions}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Topics({ m, topics }: { m: ChatOverviewCopy; topics: ChatOverview["topics"] }) {
  const max = Math.max(1, ...topics.map((t) => t.sessions));
  return (
    <section aria-labelledby="chat-topics" className={card}>
      <h2 id="chat-topics" className={heading}>
        {m.topicsHeading}
      </h2>
      <p className={note}>{m.topicsNote}</p>
      {topics.length === 0 ? (
        <p className="mt-4 text-forest-900">{m.topicsEmpty}</p>
      ) : (
        <ol className="mt-4 grid gap-3" data-chat-topics="">
          {topics.map((t) => (
            <li key={t.topic} data-topic={t.topic}>
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-forest-950">{m.topics[t.topic]}</span>
                <span className="text-sm text-forest-800 tabular-nums">{m.topicSessions(t.sessions)}</span>
              </span>
              <span aria-hidden="true" className="mt-1 block h-2 rounded-sm bg-forest-900/5">
                <span className="block h-full rounded-sm bg-moss-500" style={{ width: `${(t.sessions / max) * 100}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Unanswered({ m, lang, rows, total }: { m: ChatOverviewCopy; lang: Lang; rows: ChatOverview["unanswered"]; total: number }) {
  return (
    <section aria-labelledby="chat-unanswered" className={card}>
      <h2 id="chat-unanswered" className={heading}>
        {m.unansweredHeading}
      </h2>
      <p className={note}>
        {m.unansweredNote}
        {total > rows.length ? ` ${m.listLimit(OVERVIEW_LIST_LIMIT)}` : null}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 text-forest-900">{m.unansweredEmpty}</p>
      ) : (
        <ul className="mt-4 grid divide-y divide-forest-900/10" data-chat-unanswered="">
          {rows.map((row) => {
            const when = formatDateTime(row.at, lang);
            return (
              <li key={row.id} className="py-3 first:pt-0 last:pb-0">
                <p lang={row.lang} className="line-clamp-4 break-words whitespace-pre-wrap text-forest-950">
                  {row.question ?? <span className="text-forest-800 italic">{m.questionGone}</span>}
                </p>
                <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-forest-800">
                  <time dateTime={row.at}>{when}</time>
                  <span>{m.languages[row.lang]}</span>
                  <Link to={adminPaths.transcript(row.sessionId)} className={link} aria-label={m.openTranscriptOf(when)}>
                    {m.openTranscript}
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Sessions({ m, lang, rows }: { m: ChatOverviewCopy; lang: Lang; rows: ChatOverview["sessions"] }) {
  return (
    <section aria-labelledby="chat-sessions" className={card}>
      <h2 id="chat-sessions" className={heading}>
        {m.sessionsHeading}
      </h2>
      {rows.length >= OVERVIEW_LIST_LIMIT ? <p className={note}>{m.listLimit(OVERVIEW_LIST_LIMIT)}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-4 text-forest-900">{m.sessionsEmpty}</p>
      ) : (
        <table className="mt-4 w-full border-collapse text-left text-sm max-sm:block" data-chat-sessions-list="">
          <thead className="max-sm:sr-only">
            <tr className="border-b border-forest-900/15 text-forest-800">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {m.start}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {m.language}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                {m.messages}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {m.topicsColumn}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {m.unansweredColumn}
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.map((s) => {
              const when = formatDateTime(s.start, lang);
              return (
                <tr
                  key={s.id}
                  className="border-b border-forest-900/10 align-top last:border-0 max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:gap-y-1 max-sm:py-3"
                >
                  <td className="py-2 pr-4 whitespace-nowrap max-sm:w-full max-sm:py-0">
                    <Link to={adminPaths.transcript(s.id)} className={link}>
                      <time dateTime={s.start}>{when}</time>
                    </Link>
                  </td>
                  <td className="py-2 pr-4 text-forest-900 max-sm:py-0">
                    <span className={cellLabel}>{m.language}: </span>
                    {m.languages[s.lang]}
                  </td>
                  <td className="py-2 pr-4 text-forest-900 tabular-nums sm:text-right max-sm:py-0">
                    <span className={cellLabel}>{m.messages}: </span>
                    {s.messages}
                  </td>
                  <td className="py-2 pr-4 text-forest-900 max-sm:order-last max-sm:w-full max-sm:py-0">
                    <span className={cellLabel}>{m.topicsColumn}: </span>
                    {s.topics.length ? s.topics.map((t) => m.topics[t]).join(", ") : m.noValue}
                  </td>
                  <td
                    className={cn(
                      "py-2 tabular-nums sm:text-right max-sm:py-0",
                      s.unanswered > 0 ? "font-semibold text-bark-700" : "text-forest-900",
                    )}
                  >
                    <span className={cellLabel}>{m.unansweredColumn}: </span>
                    {s.unanswered}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
