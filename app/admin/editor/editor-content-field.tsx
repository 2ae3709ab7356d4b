// The post's content: a Markdown textarea, or the WYSIWYG editor (with a hidden field carrying
// its Markdown), plus the inline image upload and how that upload stands.
import { lazy, Suspense, type RefObject } from "react";
import { postLimits } from "~/features/blog";
import { cn } from "~/lib/cn";
import type { AdminCopy } from "../shell/copy";
import { hintClass, inputClass, labelClass } from "../shell/ui";
import { ImagePicker } from "./editor-field";
import type { EditorMode, MarkdownSource } from "./use-editor-form";
import type { UploadState } from "./use-image-upload";

// The WYSIWYG editor (Milkdown) is its own chunk, fetched only when the visual editor mounts.
const VisualMarkdown = lazy(() => import("../visual-editor/visual-markdown.client"));

export function EditorContentField({
  mode,
  hydrated,
  content,
  setContent,
  initialContent,
  contentRef,
  contentFieldRef,
  visualRef,
  upload,
  onInlineUpload,
  m,
}: {
  mode: EditorMode;
  hydrated: boolean;
  content: string;
  setContent: (content: string) => void;
  /** What the visual editor starts from. */
  initialContent: string;
  contentRef: RefObject<HTMLTextAreaElement | null>;
  contentFieldRef: RefObject<HTMLInputElement | null>;
  visualRef: RefObject<MarkdownSource | null>;
  upload: UploadState;
  onInlineUpload: (event: React.ChangeEvent<HTMLInputElement>) => void;
  m: AdminCopy["editor"];
}) {
  return (
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
        <ImagePicker label={m.inlineUpload} onChange={onInlineUpload} disabled={!hydrated || upload.state === "busy"} small />
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
            <VisualMarkdown ref={visualRef} initial={initialContent} onChange={setContent} labelledBy="post-content-label" m={m} />
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
  );
}
