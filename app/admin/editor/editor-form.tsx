import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, Link, useBlocker, useNavigation, useRevalidator, useSubmit } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { type PostLang, postLimits, type PostStatus, slugify } from "~/features/blog";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import type { AdminCopy } from "../shell/copy";
import { formatDateTime, PreviewLinkPanel, SeoFields, StatusFields, type SeoValues } from "./editor-panels";
import { RevisionsPanel } from "./revisions-panel";
import {
  editorText,
  formFingerprint,
  isoToLocalInput,
  isoToZonedInput,
  localInputToIso,
  SITE_TIME_ZONE,
  type EditorExtras,
  type PostFormValues,
  type SaveFailure,
  type TranslationOption,
} from "~/features/editor";
import { useAutosave } from "./use-autosave";
import { PostPreview, useRenderedMarkdown } from "./post-preview";
import { TagInput } from "./tag-input";
import { ErrorBox, hintClass, inputClass, labelClass, TimedNotice } from "../shell/ui";
import type { VisualMarkdownHandle } from "../visual-editor/visual-markdown";
import { adminPaths } from "~/config/admin-paths";

// The WYSIWYG editor (Milkdown) is its own chunk, fetched only when the visual editor mounts.
const VisualMarkdown = lazy(() => import("../visual-editor/visual-markdown.client"));

export interface EditorFormProps {
  /** "markdown": textarea with a Vorschau/Bearbeiten toggle; "visual": WYSIWYG with the preview below. */
  mode: "markdown" | "visual";
  initial: PostFormValues;
  failure?: SaveFailure;
  /** The saved post, when editing one. */
  post: { id: string; slug: string } | null;
  /** True right after a save (`?saved=1`). */
  saved: boolean;
  /** The saved post's status, revisions and preview link; null for a new post. */
  extras: EditorExtras | null;
  /** Posts the translation picker offers. */
  translations: TranslationOption[];
  /** The interface language (dates, times). */
  uiLang: "de" | "en";
  m: AdminCopy["editor"];
  /** May the signed-in account publish and schedule (editors, owners)? Authors submit for review instead. */
  canPublish: boolean;
  /** Bylines an editor or owner may pick as the author; null for authors (their own byline, read-only). */
  authors: string[] | null;
}

/** What the visual editor's handle offers once it can hand over its Markdown at once (H3). */
type MarkdownSource = VisualMarkdownHandle & { getMarkdown?: () => string };

/** Where the editor for a saved post is. */
const editorPath = (mode: "markdown" | "visual", id: string) => (mode === "visual" ? adminPaths.visualEditor(id) : adminPaths.edit(id));

/** Uploads an image; resolves to its public URL, or rejects with the server's message. */
async function uploadImage(file: File, fallback: string): Promise<string> {
  const body = new FormData();
  body.set("file", file);
  const response = await fetch(adminPaths.upload, { method: "POST", body, headers: { Accept: "application/json" } });
  const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!response.ok || !answer.url) throw new Error(answer.error ?? fallback);
  return answer.url;
}

/**
 * The post editor shared by /blog/admin/new, /blog/admin/edit/{id} and the visual editor. A
 * plain POST form: without JavaScript every field still submits, and a refused save comes back
 * with everything typed. With JavaScript the slug follows the title, tags are chips, images
 * upload, and the preview shows the server's rendering.
 */
export function EditorForm({ mode, initial, failure, post, saved, extras, translations, uiLang, m, canPublish, authors }: EditorFormProps) {
  const start = failure?.values ?? initial;
  const [title, setTitle] = useState(start.title);
  const [slug, setSlug] = useState(start.slug);
  const [author, setAuthor] = useState(start.author);
  const [tags, setTags] = useState(start.tags);
  const [summary, setSummary] = useState(start.summary);
  const [content, setContent] = useState(start.content);
  const [coverImage, setCoverImage] = useState(start.coverImage);
  const [lang, setLang] = useState<PostLang>(start.lang);
  const [status, setStatus] = useState<PostStatus>(start.status === "" ? (canPublish ? "published" : "draft") : start.status);
  const [date, setDate] = useState(start.date);
  const [seo, setSeo] = useState<SeoValues>({
    metaTitle: start.metaTitle,
    metaDescription: start.metaDescription,
    socialImage: start.socialImage,
    translationId: start.translationId,
  });
  const [revision, setRevision] = useState(start.revision);
  // A new post gets its id from its first autosave.
  const [postId, setPostId] = useState<string | null>(post?.id ?? null);
  const [storedStatus, setStoredStatus] = useState<PostStatus | null>(extras?.status ?? null);
  const [savedFingerprint, setSavedFingerprint] = useState(() => formFingerprint(initial));
  const [previewing, setPreviewing] = useState(false);
  const [upload, setUpload] = useState<{ state: "idle" | "busy" } | { state: "error"; message: string }>({ state: "idle" });
  const hydrated = useHydrated();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const visualRef = useRef<MarkdownSource>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const contentFieldRef = useRef<HTMLInputElement>(null);
  const revisionFieldRef = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const submit = useSubmit();
  const revalidator = useRevalidator();
  // While a save or restore is on its way, leaving the page is what the editor asked for.
  const leaving = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") leaving.current = false;
  }, [navigation.state]);

  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);

  const values: PostFormValues = {
    ...start,
    title,
    slug,
    author,
    tags,
    summary,
    content,
    coverImage,
    lang,
    status,
    date,
    dateLocal: "",
    ...seo,
    revision,
  };
  const fingerprint = formFingerprint(values);
  const dirty = fingerprint !== savedFingerprint;

  /** The form's values with the visual editor's Markdown as it is this instant (not its last debounced change). */
  function currentValues(): PostFormValues {
    const markdown = mode === "visual" ? visualRef.current?.getMarkdown?.() : undefined;
    return markdown === undefined ? values : { ...values, content: markdown };
  }

  const autosave = useAutosave({
    enabled: hydrated && status === "draft" && (storedStatus === null || storedStatus === "draft"),
    ready: title.trim() !== "" && author.trim() !== "" && slug.trim() !== "",
    read: currentValues,
    savedFingerprint,
    postId,
    changeKey: fingerprint,
    fallbackError: editorText("autosaveError", uiLang),
    onSaved: (result, sent) => {
      setRevision(String(result.revision));
      setSavedFingerprint(formFingerprint({ ...sent, revision: String(result.revision) }));
      setStoredStatus("draft");
      if (result.created) {
        setPostId(result.id);
        // The address becomes the post's own, so a reload opens the draft; nothing typed is lost.
        window.history.replaceState(window.history.state, "", editorPath(mode, result.id));
      }
      // The revisions list and the picker learn of the new revision; the form keeps its state.
      void revalidator.revalidate();
    },
  });

  // Leaving with unsaved changes: the browser's own warning, and a confirmation for in-app links.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(m.leaveConfirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker, m.leaveConfirm]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Saving right after typing saves what was typed: the visual editor's Markdown is read now.
    const markdown = mode === "visual" ? visualRef.current?.getMarkdown?.() : undefined;
    if (markdown !== undefined && contentFieldRef.current) {
      contentFieldRef.current.value = markdown;
      setContent(markdown);
    }
    const pending = autosave.pending();
    if (pending) {
      // An autosave is on its way: wait for its revision, or this save would be refused as stale.
      event.preventDefault();
      const form = event.currentTarget;
      void pending.then(() => {
        leaving.current = true;
        const data = new FormData(form);
        if (revisionFieldRef.current) data.set("revision", revisionFieldRef.current.value);
        void submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
      });
      return;
    }
    leaving.current = true;
  }
  const showPreview = mode === "visual" || previewing;
  const preview = useRenderedMarkdown(content, showPreview && hydrated, m.previewError, mode === "visual" ? 400 : 0);

  function insertAtCursor(markdown: string) {
    if (mode === "visual" && visualRef.current) {
      visualRef.current.insert(markdown);
      return;
    }
    const area = contentRef.current;
    const at = area ? area.selectionStart : content.length;
    const end = area ? area.selectionEnd : content.length;
    const before = content.slice(0, at);
    const needsBreak = before !== "" && !before.endsWith("\n");
    const text = `${needsBreak ? "\n" : ""}${markdown}\n`;
    setContent(`${before}${text}${content.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + text.length, at + text.length);
    });
  }

  async function onImage(event: React.ChangeEvent<HTMLInputElement>, target: "cover" | "inline") {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUpload({ state: "busy" });
    try {
      const url = await uploadImage(file, m.uploadError);
      if (target === "cover") setCoverImage(url);
      else insertAtCursor(`![${m.imageAlt}](${url})`);
      setUpload({ state: "idle" });
    } catch (error) {
      setUpload({ state: "error", message: error instanceof Error ? error.message : m.uploadError });
    }
  }

  // Export is for editors and owners (posts.export), the same roles that publish.
  const exportHref = post && canPublish ? adminPaths.export(`${post.id}.json`) : null;
  const fileName = post ? `${post.id}.json` : "";

  return (
    <div className="grid gap-6">
      <TimedNotice show={saved && post ? post.id : null}>
        {storedStatus === "draft"
          ? m.savedDraft
          : storedStatus === "review"
            ? m.savedReview
            : storedStatus === "scheduled" && extras
              ? m.savedScheduled(formatDateTime(extras.date, uiLang))
              : m.saved}{" "}
        {exportHref ? (
          <a href={exportHref} download={fileName} className="text-forest-700 underline underline-offset-2 hover:no-underline">
            {m.download(fileName)}
          </a>
        ) : null}
      </TimedNotice>

      <div ref={errorRef} tabIndex={-1} role="alert" className="outline-none empty:hidden">
        {failure ? <ErrorBox id="editor-error">{failure.error}</ErrorBox> : null}
      </div>

      <Form
        ref={formRef}
        method="post"
        action={postId ? editorPath(mode, postId) : undefined}
        onSubmit={onSubmit}
        className="grid gap-6"
        aria-describedby={failure ? "editor-error" : undefined}
      >
        <input ref={revisionFieldRef} type="hidden" name="revision" value={revision} />
        {hydrated ? <input type="hidden" name="date" value={date} /> : <input type="hidden" name="date" value={start.date} />}
        <input type="hidden" name="excerpt" value={start.excerpt} />

        <div className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
          <StatusFields
            canPublish={canPublish}
            status={status}
            onStatus={setStatus}
            storedStatus={storedStatus}
            storedDate={extras?.date ?? null}
            lang={uiLang}
            m={m}
            dateInput={
              hydrated ? (
                <input
                  id="post-date"
                  type="datetime-local"
                  step={1}
                  value={isoToLocalInput(date)}
                  required={status === "scheduled"}
                  aria-describedby="post-date-hint"
                  onChange={(event) => setDate(localInputToIso(event.target.value))}
                  className={cn(inputClass(), "h-12")}
                />
              ) : (
                // Without JavaScript the field is read as the site's wall time (Europe/Berlin).
                <input
                  id="post-date"
                  type="datetime-local"
                  name="dateLocal"
                  defaultValue={isoToZonedInput(start.date, SITE_TIME_ZONE)}
                  aria-describedby="post-date-hint"
                  className={cn(inputClass(), "h-12")}
                />
              )
            }
          />
          <AutosaveNote state={autosave.status} dirty={dirty} enabled={status === "draft"} lang={uiLang} m={m} />
        </div>

        {mode === "markdown" ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div
              role="group"
              aria-label={`${m.edit} / ${m.preview}`}
              className="inline-flex rounded-full border border-forest-900/15 bg-white p-1"
            >
              {[false, true].map((isPreview) => (
                <button
                  key={String(isPreview)}
                  type="button"
                  aria-pressed={previewing === isPreview}
                  onClick={() => setPreviewing(isPreview)}
                  disabled={!hydrated}
                  className={cn(
                    "h-9 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-moss-400",
                    previewing === isPreview ? "bg-forest-800 text-white" : "text-forest-800 hover:bg-forest-50",
                  )}
                >
                  {isPreview ? m.preview : m.edit}
                </button>
              ))}
            </div>
            {post && exportHref ? (
              <div className="flex flex-wrap gap-2 text-sm">
                <a href={exportHref ?? undefined} download={fileName} className={buttonClass("ghost", "md")}>
                  {m.exportJson}
                </a>
                {storedStatus === "published" ? (
                  <a href={`/blog/${encodeURIComponent(post.slug)}`} target="_blank" rel="noopener" className={buttonClass("ghost", "md")}>
                    {m.viewLive}
                  </a>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}

        {mode === "markdown" && previewing ? (
          <section aria-label={m.previewHeading}>
            <PostPreview values={values} preview={preview} m={m} headingId="preview-title" />
          </section>
        ) : null}

        {/* In preview the fields stay in the form (hidden), so saving from the preview keeps everything. */}
        <div
          hidden={mode === "markdown" && previewing}
          className="grid gap-6 rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6 lg:grid-cols-2"
        >
          <Field id="post-title" label={m.title}>
            <input
              id="post-title"
              name="title"
              value={title}
              required
              maxLength={postLimits.title}
              onChange={(event) => {
                setTitle(event.target.value);
                // A title change regenerates the slug, even after a hand edit.
                setSlug(slugify(event.target.value));
              }}
              className={cn(inputClass(), "h-12")}
            />
          </Field>
          <Field id="post-slug" label={m.slug} hint={m.slugHint}>
            <input
              id="post-slug"
              name="slug"
              value={slug}
              required={hydrated}
              maxLength={postLimits.slug}
              pattern="[a-z0-9_]+(-[a-z0-9_]+)*"
              spellCheck={false}
              autoCapitalize="off"
              onChange={(event) => setSlug(event.target.value)}
              className={cn(inputClass(), "h-12 font-mono text-[0.9375rem]")}
            />
          </Field>
          {authors === null ? (
            // An author writes as themselves: the server sets the byline from the account.
            <Field id="post-author" label={m.author} hint={m.authorFixed}>
              <input
                id="post-author"
                value={author}
                readOnly
                aria-readonly="true"
                className={cn(inputClass(), "h-12 bg-forest-50 text-forest-800")}
              />
            </Field>
          ) : (
            <Field id="post-author" label={m.author} hint={m.authorChoose}>
              <input
                id="post-author"
                name="author"
                value={author}
                required
                maxLength={postLimits.author}
                autoComplete="off"
                list="post-author-accounts"
                onChange={(event) => setAuthor(event.target.value)}
                className={cn(inputClass(), "h-12")}
              />
              <datalist id="post-author-accounts">
                {authors.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </Field>
          )}
          <Field id="post-lang" label={m.lang}>
            <select
              id="post-lang"
              name="lang"
              value={lang}
              onChange={(event) => setLang(event.target.value === "en" ? "en" : "de")}
              className={cn(inputClass(), "h-12")}
            >
              <option value="de">{m.langs.de}</option>
              <option value="en">{m.langs.en}</option>
            </select>
          </Field>
          <div className="lg:col-span-2">
            <TagInput id="post-tags" tags={tags} onChange={setTags} m={m} />
          </div>
          <Field id="post-summary" label={m.summary} className="lg:col-span-2">
            <textarea
              id="post-summary"
              name="summary"
              rows={3}
              value={summary}
              required
              maxLength={postLimits.summary}
              onChange={(event) => setSummary(event.target.value)}
              className={cn(inputClass(), "py-3")}
            />
          </Field>
          <div className="lg:col-span-2">
            <Field id="post-cover" label={m.cover} hint={m.coverHint}>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id="post-cover"
                  name="coverImage"
                  value={coverImage}
                  onChange={(event) => setCoverImage(event.target.value)}
                  spellCheck={false}
                  inputMode="url"
                  className={cn(inputClass(), "h-12 min-w-0 sm:flex-1")}
                />
                <ImagePicker
                  label={m.coverUpload}
                  onChange={(event) => void onImage(event, "cover")}
                  disabled={!hydrated || upload.state === "busy"}
                />
              </div>
            </Field>
            {coverImage ? (
              <img src={coverImage} alt="" className="mt-3 h-28 w-48 rounded-xl border border-forest-900/10 object-cover" />
            ) : null}
          </div>

          <div className="lg:col-span-2">
            <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
              {mode === "markdown" ? (
                <label htmlFor="post-content" className={cn(labelClass, "mb-0")}>
                  {m.content}
                </label>
              ) : (
                <span id="post-content-label" className={cn(labelClass, "mb-0")}>
                  {m.visualLabel}
                </span>
              )}
              <ImagePicker
                label={m.inlineUpload}
                onChange={(event) => void onImage(event, "inline")}
                disabled={!hydrated || upload.state === "busy"}
                small
              />
            </div>
            {mode === "markdown" || !hydrated ? (
              <textarea
                ref={contentRef}
                id="post-content"
                name="content"
                rows={15}
                value={content}
                required
                maxLength={postLimits.content}
                onChange={(event) => setContent(event.target.value)}
                aria-describedby="post-content-hint"
                spellCheck
                className={cn(inputClass(), "py-3 font-mono text-[0.9375rem] leading-relaxed")}
              />
            ) : (
              <>
                <input ref={contentFieldRef} type="hidden" name="content" value={content} />
                <Suspense
                  fallback={
                    <div className="grid h-[500px] place-items-center rounded-xl border border-forest-900/20 text-forest-800">
                      {m.visualLoading}
                    </div>
                  }
                >
                  <VisualMarkdown ref={visualRef} initial={start.content} onChange={setContent} labelledBy="post-content-label" m={m} />
                </Suspense>
              </>
            )}
            <p id="post-content-hint" className={hintClass}>
              {m.contentHint}
            </p>
            <div role="status" aria-live="polite" className="mt-2 empty:hidden">
              {upload.state === "busy" ? <p className="text-sm text-forest-800">{m.uploading}</p> : null}
              {upload.state === "error" ? <p className="text-sm font-medium text-red-700">{upload.message}</p> : null}
            </div>
          </div>
        </div>

        <SeoFields
          values={seo}
          onChange={setSeo}
          defaults={{ title, summary, cover: coverImage }}
          lang={lang}
          translations={translations}
          open={Boolean(start.metaTitle || start.metaDescription || start.socialImage || start.translationId)}
          m={m}
        />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={adminPaths.list} className={buttonClass("ghost", "lg", "border border-forest-900/20")}>
            {m.cancel}
          </Link>
          <Button type="submit" size="lg" variant="secondary" disabled={busy}>
            {busy ? m.saving : m.submit}
          </Button>
        </div>
      </Form>

      {storedStatus !== "published" ? <PreviewLinkPanel postId={postId} active={extras?.previewActive ?? false} m={m} /> : null}

      {postId && extras ? (
        <RevisionsPanel
          postId={postId}
          revisions={extras.revisions}
          currentRevision={revision}
          from={mode}
          lang={uiLang}
          onRestore={() => {
            leaving.current = true;
          }}
          m={m}
        />
      ) : null}

      {mode === "visual" ? (
        <section aria-labelledby="visual-preview-heading" className="grid gap-3">
          <h2 id="visual-preview-heading" className="text-xl font-bold text-forest-950">
            {m.previewHeading}
          </h2>
          <PostPreview values={values} preview={preview} m={m} headingId="visual-preview-title" />
        </section>
      ) : null}
    </div>
  );
}

function AutosaveNote({
  state,
  dirty,
  enabled,
  lang,
  m,
}: {
  state: ReturnType<typeof useAutosave>["status"];
  dirty: boolean;
  enabled: boolean;
  lang: "de" | "en";
  m: AdminCopy["editor"];
}) {
  const time = (iso: string) => new Date(iso).toLocaleTimeString(lang === "en" ? "en-GB" : "de-DE", { hour: "2-digit", minute: "2-digit" });
  let text: React.ReactNode = null;
  if (state.state === "error") text = <span className="font-medium text-red-700">{state.message}</span>;
  else if (!enabled) text = dirty ? m.unsaved : null;
  else if (state.state === "saving") text = m.autosaving;
  else if (state.state === "waiting") text = m.autosaveWaiting;
  else if (state.state === "saved") text = dirty ? `${m.autosaved(time(state.at))} · ${m.unsaved}` : m.autosaved(time(state.at));
  else if (dirty) text = m.unsaved;
  return (
    <p role="status" aria-live="polite" data-testid="autosave-status" className="mt-4 text-sm text-forest-800 empty:hidden">
      {text}
    </p>
  );
}

function Field({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? <p className={hintClass}>{hint}</p> : null}
    </div>
  );
}

/** A button that opens the file chooser for one image (PNG, JPEG, WebP, AVIF, GIF). */
function ImagePicker({
  label,
  onChange,
  disabled,
  small,
}: {
  label: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  small?: boolean;
}) {
  return (
    <label
      className={cn(
        "relative inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full border border-forest-900/20 bg-white font-semibold text-forest-800 hover:bg-forest-50",
        "focus-within:outline-3 focus-within:outline-moss-400",
        small ? "h-9 px-3 text-sm" : "h-12 px-5 text-sm",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      {label}
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
        onChange={onChange}
        disabled={disabled}
        className="absolute inset-0 cursor-pointer opacity-0"
      />
    </label>
  );
}
