// The Markdown editor's bar above the fields: the Bearbeiten/Vorschau toggle, export and the live link.
import { buttonClass } from "~/components/ui/button";
import type { PostStatus } from "~/features/blog";
import { cn } from "~/lib/cn";
import type { AdminCopy } from "../shell/copy";

export function EditorToolbar({
  previewing,
  onPreviewing,
  hydrated,
  post,
  exportHref,
  fileName,
  storedStatus,
  m,
}: {
  previewing: boolean;
  onPreviewing: (previewing: boolean) => void;
  hydrated: boolean;
  post: { id: string; slug: string } | null;
  exportHref: string | null;
  fileName: string;
  storedStatus: PostStatus | null;
  m: AdminCopy["editor"];
}) {
  return (
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
            onClick={() => onPreviewing(isPreview)}
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
  );
}
