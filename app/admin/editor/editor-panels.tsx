// The editor's panels beside the main fields (issue 16): status and publish date, the draft's
// preview link, and SEO & social fields (the revisions list is in revisions-panel.tsx).
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { metaLimits, type PostLang, type PostStatus } from "~/features/blog";
import { cn } from "~/lib/cn";
import type { AdminCopy } from "../shell/copy";
import type { PreviewLinkResult, TranslationOption } from "~/features/editor";
import { hintClass, inputClass, labelClass } from "../shell/ui";
import { adminPaths } from "~/config/admin-paths";

type M = AdminCopy["editor"];

export const panelClass = "grid gap-4 rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6";

/** A date and time in the editor's language, in the browser's time zone. */
export function formatDateTime(iso: string, lang: PostLang | "de" | "en"): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t).toLocaleString(lang === "en" ? "en-GB" : "de-DE", { dateStyle: "long", timeStyle: "short" });
}

/* ------------------------------------------------------------------ status */

export function StatusFields({
  canPublish,
  status,
  onStatus,
  dateInput,
  storedStatus,
  storedDate,
  lang,
  m,
}: {
  /** Editors and owners: draft, review, scheduled, published; authors: draft and "Zur Prüfung einreichen". */
  canPublish: boolean;
  status: PostStatus;
  onStatus: (status: PostStatus) => void;
  /** The publish date field (it differs with and without JavaScript, see EditorForm). */
  dateInput: React.ReactNode;
  /** The saved post's status and date; null for a post not saved yet. */
  storedStatus: PostStatus | null;
  storedDate: string | null;
  lang: "de" | "en";
  m: M;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <fieldset>
        <legend className={labelClass}>{m.status}</legend>
        <div className="flex flex-wrap gap-2">
          {(canPublish ? (["draft", "review", "scheduled", "published"] as const) : (["draft", "review"] as const)).map((value) => (
            <label
              key={value}
              className={cn(
                "inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold",
                "focus-within:outline-3 focus-within:outline-moss-400",
                status === value
                  ? "border-forest-800 bg-forest-800 text-white"
                  : "border-forest-900/20 bg-white text-forest-800 hover:bg-forest-50",
              )}
            >
              <input
                type="radio"
                name="status"
                value={value}
                checked={status === value}
                onChange={() => onStatus(value)}
                className="size-4 accent-moss-400"
              />
              {value === "review" && !canPublish ? m.submitForReview : m.statuses[value]}
            </label>
          ))}
        </div>
        {!canPublish ? <p className={hintClass}>{m.reviewHint}</p> : null}
        {storedStatus ? (
          <p className={hintClass} data-testid="current-status">
            {m.statusCurrent} <strong>{m.statuses[storedStatus]}</strong>
            {storedStatus === "scheduled" && storedDate ? ` (${m.statusScheduledFor(formatDateTime(storedDate, lang))})` : null}
          </p>
        ) : null}
      </fieldset>
      {canPublish ? (
        <div>
          <label htmlFor="post-date" className={labelClass}>
            {m.publishDate}
          </label>
          {dateInput}
          <p id="post-date-hint" className={hintClass}>
            {m.publishDateHint}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/* ------------------------------------------------------------- preview link */

export function PreviewLinkPanel({ postId, active, m }: { postId: string | null; active: boolean; m: M }) {
  const fetcher = useFetcher<PreviewLinkResult>();
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const result = fetcher.data;
  const url = result?.ok ? result.url : null;
  const isActive = result?.ok ? result.active : active;
  const busy = fetcher.state !== "idle";
  const copied = url !== null && copiedUrl === url;

  return (
    <section aria-labelledby="preview-link-heading" className={panelClass}>
      <div>
        <h2 id="preview-link-heading" className="text-lg font-bold text-forest-950">
          {m.previewLinkHeading}
        </h2>
        <p className={hintClass}>{m.previewLinkLead}</p>
      </div>
      {postId === null ? (
        <p className="text-sm text-forest-800">{m.previewLinkNeedsSave}</p>
      ) : (
        <fetcher.Form method="post" action={adminPaths.previewLink(postId)} className="grid gap-3">
          {url ? (
            <div>
              <label htmlFor="preview-link" className={labelClass}>
                {m.previewLinkLabel}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id="preview-link"
                  readOnly
                  value={url}
                  onFocus={(event) => event.target.select()}
                  className={cn(inputClass(), "h-11 min-w-0 flex-1 font-mono text-sm")}
                />
                <Button
                  variant="ghost"
                  className="border border-forest-900/20"
                  onClick={() => {
                    void navigator.clipboard?.writeText(url).then(() => setCopiedUrl(url));
                  }}
                >
                  {m.previewLinkCopy}
                </Button>
              </div>
            </div>
          ) : isActive ? (
            <p className="text-sm text-forest-800">{m.previewLinkActive}</p>
          ) : null}
          <div role="status" aria-live="polite" className="empty:hidden">
            {copied ? <p className="text-sm font-medium text-forest-800">{m.previewLinkCopied}</p> : null}
            {result?.ok && !result.active ? <p className="text-sm font-medium text-forest-800">{m.previewLinkRevoked}</p> : null}
            {result && !result.ok ? <p className="text-sm font-medium text-red-700">{result.error}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="create" disabled={busy} className={buttonClass("secondary", "md")}>
              {isActive ? m.previewLinkRenew : m.previewLinkCreate}
            </button>
            {isActive ? (
              <button
                type="submit"
                name="intent"
                value="revoke"
                disabled={busy}
                className={buttonClass("ghost", "md", "border border-forest-900/20")}
              >
                {m.previewLinkRevoke}
              </button>
            ) : null}
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}

/* -------------------------------------------------------------------- SEO */

function Counter({ id, count, warnAbove, max, m }: { id: string; count: number; warnAbove: number; max: number; m: M }) {
  const over = count > warnAbove;
  return (
    <span id={id} className={cn("text-sm tabular-nums", over ? "font-semibold text-amber-800" : "text-forest-800/80")}>
      {m.counter(count, warnAbove)}
      {max > warnAbove && count > max ? " !" : null}
    </span>
  );
}

export interface SeoValues {
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  translationId: string;
}

export function SeoFields({
  values,
  onChange,
  defaults,
  lang,
  translations,
  open,
  m,
}: {
  values: SeoValues;
  onChange: (values: SeoValues) => void;
  /** What applies when a field is empty: shown as placeholders. */
  defaults: { title: string; summary: string; cover: string };
  lang: PostLang;
  translations: TranslationOption[];
  open: boolean;
  m: M;
}) {
  // Kept in state, so a re-render never closes what the editor opened.
  const [isOpen, setOpen] = useState(open);
  const others = translations.filter((t) => t.lang !== lang);
  const set = (patch: Partial<SeoValues>) => onChange({ ...values, ...patch });
  const titleLength = values.metaTitle.trim().length;
  return (
    <section aria-labelledby="seo-heading" className="rounded-2xl border border-forest-900/8 bg-white shadow-card">
      <h2 id="seo-heading" className="text-lg font-bold text-forest-950">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls="seo-fields"
          onClick={() => setOpen(!isOpen)}
          className="flex w-full items-center justify-between gap-3 px-4 py-4 text-left focus-visible:outline-3 focus-visible:outline-moss-400 sm:px-6"
        >
          {m.seoHeading}
          <span aria-hidden="true" className={cn("transition-transform", isOpen && "rotate-180")}>
            ▾
          </span>
        </button>
      </h2>
      {/* Closed, the fields stay in the form (hidden), so every save still sends them. */}
      <div id="seo-fields" hidden={!isOpen} className="grid gap-5 px-4 pb-6 sm:px-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <div className="mb-1.5 flex items-end justify-between gap-2">
            <label htmlFor="post-meta-title" className={cn(labelClass, "mb-0")}>
              {m.metaTitle}
            </label>
            <Counter
              id="post-meta-title-count"
              count={titleLength}
              warnAbove={metaLimits.titleRecommended}
              max={metaLimits.titleMax}
              m={m}
            />
          </div>
          <input
            id="post-meta-title"
            name="metaTitle"
            value={values.metaTitle}
            maxLength={metaLimits.titleMax}
            placeholder={defaults.title}
            aria-describedby="post-meta-title-count post-meta-title-hint"
            onChange={(event) => set({ metaTitle: event.target.value })}
            className={cn(inputClass(titleLength > metaLimits.titleRecommended), "h-12")}
          />
          <p id="post-meta-title-hint" className={cn(hintClass, titleLength > metaLimits.titleRecommended && "font-medium text-amber-800")}>
            {titleLength > metaLimits.titleRecommended ? m.metaTitleLong : m.metaTitleHint}
          </p>
        </div>
        <div className="lg:col-span-2">
          <div className="mb-1.5 flex items-end justify-between gap-2">
            <label htmlFor="post-meta-description" className={cn(labelClass, "mb-0")}>
              {m.metaDescription}
            </label>
            <Counter
              id="post-meta-description-count"
              count={values.metaDescription.trim().length}
              warnAbove={metaLimits.descriptionMax}
              max={metaLimits.descriptionMax}
              m={m}
            />
          </div>
          <textarea
            id="post-meta-description"
            name="metaDescription"
            rows={3}
            value={values.metaDescription}
            maxLength={metaLimits.descriptionMax}
            placeholder={defaults.summary}
            aria-describedby="post-meta-description-count post-meta-description-hint"
            onChange={(event) => set({ metaDescription: event.target.value })}
            className={cn(inputClass(), "py-3")}
          />
          <p id="post-meta-description-hint" className={hintClass}>
            {m.metaDescriptionHint}
          </p>
        </div>
        <div>
          <label htmlFor="post-social-image" className={labelClass}>
            {m.socialImage}
          </label>
          <input
            id="post-social-image"
            name="socialImage"
            value={values.socialImage}
            placeholder={defaults.cover}
            spellCheck={false}
            inputMode="url"
            aria-describedby="post-social-image-hint"
            onChange={(event) => set({ socialImage: event.target.value })}
            className={cn(inputClass(), "h-12")}
          />
          <p id="post-social-image-hint" className={hintClass}>
            {m.socialImageHint}
          </p>
        </div>
        <div>
          <label htmlFor="post-translation" className={labelClass}>
            {m.translation}
          </label>
          <select
            id="post-translation"
            name="translationId"
            value={values.translationId}
            aria-describedby="post-translation-hint"
            onChange={(event) => set({ translationId: event.target.value })}
            className={cn(inputClass(), "h-12")}
          >
            <option value="">{m.translationNone}</option>
            {others.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
            {/* A link to a post of the same language (after a language change) stays visible, so it can be cleared. */}
            {values.translationId && !others.some((t) => t.id === values.translationId) ? (
              <option value={values.translationId}>
                {translations.find((t) => t.id === values.translationId)?.title ?? values.translationId}
              </option>
            ) : null}
          </select>
          <p id="post-translation-hint" className={hintClass}>
            {m.translationHint}
          </p>
        </div>
      </div>
    </section>
  );
}
