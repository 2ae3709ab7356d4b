// The editor form's fields as the browser sends them, and what the server hands back when a save
// is refused (so nothing typed is lost). Browser-safe.
import type { BlogPost, PostLang } from "~/features/blog/types";

export interface PostFormValues {
  title: string;
  slug: string;
  author: string;
  tags: string[];
  summary: string;
  content: string;
  coverImage: string;
  lang: PostLang;
  /** Kept from the loaded post, so an edit does not move its date or drop its excerpt. */
  date: string;
  excerpt: string;
  /** The revision the editor started from; empty for a new post. */
  revision: string;
}

export type SaveFailure = { ok: false; error: string; values: PostFormValues };

/** A field's text with line breaks as "\n": form submissions send textarea lines as CRLF. */
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
};

/** Reads the editor's fields from a submitted form (missing ones are empty). */
export function readPostForm(form: FormData): PostFormValues {
  return {
    title: text(form, "title"),
    slug: text(form, "slug"),
    author: text(form, "author"),
    tags: form.getAll("tags").filter((t): t is string => typeof t === "string"),
    summary: text(form, "summary"),
    content: text(form, "content"),
    coverImage: text(form, "coverImage"),
    lang: text(form, "lang") === "en" ? "en" : "de",
    date: text(form, "date"),
    excerpt: text(form, "excerpt"),
    revision: text(form, "revision"),
  };
}

/** The form's starting values: a loaded post, or an empty one in the site's language. */
export function postFormValues(post: BlogPost | undefined, contentMarkdown: string, lang: PostLang): PostFormValues {
  if (!post) {
    return {
      title: "",
      slug: "",
      author: "",
      tags: [],
      summary: "",
      content: "",
      coverImage: "",
      lang,
      date: "",
      excerpt: "",
      revision: "",
    };
  }
  return {
    title: post.title,
    slug: post.slug,
    author: post.author,
    tags: [...post.tags],
    summary: post.summary,
    content: contentMarkdown,
    coverImage: post.coverImage ?? "",
    lang: post.lang,
    date: post.date,
    excerpt: post.excerpt ?? "",
    revision: String(post.revision),
  };
}
