import { Form } from "react-router";
import type { EditorExtras, PostFormValues, SaveFailure, TranslationOption } from "~/features/editor";
import type { AdminCopy } from "../shell/copy";
import { ErrorBox, TimedNotice } from "../shell/ui";
import { adminPaths } from "~/config/admin-paths";
import { EditorContentField } from "./editor-content-field";
import { EditorMainFields } from "./editor-main-fields";
import { formatDateTime, PreviewLinkPanel, SeoFields } from "./editor-panels";
import { EditorStatusCard } from "./editor-status-card";
import { EditorSubmitBar } from "./editor-submit-bar";
import { EditorToolbar } from "./editor-toolbar";
import { PostPreview } from "./post-preview";
import { RevisionsPanel } from "./revisions-panel";
import { editorPath, useEditorForm } from "./use-editor-form";
import { useImageUpload } from "./use-image-upload";

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

/**
 * The post editor shared by /blog/admin/new, /blog/admin/edit/{id} and the visual editor. A
 * plain POST form: without JavaScript every field still submits, and a refused save comes back
 * with everything typed. With JavaScript the slug follows the title, tags are chips, images
 * upload, and the preview shows the server's rendering.
 */
export function EditorForm({ mode, initial, failure, post, saved, extras, translations, uiLang, m, canPublish, authors }: EditorFormProps) {
  const form = useEditorForm({ mode, initial, failure, post, extras, uiLang, m, canPublish });
  const { start, values, hydrated, postId, storedStatus, previewing } = form;
  const { title, slug, author, tags, summary, content, coverImage, lang, status, date, seo, revision } = form.fields;
  const { setTitle, setSlug, setAuthor, setTags, setSummary, setContent, setCoverImage, setLang, setStatus, setDate, setSeo } = form.set;
  const { contentRef, visualRef, errorRef, formRef, contentFieldRef, revisionFieldRef } = form.refs;
  const { upload, onImage } = useImageUpload({ mode, content, setContent, setCoverImage, contentRef, visualRef, m });
  const uploadDisabled = !hydrated || upload.state === "busy";

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
        onSubmit={form.onSubmit}
        className="grid gap-6"
        aria-describedby={failure ? "editor-error" : undefined}
      >
        <input ref={revisionFieldRef} type="hidden" name="revision" value={revision} />
        {hydrated ? <input type="hidden" name="date" value={date} /> : <input type="hidden" name="date" value={start.date} />}
        <input type="hidden" name="excerpt" value={start.excerpt} />

        <EditorStatusCard
          hydrated={hydrated}
          canPublish={canPublish}
          status={status}
          onStatus={setStatus}
          storedStatus={storedStatus}
          storedDate={extras?.date ?? null}
          date={date}
          onDate={setDate}
          startDate={start.date}
          autosave={form.autosave.status}
          dirty={form.dirty}
          uiLang={uiLang}
          m={m}
        />

        {mode === "markdown" ? (
          <EditorToolbar
            previewing={previewing}
            onPreviewing={form.setPreviewing}
            hydrated={hydrated}
            post={post}
            exportHref={exportHref}
            fileName={fileName}
            storedStatus={storedStatus}
            m={m}
          />
        ) : null}

        {mode === "markdown" && previewing ? (
          <section aria-label={m.previewHeading}>
            <PostPreview values={values} preview={form.preview} m={m} headingId="preview-title" />
          </section>
        ) : null}

        {/* In preview the fields stay in the form (hidden), so saving from the preview keeps everything. */}
        <div
          hidden={mode === "markdown" && previewing}
          className="grid gap-6 rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6 lg:grid-cols-2"
        >
          <EditorMainFields
            title={title}
            setTitle={setTitle}
            slug={slug}
            setSlug={setSlug}
            author={author}
            setAuthor={setAuthor}
            authors={authors}
            lang={lang}
            setLang={setLang}
            tags={tags}
            setTags={setTags}
            summary={summary}
            setSummary={setSummary}
            coverImage={coverImage}
            setCoverImage={setCoverImage}
            onCoverUpload={(event) => void onImage(event, "cover")}
            uploadDisabled={uploadDisabled}
            hydrated={hydrated}
            m={m}
          />
          <EditorContentField
            mode={mode}
            hydrated={hydrated}
            content={content}
            setContent={setContent}
            initialContent={start.content}
            contentRef={contentRef}
            contentFieldRef={contentFieldRef}
            visualRef={visualRef}
            upload={upload}
            onInlineUpload={(event) => void onImage(event, "inline")}
            m={m}
          />
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

        <EditorSubmitBar busy={form.busy} m={m} />
      </Form>

      {storedStatus !== "published" ? <PreviewLinkPanel postId={postId} active={extras?.previewActive ?? false} m={m} /> : null}

      {postId && extras ? (
        <RevisionsPanel
          postId={postId}
          revisions={extras.revisions}
          currentRevision={revision}
          from={mode}
          lang={uiLang}
          onRestore={form.onRestore}
          m={m}
        />
      ) : null}

      {mode === "visual" ? (
        <section aria-labelledby="visual-preview-heading" className="grid gap-3">
          <h2 id="visual-preview-heading" className="text-xl font-bold text-forest-950">
            {m.previewHeading}
          </h2>
          <PostPreview values={values} preview={form.preview} m={m} headingId="visual-preview-title" />
        </section>
      ) : null}
    </div>
  );
}
