// The visual editor's WYSIWYG area: Milkdown (ProseMirror + remark). Its document model is
// Markdown's; the original source of every block is kept and written back unless the block was
// edited (visual-roundtrip.ts, ADR 0020), so saving loses nothing and changes only what was
// edited. Client-only: loaded lazily by the visual editor route and never part of a public page's
// JavaScript.
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from "react";
import { Editor, editorStateOptionsCtx, editorViewCtx, prosePluginsCtx, rootCtx } from "@milkdown/kit/core";
import { history, historyProviderConfig, redoCommand, undoCommand } from "@milkdown/kit/plugin/history";
import { Plugin } from "@milkdown/kit/prose/state";
import {
  createCodeBlockCommand,
  toggleEmphasisCommand,
  toggleLinkCommand,
  toggleStrongCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from "@milkdown/kit/preset/commonmark";
import { insertTableCommand } from "@milkdown/kit/preset/gfm";
import { callCommand, insert } from "@milkdown/kit/utils";
import "@milkdown/kit/prose/view/style/prosemirror.css";
import "@milkdown/kit/prose/tables/style/tables.css";
import { articleBodyClass } from "~/features/blog";
import { cn } from "~/lib/cn";
import type { AdminCopy } from "../shell/copy";
import { engineOf, withMarkdown } from "./visual-engine";
import type { VisualMarkdownHandle } from "./visual-markdown";
import { SourceDocument } from "./visual-roundtrip";
import { TablePicker } from "./visual-table-picker";

/** Undo history: 100 entries; changes less than 600 ms apart are undone together. */
const HISTORY = { depth: 100, newGroupDelay: 600 };

export default function VisualMarkdown({
  initial,
  onChange,
  labelledBy,
  m,
  ref,
}: {
  initial: string;
  onChange: (markdown: string) => void;
  labelledBy: string;
  m: AdminCopy["editor"];
  ref?: React.Ref<VisualMarkdownHandle>;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // The loaded document with its original Markdown source (set once the editor's schema exists).
  const source = useRef<SourceDocument | null>(null);
  const initialRef = useRef(initial);
  const changed = useEffectEvent((markdown: string) => onChange(markdown));
  // Read once, when the editor is made: it owns its document from then on, `initial` only seeds it.
  const setup = useEffectEvent(() => ({ initial, labelledBy }));

  useEffect(() => {
    const host = root.current;
    if (!host) return;
    const { initial, labelledBy } = setup();
    let disposed = false;
    let created: Editor | null = null;
    const made = withMarkdown(
      Editor.make().config((ctx) => {
        ctx.set(rootCtx, host);
        ctx.set(historyProviderConfig.key, HISTORY);
        // The document comes from the round trip (blocks mapped to their source), not from
        // Milkdown's own parse of `initial`.
        ctx.update(editorStateOptionsCtx, (override) => (options) => {
          const loaded = SourceDocument.load(engineOf(ctx), initial);
          source.current = loaded;
          return override({ ...options, doc: loaded.doc });
        });
        // Every change reaches the form at once (no debounce): a save right after typing keeps it.
        ctx.update(prosePluginsCtx, (plugins) => [
          ...plugins,
          new Plugin({
            view: () => ({
              update: (view, previous) => {
                if (view.state.doc !== previous.doc && source.current) changed(source.current.serialize(view.state.doc));
              },
            }),
          }),
        ]);
      }),
    ).use(history);
    void made.create().then((instance) => {
      if (disposed) {
        void instance.destroy();
        return;
      }
      created = instance;
      // Name and describe the editable area for assistive technology.
      const view = instance.ctx.get(editorViewCtx);
      view.dom.setAttribute("aria-labelledby", labelledBy);
      view.dom.setAttribute("aria-multiline", "true");
      view.dom.setAttribute("role", "textbox");
      setEditor(instance);
    });
    return () => {
      disposed = true;
      void created?.destroy();
      setEditor(null);
    };
  }, []);

  useImperativeHandle(ref, () => ({
    insert(markdown: string) {
      if (!editor) return;
      editor.action(insert(markdown));
      editor.action((ctx) => ctx.get(editorViewCtx).focus());
    },
    getMarkdown() {
      const doc = editor?.ctx.get(editorViewCtx).state.doc;
      return doc && source.current ? source.current.serialize(doc) : initialRef.current;
    },
  }));

  const run = (action: (ctx: Parameters<Parameters<Editor["action"]>[0]>[0]) => unknown) => {
    if (!editor) return;
    editor.action(action);
    editor.action((ctx) => ctx.get(editorViewCtx).focus());
  };

  const t = m.toolbar;
  const tools: { label: string; text: string; act: () => void }[] = [
    { label: t.h2, text: "H2", act: () => run(callCommand(wrapInHeadingCommand.key, 2)) },
    { label: t.h3, text: "H3", act: () => run(callCommand(wrapInHeadingCommand.key, 3)) },
    { label: t.bold, text: "B", act: () => run(callCommand(toggleStrongCommand.key)) },
    { label: t.italic, text: "I", act: () => run(callCommand(toggleEmphasisCommand.key)) },
    { label: t.bullet, text: "•", act: () => run(callCommand(wrapInBulletListCommand.key)) },
    { label: t.ordered, text: "1.", act: () => run(callCommand(wrapInOrderedListCommand.key)) },
    { label: t.quote, text: "❝", act: () => run(callCommand(wrapInBlockquoteCommand.key)) },
    { label: t.code, text: "</>", act: () => run(callCommand(createCodeBlockCommand.key)) },
    {
      label: t.link,
      text: "Link",
      act: () => {
        const href = window.prompt(t.linkPrompt, "https://");
        if (href) run(callCommand(toggleLinkCommand.key, { href }));
      },
    },
    { label: t.undo, text: "↶", act: () => run(callCommand(undoCommand.key)) },
    { label: t.redo, text: "↷", act: () => run(callCommand(redoCommand.key)) },
  ];

  const toolClass =
    "grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-bold text-forest-900 hover:bg-white focus-visible:outline-3 focus-visible:outline-moss-400 disabled:opacity-50";
  // The table picker sits after the code button.
  const tableAt = tools.findIndex((tool) => tool.label === t.code) + 1;

  return (
    <div className="overflow-hidden rounded-xl border border-forest-900/25 bg-white shadow-sm focus-within:border-forest-600 focus-within:outline-3 focus-within:outline-moss-400">
      <div role="toolbar" aria-label={t.label} className="flex flex-wrap gap-1 border-b border-forest-900/10 bg-forest-50 p-1.5">
        {tools.map((tool, index) => [
          index === tableAt ? (
            <TablePicker
              key="table"
              label={t.table}
              disabled={!editor}
              buttonClass={toolClass}
              onPick={(row, col) => run(callCommand(insertTableCommand.key, { row, col }))}
            />
          ) : null,
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            disabled={!editor}
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.act}
            className={toolClass}
          >
            {/* Named by its text, not aria-label: the visible "H2" need not be part of the name (WCAG 2.5.3). */}
            <span className="sr-only">{tool.label}</span>
            <span aria-hidden="true">{tool.text}</span>
          </button>,
        ])}
      </div>
      <div
        ref={root}
        data-visual-editor
        className={cn(
          articleBodyClass,
          "h-[500px] overflow-y-auto px-5 py-4 [&_.ProseMirror]:min-h-full [&_.ProseMirror]:outline-none [&_.ProseMirror_table]:table [&_.ProseMirror_td]:min-w-16",
        )}
      />
    </div>
  );
}
