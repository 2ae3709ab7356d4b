// Image uploads from the editor: a cover image, or an image put into the content at the cursor.
import { useState, type RefObject } from "react";
import type { AdminCopy } from "../shell/copy";
import { adminPaths } from "~/config/admin-paths";
import type { EditorMode, MarkdownSource } from "./use-editor-form";

export type UploadState = { state: "idle" | "busy" } | { state: "error"; message: string };

/** Uploads an image; resolves to its public URL, or rejects with the server's message. */
async function uploadImage(file: File, fallback: string): Promise<string> {
  const body = new FormData();
  body.set("file", file);
  const response = await fetch(adminPaths.upload, { method: "POST", body, headers: { Accept: "application/json" } });
  const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!response.ok || !answer.url) throw new Error(answer.error ?? fallback);
  return answer.url;
}

export function useImageUpload({
  mode,
  content,
  setContent,
  setCoverImage,
  contentRef,
  visualRef,
  m,
}: {
  mode: EditorMode;
  content: string;
  setContent: (content: string) => void;
  setCoverImage: (url: string) => void;
  contentRef: RefObject<HTMLTextAreaElement | null>;
  visualRef: RefObject<MarkdownSource | null>;
  m: AdminCopy["editor"];
}) {
  const [upload, setUpload] = useState<UploadState>({ state: "idle" });

  function insertAtCursor(markdown: string) {
    if (mode === "visual" && visualRef.current) {
      visualRef.current.insert(markdown);
      return;
    }
    const area = contentRef.current;
    const at = area ? area.selectionStart : content.length;
    const end = area ? area.selectionEnd : content.length;
    const before = content.slice(0, at);
    const needsBreak = before !== "" && !before.endsWith("\n");
    const text = `${needsBreak ? "\n" : ""}${markdown}\n`;
    setContent(`${before}${text}${content.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + text.length, at + text.length);
    });
  }

  async function onImage(event: React.ChangeEvent<HTMLInputElement>, target: "cover" | "inline") {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUpload({ state: "busy" });
    try {
      const url = await uploadImage(file, m.uploadError);
      if (target === "cover") setCoverImage(url);
      else insertAtCursor(`![${m.imageAlt}](${url})`);
      setUpload({ state: "idle" });
    } catch (error) {
      setUpload({ state: "error", message: error instanceof Error ? error.message : m.uploadError });
    }
  }

  return { upload, onImage };
}
