// The Milkdown setup shared by the visual editor and its round-trip tests: which presets parse
// and serialise Markdown, and the fixes the round trip needs (ADR 0020).
import type { Editor } from "@milkdown/kit/core";
import { remarkCtx, schemaCtx } from "@milkdown/kit/core";
import type { Ctx } from "@milkdown/kit/ctx";
import { commonmark } from "@milkdown/kit/preset/commonmark";
import { gfm, remarkGFMPlugin } from "@milkdown/kit/preset/gfm";
import type { MarkdownNode } from "@milkdown/kit/transformer";
import type { Root } from "mdast";
import { $remark } from "@milkdown/kit/utils";
import type { MarkdownEngine } from "./visual-roundtrip";

/**
 * remark gives an image without title `title: null` (and may give `alt: null`), but Milkdown's
 * image node validates both as strings: every such image threw a RangeError, which dropped the
 * images of a loaded post and made inserting an uploaded image (`![alt](url)`) do nothing.
 * Empty strings instead; Milkdown writes an empty title back as no title.
 */
export const remarkImageAttributes = $remark("remarkImageAttributes", () => () => (tree: Root) => {
  const stack: MarkdownNode[] = [tree as MarkdownNode];
  while (stack.length > 0) {
    const node = stack.pop()! as MarkdownNode & { title?: unknown; alt?: unknown; children?: MarkdownNode[] };
    if (node.type === "image") {
      if (typeof node.title !== "string") node.title = "";
      if (typeof node.alt !== "string") node.alt = "";
    }
    if (node.children) stack.push(...node.children);
  }
});

/** Adds the Markdown presets (CommonMark, GFM) and the round-trip fixes to an editor. */
export function withMarkdown(editor: Editor): Editor {
  return (
    editor
      // An edited table is written with single spaces, not re-padded into aligned columns.
      .config((ctx) => ctx.set(remarkGFMPlugin.options.key, { tablePipeAlign: false }))
      .use(commonmark)
      .use(gfm)
      .use(remarkImageAttributes)
  );
}

/** The schema and remark processor of a created editor. */
export function engineOf(ctx: Ctx): MarkdownEngine {
  return { schema: ctx.get(schemaCtx), remark: ctx.get(remarkCtx) };
}
