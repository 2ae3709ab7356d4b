import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { adminPaths } from "~/config/admin-paths";
import type { Route } from "./+types/detail";
import type { AdminScreenHandle } from "~/admin/shell/band";
import { ConfirmDelete } from "~/admin/shell/confirm-delete";
import { Button, buttonClass } from "~/components/ui/button";
import { submissionStatuses } from "~/features/forms";
import { adminCopy } from "~/admin/shell/copy";
import { handleInboxAction, loadInboxDetail } from "~/features/inbox/index.server";
import { inboxMailCopy, type InboxMailCopy } from "~/admin/inbox/copy";
import {
  formatDateTime,
  formatDay,
  formatSize,
  MailFailedMark,
  Paperclip,
  shortMailError,
  StatusBadge,
  subjectOf,
  Warning,
  type InboxCopy,
} from "~/admin/inbox/inbox-ui";
import { ErrorBox, TimedNotice } from "~/admin/shell/ui";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/meta";

export function loader({ request, params }: Route.LoaderArgs) {
  return loadInboxDetail(request, params.id);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleInboxAction(request, params.id, context.lang);
}

// The person's name stays out of the title: titles end up in the browser's history.
export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: adminCopy[root.lang].inbox.title,
    description: adminCopy[root.lang].inbox.lead,
    canonicalPath: adminPaths.inbox,
    noindex: true,
  }));

type Submission = Route.ComponentProps["loaderData"]["submission"];
type Retention = Route.ComponentProps["loaderData"]["retention"];

const card = "rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6";
const heading = "text-xl font-bold text-forest-950";

export const handle: AdminScreenHandle<Route.ComponentProps["loaderData"]> = {
  band: (lang, { submission: s }) => ({
    title: adminCopy[lang].inbox.detailTitle(s.name),
    lead: `${adminCopy[lang].inbox.kinds[s.kind]} · ${formatDateTime(s.createdAt, lang)}`,
    back: { to: adminPaths.inbox, label: adminCopy[lang].inbox.backToList },
    logout: adminCopy[lang].inbox.logout,
  }),
};

export default function InboxDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useApp();
  const m = adminCopy[lang].inbox;
  const mm = inboxMailCopy[lang];
  const { submission: s, retention } = loaderData;
  const [params] = useSearchParams();
  const confirming = params.has("confirm");
  const saved = params.get("saved");
  const base = `${adminPaths.submission(s.id)}`;

  return (
    <>
      <div className="bg-forest-50 py-10 sm:py-14">
        <div className="container-site grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="grid min-w-0 gap-8">
            {saved ? <TimedNotice show={saved}>{m.statusSaved}</TimedNotice> : null}
            {actionData && "error" in actionData ? (
              <div role="alert">
                <ErrorBox>{actionData.error}</ErrorBox>
              </div>
            ) : null}

            {confirming ? (
              <ConfirmDelete
                title={m.confirmTitle(s.name)}
                body={m.confirmBody}
                action={base}
                cancelTo={base}
                cancel={m.cancel}
                confirm={m.confirmDelete}
              />
            ) : null}

            <FailedMails m={m} mm={mm} mails={s.mails} />

            <section aria-labelledby="details-heading" className={card}>
              <h2 id="details-heading" className={heading}>
                {m.detailsHeading}
              </h2>
              <Details m={m} submission={s} />
            </section>

            <section aria-labelledby="message-heading" className={card}>
              <h2 id="message-heading" className={heading}>
                {m.messageHeading}
              </h2>
              {/* Text, never HTML: React escapes it; line breaks are kept as written. */}
              {s.message ? (
                <p className="mt-3 max-w-prose text-base leading-relaxed whitespace-pre-wrap text-forest-950 [overflow-wrap:anywhere]">
                  {s.message}
                </p>
              ) : (
                <p className="mt-3 text-forest-800">{m.noMessage}</p>
              )}
            </section>

            {s.kind === "application" || s.attachment ? (
              <section aria-labelledby="attachment-heading" className={card}>
                <h2 id="attachment-heading" className={heading}>
                  {m.attachmentHeading}
                </h2>
                {s.attachment ? (
                  <p className="mt-3">
                    <a
                      href={`${base}/lebenslauf`}
                      className="inline-flex items-center gap-2 font-semibold break-all text-forest-800 underline underline-offset-2 hover:text-forest-600"
                    >
                      <Paperclip className="size-5 shrink-0" />
                      {m.download(s.attachment.fileName)}
                    </a>{" "}
                    <span className="text-sm text-forest-800">(PDF, {formatSize(s.attachment.size, lang)})</span>
                  </p>
                ) : (
                  <p className="mt-3 text-forest-800">{m.noAttachment}</p>
                )}
              </section>
            ) : null}

            <section aria-labelledby="mails-heading" className={card}>
              <h2 id="mails-heading" className={heading}>
                {m.mailsHeading}
              </h2>
              <Mails m={m} mm={mm} mails={s.mails} />
            </section>
          </div>

          <aside className="grid gap-8">
            <StatusForm m={m} mm={mm} submission={s} retention={retention} action={base} />
            <section aria-labelledby="delete-heading" className={card}>
              <h2 id="delete-heading" className={heading}>
                {m.deleteHeading}
              </h2>
              <p className="mt-2 text-sm text-forest-800">{m.deleteLead}</p>
              {/* The first step only opens the confirmation (a plain link, no JavaScript needed). */}
              <Link
                to={`${base}?confirm=1`}
                className={buttonClass("ghost", "md", "mt-4 border border-red-700/50 text-red-800 hover:bg-red-50")}
              >
                {m.delete}
              </Link>
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}

function Details({ m, submission: s }: { m: InboxCopy; submission: Submission }) {
  const { lang } = useApp();
  const subjectLabel = s.kind === "contact" ? m.topic : s.kind === "application" ? m.field : m.product;
  const extra = Object.entries(s.details).filter(([, value]) => value !== null && value !== undefined && value !== "");
  const rows: [string, React.ReactNode][] = [
    [m.name, s.name],
    [
      m.email,
      <a key="email" href={`mailto:${s.email}`} className="text-forest-800 underline underline-offset-2 hover:text-forest-600">
        {s.email}
      </a>,
    ],
    ...(s.company ? [[m.company, s.company] as [string, React.ReactNode]] : []),
    ...(s.phone ? [[m.phone, s.phone] as [string, React.ReactNode]] : []),
    [subjectLabel, subjectOf(s, m) || "–"],
    ...extra.map(
      ([key, value]) => [m.detailKeys[key] ?? key, typeof value === "string" ? value : JSON.stringify(value)] as [string, React.ReactNode],
    ),
    [m.lang, m.langs[s.lang] ?? s.lang],
    ...(s.page ? [[m.page, s.page] as [string, React.ReactNode]] : []),
    [
      m.created,
      <time key="created" dateTime={s.createdAt}>
        {formatDateTime(s.createdAt, lang)}
      </time>,
    ],
    [
      m.updated,
      <time key="updated" dateTime={s.updatedAt}>
        {formatDateTime(s.updatedAt, lang)}
      </time>,
    ],
    [m.statusLabel, <StatusBadge key="status" status={s.status} m={m} />],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-forest-950 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-forest-800 max-sm:mt-2">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Which mail did not arrive and why, above everything else: a failed acknowledgement usually
 * means a mistyped address, which the team then sees before replying.
 */
function FailedMails({ m, mm, mails }: { m: InboxCopy; mm: InboxMailCopy; mails: Submission["mails"] }) {
  const failed = mails.filter((mail) => mail.status === "failed");
  if (failed.length === 0) return null;
  return (
    <section aria-labelledby="failed-heading" className="rounded-2xl border-2 border-red-700/60 bg-red-50 p-4 sm:p-6">
      <h2 id="failed-heading" className="flex items-center gap-2 text-lg font-bold text-red-800">
        <Warning className="size-5 shrink-0" />
        {mm.failedHeading}
      </h2>
      <ul className="mt-2 grid gap-2 text-forest-950">
        {failed.map((mail) => (
          <li key={mail.id} className="[overflow-wrap:anywhere]">
            <span className="font-semibold">
              {mm.failedLine(m.purposes[mail.purpose], mail.lastError ? shortMailError(mail.lastError) : mm.noError)}
            </span>{" "}
            {mail.refusedForGood ? mm.refusedForGood : mm.gaveUp(mail.attempts)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Mails({ m, mm, mails }: { m: InboxCopy; mm: InboxMailCopy; mails: Submission["mails"] }) {
  const { lang } = useApp();
  if (mails.length === 0) return <p className="mt-3 text-forest-800">{m.noMails}</p>;
  return (
    <ul className="mt-4 grid gap-3">
      {mails.map((mail) => (
        <li
          key={mail.id}
          className={cn(
            "rounded-xl border p-4",
            mail.status === "failed" ? "border-red-700/50 bg-red-50" : "border-forest-900/12 bg-forest-50/60",
          )}
        >
          <p className="font-semibold text-forest-950">{m.purposes[mail.purpose]}</p>
          <p className="mt-1 text-sm break-all text-forest-900">
            {m.to}: {mail.to}
          </p>
          <p className="mt-2 text-sm text-forest-950">
            {mail.status === "sent" ? (
              m.mailSent(mail.sentAt ? formatDateTime(mail.sentAt, lang) : "–")
            ) : mail.status === "pending" ? (
              m.mailPending(formatDateTime(mail.nextAttemptAt, lang))
            ) : (
              <MailFailedMark m={m} />
            )}
            <span className="text-forest-800"> · {m.attempts(mail.attempts)}</span>
          </p>
          {mail.lastError && mail.status !== "sent" ? (
            <p className="mt-1 text-sm [overflow-wrap:anywhere] text-forest-900">
              <span className="font-semibold">{m.lastError}:</span> {shortMailError(mail.lastError)}
              {mail.refusedForGood ? ` · ${mm.refusedForGood}` : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function StatusForm({
  m,
  mm,
  submission: s,
  retention,
  action,
}: {
  m: InboxCopy;
  mm: InboxMailCopy;
  submission: Submission;
  retention: Retention;
  action: string;
}) {
  const { lang } = useApp();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  return (
    <section aria-labelledby="status-heading" className={card}>
      <h2 id="status-heading" className={heading}>
        {m.statusHeading}
      </h2>
      <Form method="post" action={action} className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="status" />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-forest-950">{m.statusChange}</legend>
          <div className="grid gap-2">
            {submissionStatuses.map((status) => (
              <label key={status} className="flex items-center gap-3 rounded-lg px-1 py-1 text-forest-950 hover:bg-forest-50">
                <input
                  type="radio"
                  name="status"
                  value={status}
                  defaultChecked={s.status === status}
                  key={`${status}-${s.status}`}
                  className="size-4 accent-forest-700"
                />
                {m.statuses[status]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="secondary" disabled={busy}>
          {m.statusSave}
        </Button>
      </Form>
      {/* What the privacy policy promises, as it applies to this entry. */}
      <p className="mt-4 text-sm text-forest-800" data-retention>
        {retention.erasureDay
          ? mm.erasesOn(formatDay(retention.erasureDay, lang))
          : retention.months !== null
            ? mm.erasesAfter(retention.months)
            : mm.keptUntilLaunch}
      </p>
    </section>
  );
}
