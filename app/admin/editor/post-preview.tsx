import { useEffect, useState } from "react";
import { ArticleBody, ArticleHeader, blogText, BlogTextContext } from "~/features/blog";
import { useApp } from "~/lib/app-context";
import type { AdminCopy } from "../shell/copy";
import type { PostFormValues } from "~/features/editor";
import { adminPaths } from "~/config/admin-paths";

type PreviewState = { state: "loading" } | { state: "ok"; html: string } | { state: "error"; message: string };

/**
 * The server's rendering of Markdown (POST /blog/admin/preview → the same `renderPostContent` the
 * public article uses), refreshed `delay` ms after the content last changed.
 */
export function useRenderedMarkdown(content: string, enabled: boolean, fallbackError: string, delay = 0): PreviewState {
  const [result, setResult] = useState<PreviewState>({ state: "loading" });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const refresh = async () => {
      setResult((r) => (r.state === "ok" ? r : { state: "loading" }));
      try {
        const response = await fetch(adminPaths.preview, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ content }),
          signal: controller.signal,
        });
        const body = (await response.json()) as { html?: string; error?: string };
        if (typeof body.html === "string") setResult({ state: "ok", html: body.html });
        else setResult({ state: "error", message: body.error ?? fallbackError });
      } catch {
        if (!controller.signal.aborted) setResult({ state: "error", message: fallbackError });
      }
    };
    const timer = window.setTimeout(() => void refresh(), delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [content, enabled, fallbackError, delay]);
  return result;
}

/**
 * The article as the public page shows it (title, date, author, tags, summary, cover, body): the
 * public page's own ArticleHeader and ArticleBody, fed with the form's values and the server's
 * sanitised rendering. The background video is left out of the preview.
 */
export function PostPreview({
  values,
  preview,
  m,
  headingId,
}: {
  values: PostFormValues;
  preview: PreviewState;
  m: AdminCopy["editor"];
  headingId: string;
}) {
  const { lang } = useApp();
  const post = {
    slug: values.slug,
    title: values.title || "—",
    date: values.date || new Date().toISOString(),
    author: values.author,
    summary: values.summary,
    tags: values.tags,
    lang: values.lang,
    ...(values.coverImage ? { coverImage: values.coverImage } : {}),
  };
  return (
    <article
      aria-label={m.previewHeading}
      id={headingId}
      // A link in the preview (the header's breadcrumb, links in the text) must not leave the
      // editor and lose what was typed: it opens in a new tab instead.
      onClickCapture={(event) => {
        const link = (event.target as Element).closest("a[href]");
        if (!link) return;
        event.preventDefault();
        window.open(link.getAttribute("href") ?? "/", "_blank", "noopener");
      }}
      className="overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-card"
    >
      <BlogTextContext value={blogText(lang)}>
        <ArticleHeader post={post} lang={lang} video={false} />
      </BlogTextContext>
      <div className="px-5 py-10 sm:px-10 sm:py-14" aria-busy={preview.state === "loading"}>
        <div className="mx-auto max-w-3xl">
          {preview.state === "loading" ? (
            <p className="text-forest-800/80">{m.previewLoading}</p>
          ) : preview.state === "error" ? (
            <p className="font-medium text-red-700">{preview.message}</p>
          ) : (
            <ArticleBody html={preview.html} lang={values.lang} />
          )}
        </div>
      </div>
    </article>
  );
}
