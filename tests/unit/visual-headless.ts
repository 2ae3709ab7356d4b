// A Milkdown editor without a view, for the round-trip tests: Node has no DOM, and the round trip
// needs only the editor's schema, remark processor, parser and serialiser (all ready before the
// view). The view plugin is held back by a timer that never fires.
import { Editor, EditorStateReady, editorViewTimerCtx } from "@milkdown/kit/core";
import { createTimer } from "@milkdown/kit/ctx";
import type { Ctx, MilkdownPlugin } from "@milkdown/kit/ctx";
import { engineOf, withMarkdown } from "~/admin/visual-editor/visual-engine";
import type { MarkdownEngine } from "~/admin/visual-editor/visual-roundtrip";

const Never = createTimer("VisualTestNoView", 2 ** 31 - 1);

export async function headlessEngine(): Promise<MarkdownEngine> {
  // The view plugin reads `document.body` when it is registered.
  const g = globalThis as { document?: unknown; addEventListener?: unknown; removeEventListener?: unknown; dispatchEvent?: unknown };
  g.document ??= { body: null };
  // Milkdown's timers signal through window events.
  if (!g.addEventListener) {
    const events = new EventTarget();
    g.addEventListener = events.addEventListener.bind(events);
    g.removeEventListener = events.removeEventListener.bind(events);
    g.dispatchEvent = events.dispatchEvent.bind(events);
  }
  let ready!: (ctx: Ctx) => void;
  const captured = new Promise<Ctx>((resolve) => (ready = resolve));
  const capture: MilkdownPlugin = (ctx) => {
    ctx.record(Never);
    return async () => {
      await ctx.wait(EditorStateReady);
      ready(ctx);
    };
  };
  const editor = Editor.make().config((ctx) => ctx.set(editorViewTimerCtx, [Never]));
  withMarkdown(editor).use(capture);
  void editor.create();
  return engineOf(await captured);
}
