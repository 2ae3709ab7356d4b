// The visual editor's Markdown round trip that loses nothing (ADR 0020).
//
// Milkdown parses Markdown into a ProseMirror document and serialises it back with
// remark-stringify. That second step is lossy (reference links become inline, "*" bullets become
// "-", tables are re-padded, indented code becomes fenced …), so this module keeps the original
// source: each top-level block of the document remembers the source range it came from, and on
// saving every top-level block that is still unchanged is written out as its original text (with
// the original blank lines around it). Only blocks that were edited or added are serialised, and a
// text edit inside a block is spliced into the block's source where that is provably the same.
// An unchanged document therefore saves byte-identical, and a small edit changes only what was edited.
//
// Pure functions over Milkdown's schema, remark processor and transformer: the editor component
// (visual-markdown.client.tsx) and the round-trip tests use the same code.
import type { Node as ProseNode, Schema } from "@milkdown/kit/prose/model";
import { ParserState, SerializerState } from "@milkdown/kit/transformer";
import type { MarkdownNode, RemarkParser } from "@milkdown/kit/transformer";

/** What the round trip needs from a Milkdown editor (all in its ctx once it is created). */
export interface MarkdownEngine {
  schema: Schema;
  /** Milkdown's remark processor, with every remark plugin the presets registered. */
  remark: RemarkParser;
}

/** Serialisation style of a changed block, taken from the block it replaces. */
interface Style {
  bullet: "-" | "*" | "+";
  ordered: "." | ")";
}

const DEFAULT_STYLE: Style = { bullet: "-", ordered: "." };

/** A run of the original source: a top-level block (with its document nodes) or invisible text. */
interface Unit {
  source: string;
  /** Document nodes parsed from this block; empty for text the editor does not show (definitions). */
  nodes: ProseNode[];
  style: Style;
}

type Piece = { kind: "unit"; unit: number } | { kind: "node"; node: ProseNode; style: Style; unit: number | undefined };

function styleOf(source: string): Style {
  const bullet = /^\s*([-*+])\s/.exec(source)?.[1];
  const ordered = /^\s*\d{1,9}([.)])/.exec(source)?.[1];
  return {
    bullet: bullet === "*" || bullet === "+" ? bullet : "-",
    ordered: ordered === ")" ? ")" : ".",
  };
}

function parseTree(engine: MarkdownEngine, markdown: string): MarkdownNode {
  return engine.remark.runSync(engine.remark.parse(markdown), markdown) as MarkdownNode;
}

/** The document nodes of one Markdown (sub)tree, through Milkdown's own parser specs. */
function toNodes(engine: MarkdownEngine, children: MarkdownNode[]): ProseNode[] {
  const state = new ParserState(engine.schema);
  state.next({ type: "root", children });
  const doc = state.toDoc();
  const out: ProseNode[] = [];
  doc.forEach((node) => out.push(node));
  return out;
}

/** A remark processor that stringifies with the given list markers. */
function styledRemark(engine: MarkdownEngine, style: Style, cache: Map<string, RemarkParser>): RemarkParser {
  const key = `${style.bullet}${style.ordered}`;
  let remark = cache.get(key);
  if (!remark) {
    const copy = engine.remark();
    const settings = (copy.data("settings") ?? {}) as Record<string, unknown>;
    const other = style.bullet === "-" ? "*" : "-";
    copy.data("settings", {
      ...settings,
      bullet: style.bullet,
      bulletOther: other,
      bulletOrdered: style.ordered,
      rule: "-",
      emphasis: "*",
      strong: "*",
      fence: "`",
      listItemIndent: "one",
    });
    remark = copy;
    cache.set(key, remark);
  }
  return remark;
}

/** A Markdown document with its original source; `serialize` writes a (changed) document back. */
export class SourceDocument {
  /** The document to edit. */
  readonly doc: ProseNode;
  readonly #engine: MarkdownEngine;
  readonly #units: Unit[];
  /** Text before the first block and after the last one (usually "" and "\n"). */
  readonly #head: string;
  readonly #tail: string;
  /** Text between unit i and unit i + 1. */
  readonly #gaps: string[];
  /** Original node → [unit, index in unit]. */
  readonly #origin = new Map<ProseNode, number>();
  readonly #fingerprints = new WeakMap<ProseNode, string>();
  readonly #remarks = new Map<string, RemarkParser>();
  readonly #spliced = new WeakMap<ProseNode, string | null>();

  private constructor(engine: MarkdownEngine, markdown: string) {
    this.#engine = engine;
    const tree = parseTree(engine, markdown) as MarkdownNode & { children: MarkdownNode[] };
    const units: Unit[] = [];
    const gaps: string[] = [];
    let at = 0;
    let head = "";
    const positioned = tree.children.every(
      (child) => typeof child.position?.start.offset === "number" && typeof child.position.end.offset === "number",
    );
    const pushText = (text: string) => {
      // Text between blocks: blank lines, or something the editor does not show (link
      // definitions, which remark-inline-links folded into the links). The latter stays as a unit.
      if (text.trim() === "") {
        if (units.length === 0) head += text;
        else gaps[units.length - 1] = (gaps[units.length - 1] ?? "") + text;
        return;
      }
      const lead = /^\s*/.exec(text)![0];
      const trail = /\s*$/.exec(text)![0];
      pushText(lead);
      units.push({ source: text.slice(lead.length, text.length - trail.length), nodes: [], style: DEFAULT_STYLE });
      pushText(trail);
    };
    const ordered = tree.children.every((child, i) => {
      const prev = tree.children[i - 1];
      return !prev || prev.position!.end.offset! <= child.position!.start.offset!;
    });
    if (!positioned || !ordered) {
      // No usable source positions (never seen; a plugin would have to rearrange the tree):
      // everything is serialised, nothing is kept.
      this.#units = [];
      this.#gaps = [];
      this.#head = "";
      this.#tail = "\n";
      this.doc = engine.schema.topNodeType.create(null, toNodes(engine, tree.children));
      return;
    }
    for (const child of tree.children) {
      const start = child.position!.start.offset!;
      const end = child.position!.end.offset!;
      pushText(markdown.slice(at, start));
      const source = markdown.slice(start, end);
      units.push({ source, nodes: toNodes(engine, [child]), style: styleOf(source) });
      at = end;
    }
    const rest = markdown.slice(at);
    const trail = /\s*$/.exec(rest)![0];
    if (rest.length > trail.length) pushText(rest.slice(0, rest.length - trail.length));
    else if (units.length === 0) head = "";
    this.#units = units;
    this.#gaps = gaps;
    this.#head = head;
    this.#tail = trail;
    const nodes: ProseNode[] = [];
    units.forEach((unit, index) => {
      for (const node of unit.nodes) {
        this.#origin.set(node, index);
        nodes.push(node);
      }
    });
    this.doc = engine.schema.topNodeType.create(null, nodes);
  }

  /** Parses `markdown` for the editor, remembering where each block came from. */
  static load(engine: MarkdownEngine, markdown: string): SourceDocument {
    return new SourceDocument(engine, markdown);
  }

  /** Markdown of one block as Milkdown would write it (cached per node: nodes are immutable). */
  #fingerprint(node: ProseNode): string {
    let print = this.#fingerprints.get(node);
    if (print === undefined) {
      print = this.#serializeNode(node, DEFAULT_STYLE);
      this.#fingerprints.set(node, print);
    }
    return print;
  }

  #serializeNode(node: ProseNode, style: Style): string {
    if (node.type.name === "paragraph" && node.content.size === 0) return "";
    const remark = styledRemark(this.#engine, style, this.#remarks);
    const state = new SerializerState(this.#engine.schema);
    state.run(this.#engine.schema.topNodeType.create(null, [node]));
    const tree = state.build();
    dropEmptyLineMarkers(tree);
    return remark.stringify(tree as Parameters<RemarkParser["stringify"]>[0]).replace(/\s+$/, "");
  }

  /** The Markdown of `doc`: original text for every unchanged block, serialised text for the rest. */
  serialize(doc: ProseNode): string {
    return this.#write(doc, true);
  }

  /** The Markdown of `doc` with every block serialised, none kept (how an edited block is written). */
  serializeAll(doc: ProseNode): string {
    return this.#write(doc, false);
  }

  #write(doc: ProseNode, keep: boolean): string {
    const current: ProseNode[] = [];
    doc.forEach((node) => current.push(node));
    const original: ProseNode[] = [];
    for (const unit of this.#units) original.push(...unit.nodes);
    const matches = keep ? this.#align(original, current) : [];

    // Which units survive unchanged: all their nodes matched, in order, next to each other.
    const kept = new Set<number>();
    const matchedAt = new Map<ProseNode, number>();
    for (const [o, c] of matches) matchedAt.set(original[o]!, c);
    this.#units.forEach((unit, index) => {
      if (unit.nodes.length === 0) return;
      const first = matchedAt.get(unit.nodes[0]!);
      if (first === undefined) return;
      if (unit.nodes.every((node, i) => matchedAt.get(node) === first + i)) kept.add(index);
    });

    // A changed block takes the place (and list markers) of the original block it replaces:
    // between two matches, the k-th new block replaces the k-th removed one of the same type.
    const replaces = new Map<number, number>();
    for (const [o, c] of matches) replaces.set(c, this.#origin.get(original[o]!)!);
    if (keep) {
      const bounds: [number, number][] = [[-1, -1], ...matches, [original.length, current.length]];
      for (let k = 1; k < bounds.length; k++) {
        const [o1, c1] = bounds[k - 1]!;
        const [o2, c2] = bounds[k]!;
        for (let step = 1; o1 + step < o2 && c1 + step < c2; step++) {
          const before = original[o1 + step]!;
          if (before.type === current[c1 + step]!.type) replaces.set(c1 + step, this.#origin.get(before)!);
        }
      }
    }

    // Pieces in order; invisible units (link definitions) stay after the block they followed.
    const pieces: Piece[] = [];
    const emitted = new Set<number>();
    const emitInvisibleUpTo = (unitIndex: number) => {
      for (let u = 0; u < unitIndex; u++) {
        if (!emitted.has(u) && this.#units[u]!.nodes.length === 0) {
          emitted.add(u);
          pieces.push({ kind: "unit", unit: u });
        }
      }
    };
    for (let c = 0; c < current.length; c++) {
      const unit = replaces.get(c);
      if (unit !== undefined) emitInvisibleUpTo(unit);
      if (unit !== undefined && kept.has(unit)) {
        if (!emitted.has(unit)) {
          emitted.add(unit);
          pieces.push({ kind: "unit", unit });
        }
        continue;
      }
      const style = unit === undefined ? DEFAULT_STYLE : this.#units[unit]!.style;
      pieces.push({ kind: "node", node: current[c]!, style, unit });
    }
    emitInvisibleUpTo(this.#units.length);

    // Join: original spacing between blocks that were neighbours, a blank line elsewhere.
    let out = "";
    let previous: { unit: number | undefined; text: string } | null = null;
    for (const piece of pieces) {
      let text: string;
      if (piece.kind === "unit") {
        text = this.#units[piece.unit]!.source;
      } else {
        let style = piece.style;
        // Two lists in a row with the same marker would merge into one: use the other marker.
        const before = previous?.text ?? "";
        if (piece.node.type.name === "bullet_list" && bulletOf(before) === style.bullet) {
          style = { ...style, bullet: style.bullet === "-" ? "*" : "-" };
        }
        if (piece.node.type.name === "ordered_list" && delimiterOf(before) === style.ordered) {
          style = { ...style, ordered: style.ordered === "." ? ")" : "." };
        }
        text = (keep && piece.unit !== undefined ? this.#splice(piece.unit, piece.node) : null) ?? this.#serializeNode(piece.node, style);
        if (text === "") continue;
      }
      if (previous === null) out += this.#head;
      else if (previous.unit !== undefined && piece.unit === previous.unit + 1) out += this.#gaps[previous.unit] ?? "\n\n";
      else out += "\n\n";
      out += text;
      previous = { unit: piece.unit, text };
    }
    if (previous === null) return "";
    return out + (previous.unit === this.#units.length - 1 || this.#tail.includes("\n") ? this.#tail : "\n");
  }

  /**
   * A text edit inside one block, applied to the block's source instead of serialising the block:
   * typing in one paragraph, list item, heading or table cell changes just those characters.
   * Applies when the edit lies within one run of text that appears exactly once, literally, in
   * the block's source, and the spliced source parses back to exactly the edited block; else null.
   */
  #splice(unitIndex: number, node: ProseNode): string | null {
    const cached = this.#spliced.get(node);
    if (cached !== undefined) return cached;
    const result = this.#trySplice(this.#units[unitIndex]!, node);
    this.#spliced.set(node, result);
    return result;
  }

  #trySplice(unit: Unit, node: ProseNode): string | null {
    const before = unit.nodes.length === 1 ? unit.nodes[0]! : null;
    if (!before || before.type !== node.type) return null;
    const start = before.content.findDiffStart(node.content);
    const end = before.content.findDiffEnd(node.content);
    if (start === null || !end) return null;
    let endA = end.a;
    let endB = end.b;
    const overlap = start - Math.min(endA, endB);
    if (overlap > 0) {
      endA += overlap;
      endB += overlap;
    }
    // The run of text in the original block that holds the whole edited range.
    const $start = before.resolve(start);
    const $end = before.resolve(endA);
    if ($start.parent !== $end.parent || !$start.parent.inlineContent) return null;
    let run: { text: string; from: number } | null = null;
    const base = $start.start();
    $start.parent.forEach((child, offset) => {
      const from = base + offset;
      if (child.isText && from <= start && endA <= from + child.nodeSize) run ??= { text: child.text!, from };
    });
    if (!run) return null;
    const { text, from } = run as { text: string; from: number };
    const at = unit.source.indexOf(text);
    if (at === -1 || unit.source.indexOf(text, at + 1) !== -1) return null;
    const inserted = node.textBetween(start, endB, "\n", "\ufffc");
    if (inserted.includes("\ufffc") || inserted.includes("\n")) return null;
    const source = unit.source.slice(0, at + start - from) + inserted + unit.source.slice(at + endA - from);
    // The spliced source must mean exactly the edited block.
    const tree = parseTree(this.#engine, source) as MarkdownNode & { children: MarkdownNode[] };
    let parsed: ProseNode[];
    try {
      parsed = toNodes(this.#engine, tree.children);
    } catch {
      return null;
    }
    if (parsed.length !== 1 || this.#fingerprint(parsed[0]!) !== this.#fingerprint(node)) return null;
    return source;
  }

  /** Longest common subsequence of original and current blocks: pairs [original, current]. */
  #align(original: ProseNode[], current: ProseNode[]): [number, number][] {
    const same = (a: ProseNode, b: ProseNode) => a === b || this.#fingerprint(a) === this.#fingerprint(b);
    const pairs: [number, number][] = [];
    let start = 0;
    while (start < original.length && start < current.length && same(original[start]!, current[start]!)) {
      pairs.push([start, start]);
      start++;
    }
    let endO = original.length;
    let endC = current.length;
    const tail: [number, number][] = [];
    while (endO > start && endC > start && same(original[endO - 1]!, current[endC - 1]!)) {
      endO--;
      endC--;
      tail.unshift([endO, endC]);
    }
    const n = endO - start;
    const m = endC - start;
    if (n > 0 && m > 0 && n * m <= 250_000) {
      // Classic dynamic programme over the changed middle.
      const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
      for (let i = n - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--) {
          table[i]![j] = same(original[start + i]!, current[start + j]!)
            ? table[i + 1]![j + 1]! + 1
            : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
        }
      }
      let i = 0;
      let j = 0;
      while (i < n && j < m) {
        if (same(original[start + i]!, current[start + j]!)) {
          pairs.push([start + i, start + j]);
          i++;
          j++;
        } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
        else j++;
      }
    }
    return [...pairs, ...tail];
  }
}

function bulletOf(text: string): string | undefined {
  return /^\s*([-*+])\s/.exec(lastListLine(text))?.[1];
}

function delimiterOf(text: string): string | undefined {
  return /^\s*\d{1,9}([.)])/.exec(lastListLine(text))?.[1];
}

/** The first line of the last list item in `text` (top level), or "" when it does not end with a list. */
function lastListLine(text: string): string {
  const lines = text.split("\n");
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (/^(?:[-*+]\s|\d{1,9}[.)])/.test(line)) return line;
    if (line !== "" && !/^\s/.test(line)) return "";
  }
  return "";
}

/**
 * Milkdown writes an empty paragraph as `<br />` (to keep empty lines); in a table cell or a new
 * block that would put a visible line break into the article. Empty stays empty.
 */
function dropEmptyLineMarkers(tree: MarkdownNode): void {
  const stack: MarkdownNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!node.children) continue;
    if (node.type === "paragraph" && node.children.length === 1) {
      const only = node.children[0]!;
      if (only.type === "html" && typeof only.value === "string" && /^<br\s*\/?>$/.test(only.value.trim())) node.children = [];
    }
    stack.push(...node.children);
  }
}
