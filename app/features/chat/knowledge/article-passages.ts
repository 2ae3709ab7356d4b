/**
 * Passages of the knowledge articles ("Wissen") and of the blog posts: one per section, cited with
 * the section's anchor.
 */
import { paths } from "~/config/pages";
import type { KnowledgeArticle } from "~/content/knowledge/types";
import { createSlugger } from "~/lib/heading-anchors";
import type { Lang } from "~/lib/i18n";
import { markdownToText } from "~/lib/text/markdown";
import { asSentence, isRecord, type Passage } from "./passages";

/**
 * Passages of the knowledge articles ("Wissen"), one per section, in the article's own language:
 * cited as /wissen/{slug}#{section id} under the article's title. Paragraphs are lines, list
 * items lines starting with "- ", so an answer can quote them as a list. The summary is searched
 * (with the article's keywords), not quoted.
 */
export function knowledgePassages(articles: readonly KnowledgeArticle[], lang: Lang): Passage[] {
  return articles.flatMap((article) => {
    const copy = article.copy[lang];
    const keywords = [copy.keywords.join(", "), copy.summary].filter(Boolean).join(" ");
    return copy.sections.map((section) => ({
      id: `${lang}:${paths.wissen}/${article.slug}#${section.id}`,
      lang,
      href: `${paths.wissen}/${article.slug}#${section.id}`,
      page: copy.title,
      heading: section.heading,
      text: [
        ...section.paragraphs.map((p) => asSentence(p)),
        ...(section.list ?? []).map((item) => `- ${item.replace(/\s+/g, " ").trim()}`),
      ].join("\n"),
      keywords,
      ...(article.legalNotice ? { legal: true } : {}),
    }));
  });
}

/** A blog post as the knowledge base needs it (a subset of the blog's BlogPost). */
export interface KnowledgePost {
  /** The post's language; a post without one is cited in both. */
  lang?: Lang;
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  content: string | unknown[];
  excerpt?: string;
}

const listItem = /^\s{0,3}(?:[-*+]|\d+\.)\s+/;

/**
 * The lines of a Markdown section as plain text: each paragraph one line (a sentence or more),
 * each list item a line of its own starting with "- ", so answers never glue items together.
 */
export function markdownLines(markdown: string): string[] {
  const lines: string[] = [];
  for (const block of markdown.replace(/```[\s\S]*?```/g, " ").split(/\n\s*\n/)) {
    const rows = block.split("\n").filter((r) => r.trim());
    if (rows.length === 0 || /^\s*#/.test(rows[0]!)) continue;
    if (listItem.test(rows[0]!)) {
      const items: string[] = [];
      for (const row of rows) {
        if (listItem.test(row)) items.push(row.replace(listItem, ""));
        else if (items.length) items[items.length - 1] += ` ${row.trim()}`;
      }
      for (const item of items) {
        const text = markdownToText(item.replace(/^\[[ xX]\]\s*/, ""))
          .replace(/\s+/g, " ")
          .trim();
        if (text) lines.push(`- ${text}`);
      }
      continue;
    }
    const text = markdownToText(rows.join("\n")).replace(/\s+/g, " ").trim();
    if (text) lines.push(asSentence(text));
  }
  return lines;
}

function blocksToText(blocks: unknown[]): string {
  return blocks
    .map((b) => {
      if (!isRecord(b)) return "";
      const level = typeof b.level === "number" ? b.level : 2;
      if (b.type === "heading" && typeof b.content === "string") return `${"#".repeat(level)} ${b.content}`;
      if (Array.isArray(b.items))
        return b.items
          .filter((i) => typeof i === "string")
          .map((i) => `- ${i}`)
          .join("\n");
      return typeof b.content === "string" ? b.content : "";
    })
    .join("\n\n");
}

/**
 * Passages of blog posts in one language: the summary, then one passage per section (split at
 * Markdown headings of level 2 or 3), cited with the section's anchor (./anchors, as the article
 * page renders its headings' ids). A post of the other language is left out: on this host its
 * address would redirect to the other site (or to a translation with other anchors).
 */
export function blogPassages(posts: readonly KnowledgePost[], lang: Lang): Passage[] {
  const passages: Passage[] = [];
  for (const post of posts) {
    if (post.lang && post.lang !== lang) continue;
    const href = `/blog/${post.slug}`;
    const keywords = post.tags.join(", ");
    const markdown = typeof post.content === "string" ? post.content : blocksToText(post.content);
    passages.push({
      id: `${lang}:${href}#summary`,
      lang,
      href,
      page: post.title,
      heading: post.title,
      text: [post.summary, post.excerpt]
        .filter(Boolean)
        .map((t) => asSentence(t!))
        .join("\n"),
      keywords,
    });
    const slug = createSlugger();
    const sections = markdown.split(/^#{2,3}[ \t]+/m);
    sections.forEach((section, i) => {
      const [first, ...rest] = section.split("\n");
      const heading = i === 0 ? post.title : markdownToText(first ?? "").trim();
      const anchor = i === 0 ? "" : `#${encodeURIComponent(slug(heading))}`;
      const body = markdownLines(i === 0 ? section : rest.join("\n"));
      if (body.length === 0) return;
      passages.push({
        id: `${lang}:${href}#${i}`,
        lang,
        href: `${href}${anchor}`,
        page: post.title,
        heading,
        text: body.join("\n"),
        keywords,
      });
    });
  }
  return passages;
}
