// Article Markdown → sanitised HTML, on the server.
// GitHub-flavoured Markdown (tables, task lists, footnotes, strikethrough); raw HTML is parsed
// (rehype-raw) and then sanitised against GitHub's whitelist (rehype-sanitize's default schema):
// scripts, styles, event handlers and unknown tags go; link targets keep http, https, irc, ircs,
// mailto and xmpp, images http and https; ids and names get the prefix "user-content-" once.
// Protocol-relative addresses ("//host") are emptied: links lose their href, images their src.
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { createSlugger } from "~/lib/heading-anchors";
import { blocksToMarkdown } from "./rules";

/** Maximum nesting depth of the Markdown and HTML trees; deeper parts become text. */
export const MAX_NESTING = 100;

const ID_PREFIX = "user-content-";
const IMAGE_PREFIX = "/blog/images/";

export const contentMessages = {
  conversion: "Fehler bei der Content-Konvertierung. Bitte kontaktieren Sie den Administrator.",
  unknownFormat: "Unbekanntes Content-Format",
  empty: "Fehler beim Laden des Blog-Inhalts",
} as const;

// ---------------------------------------------------------------------------------------------
// Tree helpers (iterative where depth is unbounded, so hostile input cannot exhaust the stack)

type AnyNode = { type: string; value?: unknown; children?: AnyNode[] };

/** The text of a subtree, collected without recursion. */
function textOf(node: AnyNode): string {
  let out = "";
  const stack: AnyNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (typeof n.value === "string" && n.type !== "comment" && n.type !== "html") out += n.value;
    if (n.children) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return out;
}

/** Replaces every node nested deeper than `max` levels by a text node with its text. */
function limitDepth(root: AnyNode, max: number): void {
  const stack: { node: AnyNode; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    const children = node.children;
    if (!children) continue;
    if (depth >= max) {
      node.children = [{ type: "text", value: textOf(node) }];
      continue;
    }
    for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
}

/** Visits every element of a hast tree (depth-limited already, so recursion is safe). */
function eachElement(
  node: HastRoot | ElementContent | HastContent,
  visit: (el: Element, parent: Element | HastRoot) => void,
  parent?: Element | HastRoot,
): void {
  if (node.type === "element" && parent) visit(node, parent);
  if ("children" in node) {
    for (const child of [...node.children]) eachElement(child, visit, node);
  }
}

/**
 * Gives h2 and h3 headings the GitHub-style anchor of their text (~/lib/heading-anchors), after
 * sanitising (so no "user-content-" prefix): ForestChat cites a blog section with the same id,
 * and the citation lands on the section.
 */
function rehypeHeadingIds() {
  return (tree: HastRoot) => {
    const slug = createSlugger();
    eachElement(tree, (el) => {
      if ((el.tagName === "h2" || el.tagName === "h3") && !el.properties.id) el.properties.id = slug(textOf(el).trim());
    });
  };
}

/** Longest container prefix (indentation and ">" markers) a line keeps: 100 levels of 2 spaces. */
const MAX_PREFIX = MAX_NESTING * 2;

/**
 * Caps each line's container prefix before parsing: at most 100 ">" markers and 200 characters
 * of indentation. The Markdown parser slows down quadratically with nesting depth, so without
 * this a few kilobytes of ">" or indented list items would block the server for seconds.
 */
export function limitContainerPrefixes(markdown: string): string {
  return markdown.replace(/^[ \t>]{2,}/gm, (prefix) => {
    let quotes = 0;
    let out = "";
    for (const ch of prefix) {
      if (ch === ">") {
        quotes += 1;
        if (quotes > MAX_NESTING) continue;
      }
      if (out.length >= MAX_PREFIX) continue;
      out += ch;
    }
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// Plugins

/** Markdown tree: the depth limit. */
function remarkLimitNesting() {
  return (tree: MdastRoot) => limitDepth(tree, MAX_NESTING);
}

/** HTML tree after raw HTML is parsed: the same depth limit. */
function rehypeLimitNesting() {
  return (tree: HastRoot) => limitDepth(tree, MAX_NESTING);
}

/**
 * A relative image path ("bild.png", "./fotos/bild.png") → "/blog/images/…"; absolute paths,
 * protocol URLs and protocol-relative URLs are left for the sanitiser to judge.
 */
export function rewriteImageSrc(src: string): string {
  const value = src.trim();
  if (value === "" || value.startsWith("/") || value.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(value)) return src;
  if (value.startsWith("\\")) return src;
  const parts = value
    .replace(/\\/g, "/")
    .split("/")
    .filter((p) => p !== "" && p !== "." && p !== "..");
  return IMAGE_PREFIX + parts.join("/");
}

/** Relative image paths, from Markdown images and raw <img>, point at /blog/images/. */
function rehypeRewriteImages() {
  return (tree: HastRoot) =>
    eachElement(tree, (el) => {
      if (el.tagName === "img" && typeof el.properties.src === "string") {
        el.properties.src = rewriteImageSrc(el.properties.src);
      }
    });
}

/** Attributes that hold an address the browser loads or follows. */
const URL_PROPERTIES = ["href", "src", "cite", "longDesc"] as const;

/**
 * Whether an address is protocol-relative ("//host/…"): it leaves the site although it has no
 * scheme the sanitiser could judge. Browsers drop tabs and line breaks inside an address, skip
 * leading spaces and control characters, and read "\\" like "/" in http(s) addresses, so
 * "/\\host", " //host" and "/\t/host" count as well.
 */
export function isProtocolRelative(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- the characters browsers strip from addresses
  const normalised = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  return /^[/\\]{2}/.test(normalised);
}

/**
 * After sanitising: protocol-relative addresses are emptied (a link loses its href, an image its
 * src), so no article loads from or sends readers to a host the sanitiser did not judge.
 */
function rehypeDropProtocolRelative() {
  return (tree: HastRoot) =>
    eachElement(tree, (el) => {
      for (const key of URL_PROPERTIES) {
        const value = el.properties[key];
        if (typeof value === "string" && isProtocolRelative(value)) delete el.properties[key];
      }
    });
}

/**
 * After sanitising: in-page links point at the prefixed ids ("#fn-1" → "#user-content-fn-1"),
 * images load lazily, tables scroll sideways in a wrapper on narrow screens.
 */
function rehypeFinish() {
  return (tree: HastRoot) =>
    eachElement(tree, (el, parent) => {
      const href = el.properties.href;
      if (el.tagName === "a" && typeof href === "string" && href.startsWith("#") && href.length > 1) {
        const target = decodeURIComponentSafe(href.slice(1));
        if (!target.startsWith(ID_PREFIX)) el.properties.href = `#${ID_PREFIX}${encodeURIComponent(target)}`;
      }
      // A task list's checkbox is named by its item's text, so screen readers say what is done.
      if (el.tagName === "input" && el.properties.type === "checkbox" && parent.type === "element" && parent.tagName === "li") {
        el.properties.ariaLabel = textOf(parent).trim().replace(/\s+/g, " ").slice(0, 200);
      }
      if (el.tagName === "img") {
        el.properties.loading = "lazy";
        el.properties.decoding = "async";
      }
      if (el.tagName === "table") {
        const index = parent.children.indexOf(el);
        if (index !== -1) {
          // The wrapper scrolls sideways on phones, so keyboard users must be able to reach it;
          // it is named by the table's column heads, in the article's own language.
          const heads = (el.children.find((c) => c.type === "element" && c.tagName === "thead") as Element | undefined) ?? el;
          const columns: string[] = [];
          eachElement(
            heads,
            (cell) => {
              if (cell.tagName === "th") columns.push(textOf(cell).trim().replace(/\s+/g, " "));
            },
            parent,
          );
          const label = columns.filter(Boolean).join(", ").slice(0, 120);
          parent.children[index] = {
            type: "element",
            tagName: "div",
            properties: { className: ["table-scroll"], tabIndex: 0, role: "region", ...(label ? { ariaLabel: label } : {}) },
            children: [el],
          };
        }
      }
    });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// ---------------------------------------------------------------------------------------------

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkLimitNesting)
  // clobberPrefix "": rehype-sanitize adds "user-content-" (once) to every id and name.
  .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: "" })
  .use(rehypeRaw)
  .use(rehypeLimitNesting)
  .use(rehypeRewriteImages)
  .use(rehypeSanitize, defaultSchema)
  .use(rehypeHeadingIds)
  .use(rehypeDropProtocolRelative)
  .use(rehypeFinish)
  .use(rehypeStringify)
  .freeze();

/**
 * Without raw HTML: for input whose HTML nests so deep that parsing it would exhaust the stack
 * (hast-util-from-parse5 recurses). The raw HTML is dropped; the Markdown is still shown.
 */
const processorWithoutHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkLimitNesting)
  .use(remarkRehype, { clobberPrefix: "" })
  .use(rehypeRewriteImages)
  .use(rehypeSanitize, defaultSchema)
  .use(rehypeHeadingIds)
  .use(rehypeDropProtocolRelative)
  .use(rehypeFinish)
  .use(rehypeStringify)
  .freeze();

/** Sanitised HTML of a post's Markdown. */
export async function renderMarkdown(markdown: string): Promise<string> {
  markdown = limitContainerPrefixes(markdown);
  try {
    return String(await processor.process(markdown));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    console.warn("blog: raw HTML nested too deeply, rendered without it");
    return String(await processorWithoutHtml.process(markdown));
  }
}

/**
 * A post's content as HTML: Markdown is rendered; an array of blocks is converted to Markdown
 * first (imported posts of the old site may hold blocks); anything else is an error message for the reader.
 */
export async function renderPostContent(content: unknown): Promise<{ html: string } | { error: string }> {
  let markdown: string;
  if (typeof content === "string") {
    markdown = content;
  } else if (Array.isArray(content)) {
    try {
      markdown = blocksToMarkdown(content);
    } catch (error) {
      console.error("blog: content block conversion failed", error);
      return { error: contentMessages.conversion };
    }
  } else {
    return { error: contentMessages.unknownFormat };
  }
  if (markdown.trim() === "") return { error: contentMessages.empty };
  return { html: await renderMarkdown(markdown) };
}
