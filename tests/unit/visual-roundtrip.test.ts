// The visual editor loses nothing (ADR 0020): every seed article and every sample of
// tests/fixtures/markdown-corpus goes through the visual editor's load and save (Milkdown's own
// schema, parser and serialiser, without a view) and must come back byte-identical, render the
// same HTML, and after a small edit change only the edited paragraph.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Slice } from "@milkdown/kit/prose/model";
import { EditorState, TextSelection } from "@milkdown/kit/prose/state";
import { beforeAll, describe, expect, it } from "vitest";
import { SourceDocument, type MarkdownEngine } from "~/admin/visual-editor/visual-roundtrip";
import { renderPostContent } from "~/features/blog/markdown.server";
import { seedPosts } from "~/features/blog/seed-posts";
import { headlessEngine } from "./visual-headless";

const corpusDir = path.resolve(__dirname, "../fixtures/markdown-corpus");
const corpus = readdirSync(corpusDir)
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => ({ name: `corpus/${name}`, markdown: readFileSync(path.join(corpusDir, name), "utf8") }));

// The English articles, once they exist (seed-posts-en.ts).
const english = Object.values(
  import.meta.glob<{ seedPostsEn?: { id: string; content: string }[] }>("/app/features/blog/seed-posts-en.ts", { eager: true }),
).flatMap((module) => module.seedPostsEn ?? []);

const samples = [
  ...seedPosts.map((post) => ({ name: `seed/${post.id}`, markdown: post.content })),
  ...english.map((post) => ({ name: `seed-en/${post.id}`, markdown: post.content })),
  ...corpus,
];

async function html(markdown: string): Promise<string> {
  const result = await renderPostContent(markdown);
  return "html" in result ? result.html : `ERROR ${result.error}`;
}

let engine: MarkdownEngine;
beforeAll(async () => {
  engine = await headlessEngine();
});

describe("visual editor round trip", () => {
  it("has a corpus of at least 30 samples besides the seed articles", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(seedPosts.length).toBeGreaterThan(0);
  });

  it.each(samples)("$name: unchanged → byte-identical, same HTML", async ({ markdown }) => {
    const source = SourceDocument.load(engine, markdown);
    const saved = source.serialize(source.doc);
    expect(saved).toBe(markdown);
    expect(await html(saved)).toBe(await html(markdown));
  });

  it.each(samples)("$name: typing a word into one paragraph changes only that paragraph", async ({ markdown }) => {
    const source = SourceDocument.load(engine, markdown);
    // The first top-level paragraph with text.
    let at = -1;
    source.doc.forEach((node, offset) => {
      if (at === -1 && node.type.name === "paragraph" && node.textContent.trim() !== "") at = offset + node.nodeSize - 1;
    });
    if (at === -1) return; // no paragraph (a pure list or table sample)
    const state = EditorState.create({ doc: source.doc });
    const edited = state.apply(state.tr.setSelection(TextSelection.create(state.doc, at)).insertText(" Wortneu")).doc;
    const saved = source.serialize(edited);
    expect(saved).toContain("Wortneu");
    // Only the paragraph's source changed: everything before and after it is byte-identical.
    let prefix = 0;
    while (prefix < saved.length && saved[prefix] === markdown[prefix]) prefix++;
    let suffix = 0;
    while (suffix < saved.length - prefix && saved[saved.length - 1 - suffix] === markdown[markdown.length - 1 - suffix]) suffix++;
    const changedOriginal = markdown.slice(prefix, markdown.length - suffix);
    expect(changedOriginal).not.toMatch(/\n\s*\n/); // within one block
    // And it renders as before, plus the word.
    expect((await html(saved)).replace(" Wortneu", "")).toBe(await html(markdown));
  });

  it.each(samples)("$name: serialised from scratch it still renders the same", async ({ markdown }) => {
    const source = SourceDocument.load(engine, markdown);
    expect(await html(source.serializeAll(source.doc))).toBe(await html(markdown));
  });

  it.each(seedPosts.map((post) => ({ name: `seed/${post.id}`, markdown: post.content })))(
    "$name: typing into a paragraph, a list item or a table cell adds exactly the typed characters",
    ({ markdown }) => {
      const source = SourceDocument.load(engine, markdown);
      // The end of the first text of each kind: paragraph at top level, list item, table cell.
      const targets = new Map<string, number>();
      source.doc.descendants((node, pos, parent) => {
        if (!node.isTextblock || node.textContent.trim() === "") return true;
        const kind = parent === source.doc ? "paragraph" : (parent?.type.name ?? "");
        if (["paragraph", "list_item", "table_cell"].includes(kind) && !targets.has(kind)) targets.set(kind, pos + node.nodeSize - 1);
        return true;
      });
      expect(targets.size).toBeGreaterThan(0);
      for (const [kind, at] of targets) {
        const state = EditorState.create({ doc: source.doc });
        const edited = state.apply(state.tr.setSelection(TextSelection.create(state.doc, at)).insertText(" Wortneu")).doc;
        const saved = source.serialize(edited);
        expect(saved.length, kind).toBe(markdown.length + " Wortneu".length);
        expect(saved.replace(" Wortneu", ""), kind).toBe(markdown);
      }
    },
  );

  /** The document after inserting `markdown` at the end of the first paragraph, as the editor's insert does. */
  function insertAfterFirstParagraph(source: SourceDocument, markdown: string) {
    const inserted = SourceDocument.load(engine, markdown).doc;
    const at = source.doc.firstChild!.nodeSize - 1;
    const state = EditorState.create({ doc: source.doc });
    return state.apply(state.tr.setSelection(TextSelection.create(state.doc, at)).replaceSelection(new Slice(inserted.content, 0, 0))).doc;
  }

  it("an inserted image is kept, with and without title, and nothing else changes", async () => {
    const markdown = "Erster Absatz.\n\n* eins\n* zwei\n";
    const source = SourceDocument.load(engine, markdown);
    const plain = source.serialize(insertAfterFirstParagraph(source, "![Beschreibung](/blog/images/2026/abc.png)"));
    expect(plain).toBe("Erster Absatz.\n\n![Beschreibung](/blog/images/2026/abc.png)\n\n* eins\n* zwei\n");
    const titled = source.serialize(insertAfterFirstParagraph(source, '![Polter](/blog/images/p.png "Am Weg 7")'));
    expect(titled).toContain('![Polter](/blog/images/p.png "Am Weg 7")');
    expect(await html(titled)).toContain('<img src="/blog/images/p.png" alt="Polter" title="Am Weg 7"');
  });

  it("a table of the picker's size is written as a GFM table of that size", async () => {
    const { nodes } = engine.schema;
    const cell = (type: "table_header" | "table_cell", text: string) =>
      nodes[type]!.create(null, nodes.paragraph!.create(null, text ? engine.schema.text(text) : null));
    const table = nodes.table!.create(null, [
      nodes.table_header_row!.create(null, [
        cell("table_header", "A"),
        cell("table_header", ""),
        cell("table_header", ""),
        cell("table_header", ""),
      ]),
      ...[1, 2].map(() =>
        nodes.table_row!.create(null, [cell("table_cell", ""), cell("table_cell", "x"), cell("table_cell", ""), cell("table_cell", "")]),
      ),
    ]);
    const source = SourceDocument.load(engine, "Davor.\n");
    const saved = source.serialize(source.doc.copy(source.doc.content.append(nodes.doc!.create(null, table).content)));
    expect(saved.startsWith("Davor.\n\n|")).toBe(true);
    const rendered = await html(saved);
    expect(rendered.match(/<th[ >]/g)).toHaveLength(4);
    expect(rendered.match(/<tr>/g)).toHaveLength(3);
    expect(rendered).not.toContain("<br");
  });
});
