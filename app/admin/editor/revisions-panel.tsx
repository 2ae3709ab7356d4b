// The editor's revisions list: each version with its diff against the current one and the
// restore.
import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { type RevisionSummary } from "~/features/blog";
import { cn } from "~/lib/cn";
import type { AdminCopy } from "../shell/copy";
import type { RevisionDiffResult } from "~/features/editor";
import { ErrorBox, hintClass } from "../shell/ui";
import { adminPaths } from "~/config/admin-paths";
import { formatDateTime, panelClass } from "./editor-panels";

type M = AdminCopy["editor"];

/** A revision field's name in the editor's language (the field's own name if unknown). */
const fieldName = (m: M, field: string) => (m.fields as Record<string, string>)[field] ?? field;

function RevisionDiff({ result, m }: { result: RevisionDiffResult; m: M }) {
  if (!result.ok) return <ErrorBox>{result.error}</ErrorBox>;
  return (
    <div className="grid gap-3 rounded-xl border border-forest-900/10 bg-forest-50 p-3" data-testid="revision-diff">
      <p className="text-sm font-semibold text-forest-950">{m.diffHeading(result.revision)}</p>
      {result.fields.length === 0 ? (
        <p className="text-sm text-forest-800">{m.diffNone}</p>
      ) : (
        <>
          <p className="text-xs text-forest-800/80">{m.diffLegend}</p>
          {result.fields.map((field) => (
            <div key={field.field}>
              <h4 className="mb-1 text-sm font-semibold text-forest-950">{fieldName(m, field.field)}</h4>
              <pre className="overflow-x-auto rounded-lg bg-white p-2 font-mono text-[0.8125rem] leading-relaxed whitespace-pre-wrap">
                {field.parts.map((part, index) =>
                  part.kind === "skipped" ? (
                    <span key={index} className="block text-forest-800/70 italic">
                      {m.diffSkipped(part.count)}
                    </span>
                  ) : (
                    part.lines.map((line, j) => (
                      <span
                        key={`${index}-${j}`}
                        className={cn(
                          "block",
                          part.kind === "added" && "bg-green-100 text-green-900",
                          part.kind === "removed" && "bg-red-100 text-red-900",
                        )}
                      >
                        {part.kind === "added" ? "+ " : part.kind === "removed" ? "− " : "  "}
                        {line}
                      </span>
                    ))
                  ),
                )}
              </pre>
            </div>
          ))}
        </>
      )}
    </div>
  );
}

function RevisionItem({
  entry,
  postId,
  currentRevision,
  from,
  lang,
  onRestore,
  m,
}: {
  entry: RevisionSummary;
  postId: string;
  currentRevision: string;
  from: "visual" | "markdown";
  lang: "de" | "en";
  onRestore: () => void;
  m: M;
}) {
  const fetcher = useFetcher<RevisionDiffResult>();
  const [shown, setShown] = useState(false);
  const isCurrent = String(entry.revision) === currentRevision;
  return (
    <li className="grid gap-2 border-b border-forest-900/8 py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-forest-950">
          <strong>{m.revisionNumber(entry.revision)}</strong>
          {isCurrent ? ` (${m.revisionCurrent})` : null} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time> ·{" "}
          {m.revisionBy(entry.actor)} · {m.revisionKinds[entry.kind]}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={shown}
            className={buttonClass("ghost", "md", "h-9 border border-forest-900/20 px-3 text-sm")}
            onClick={() => {
              if (!shown) void fetcher.load(adminPaths.diff(postId, entry.revision));
              setShown(!shown);
            }}
          >
            {shown ? m.hideDiff : m.showDiff}
          </button>
          {!isCurrent ? (
            <Form
              method="post"
              action={adminPaths.restore(postId)}
              onSubmit={(event) => {
                if (!window.confirm(m.restoreConfirm(entry.revision))) event.preventDefault();
                else onRestore();
              }}
            >
              <input type="hidden" name="restore" value={entry.revision} />
              <input type="hidden" name="revision" value={currentRevision} />
              <input type="hidden" name="from" value={from} />
              <button type="submit" className={buttonClass("secondary", "md", "h-9 px-3 text-sm")}>
                {m.restore}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-forest-800/80">
        {entry.changed.length > 0 ? `${m.revisionChanged} ${entry.changed.map((f) => fieldName(m, f)).join(", ")}` : m.revisionFirst}
      </p>
      {shown ? (
        <div role="status" aria-live="polite">
          {fetcher.state !== "idle" || !fetcher.data ? (
            <p className="text-sm text-forest-800">{m.diffLoading}</p>
          ) : (
            <RevisionDiff result={fetcher.data} m={m} />
          )}
        </div>
      ) : null}
    </li>
  );
}

export function RevisionsPanel({
  postId,
  revisions,
  currentRevision,
  from,
  lang,
  onRestore,
  m,
}: {
  postId: string;
  revisions: RevisionSummary[];
  currentRevision: string;
  from: "visual" | "markdown";
  lang: "de" | "en";
  onRestore: () => void;
  m: M;
}) {
  return (
    <section aria-labelledby="revisions-heading" className={panelClass}>
      <div>
        <h2 id="revisions-heading" className="text-lg font-bold text-forest-950">
          {m.revisionsHeading}
        </h2>
        <p className={hintClass}>{m.revisionsLead}</p>
      </div>
      {revisions.length === 0 ? (
        <p className="text-sm text-forest-800">{m.revisionsEmpty}</p>
      ) : (
        <ol className="grid">
          {revisions.map((entry) => (
            <RevisionItem
              key={entry.revision}
              entry={entry}
              postId={postId}
              currentRevision={currentRevision}
              from={from}
              lang={lang}
              onRestore={onRestore}
              m={m}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
