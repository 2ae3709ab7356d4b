// Small building blocks of the inbox pages: status badge, marks, dates, the subject of an entry.
import { Svg, type IconProps } from "~/components/icons";
import { Badge, type BadgeKind } from "~/components/ui/badge";
import type { SubmissionKind, SubmissionStatus } from "~/features/forms";
import { localeOf, type Lang } from "~/lib/i18n";
import type { AdminCopy } from "../shell/copy";

export type InboxCopy = AdminCopy["inbox"];

const statusBadge: Record<SubmissionStatus, BadgeKind> = { new: "new", in_progress: "beta", done: "neutral" };

export function StatusBadge({ status, m }: { status: SubmissionStatus; m: InboxCopy }) {
  return <Badge kind={statusBadge[status]}>{m.statuses[status]}</Badge>;
}

/**
 * Date and time as the team reads them. The zone is fixed, so the server's HTML and the
 * browser's render agree wherever either runs.
 */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(date);
}

/** What an entry is about: the contact topic, the field of work applied for, or the waitlist's product. */
export function subjectOf(
  row: { kind: SubmissionKind; topic: string | null; field: string | null; product: string | null },
  m: InboxCopy,
): string {
  const label = (labels: Record<string, string>, key: string | null) => (key === null ? "" : (labels[key] ?? key));
  if (row.kind === "contact") return label(m.topics, row.topic);
  if (row.kind === "application") return label(m.fields, row.field);
  return label(m.products, row.product);
}

export const Paperclip = (p: IconProps) => (
  <Svg {...p}>
    <path d="m20 11.5-8.1 8.1a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />
  </Svg>
);

export const Warning = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3 2 20h20L12 3Z" />
    <path d="M12 10v4M12 17h.01" />
  </Svg>
);

/** A failed mail: an icon with its meaning for screen readers and as a tooltip. */
export function MailFailedMark({ m }: { m: InboxCopy }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-red-800" title={m.mailFailed}>
      <Warning className="size-4 shrink-0" />
      <span className="sr-only sm:not-sr-only">{m.mailFailed}</span>
    </span>
  );
}

export function AttachmentMark({ m }: { m: InboxCopy }) {
  return (
    <span className="inline-flex items-center text-forest-800" title={m.hasCv}>
      <Paperclip className="size-4 shrink-0" />
      <span className="sr-only">{m.hasCv}</span>
    </span>
  );
}

/** File sizes as people read them: "12 KB", "1,4 MB". */
export function formatSize(bytes: number, lang: Lang): string {
  const number = new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}

/** A calendar day ("2027-03-14") as people read it: "14. März 2027", "14 March 2027". */
export function formatDay(day: string, lang: Lang): string {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, date)));
}

/**
 * A mail server's error in a line: from its reply code on when there is one ("Can't send mail -
 * all recipients were rejected: 550 5.1.1 …" becomes "550 5.1.1 …"), else the first line, at
 * most `max` characters.
 */
export function shortMailError(message: string, max = 120): string {
  const reply = /(?:^|[\s:])([45]\d\d[ -].*)$/s.exec(message)?.[1];
  const line = (reply ?? message.split("\n")[0] ?? "").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
