// The editor form's state: the fields, dirty tracking against what the server has, the autosave
// of drafts, the guard against leaving with unsaved changes, and the save by hand.
import { useEffect, useRef, useState } from "react";
import { useBlocker, useNavigation, useRevalidator, useSubmit } from "react-router";
import { type PostLang, type PostStatus } from "~/features/blog";
import { editorText, formFingerprint, type EditorExtras, type PostFormValues, type SaveFailure } from "~/features/editor";
import { useHydrated } from "~/lib/use-hydrated";
import type { AdminCopy } from "../shell/copy";
import type { VisualMarkdownHandle } from "../visual-editor/visual-markdown";
import { adminPaths } from "~/config/admin-paths";
import type { SeoValues } from "./editor-panels";
import { useAutosave } from "./use-autosave";
import { useRenderedMarkdown } from "./post-preview";

export type EditorMode = "markdown" | "visual";

/** What the visual editor's handle offers once it can hand over its Markdown at once (H3). */
export type MarkdownSource = VisualMarkdownHandle & { getMarkdown?: () => string };

/** Where the editor for a saved post is. */
export const editorPath = (mode: EditorMode, id: string) => (mode === "visual" ? adminPaths.visualEditor(id) : adminPaths.edit(id));

export interface EditorFormOptions {
  mode: EditorMode;
  initial: PostFormValues;
  failure?: SaveFailure;
  post: { id: string; slug: string } | null;
  extras: EditorExtras | null;
  uiLang: "de" | "en";
  m: AdminCopy["editor"];
  canPublish: boolean;
}

export function useEditorForm({ mode, initial, failure, post, extras, uiLang, m, canPublish }: EditorFormOptions) {
  const start = failure?.values ?? initial;
  const [title, setTitle] = useState(start.title);
  const [slug, setSlug] = useState(start.slug);
  const [author, setAuthor] = useState(start.author);
  const [tags, setTags] = useState(start.tags);
  const [summary, setSummary] = useState(start.summary);
  const [content, setContent] = useState(start.content);
  const [coverImage, setCoverImage] = useState(start.coverImage);
  const [lang, setLang] = useState<PostLang>(start.lang);
  const [status, setStatus] = useState<PostStatus>(start.status === "" ? (canPublish ? "published" : "draft") : start.status);
  const [date, setDate] = useState(start.date);
  const [seo, setSeo] = useState<SeoValues>({
    metaTitle: start.metaTitle,
    metaDescription: start.metaDescription,
    socialImage: start.socialImage,
    translationId: start.translationId,
  });
  const [revision, setRevision] = useState(start.revision);
  // A new post gets its id from its first autosave.
  const [postId, setPostId] = useState<string | null>(post?.id ?? null);
  const [storedStatus, setStoredStatus] = useState<PostStatus | null>(extras?.status ?? null);
  const [savedFingerprint, setSavedFingerprint] = useState(() => formFingerprint(initial));
  const [previewing, setPreviewing] = useState(false);
  const hydrated = useHydrated();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const visualRef = useRef<MarkdownSource>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const contentFieldRef = useRef<HTMLInputElement>(null);
  const revisionFieldRef = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const submit = useSubmit();
  const revalidator = useRevalidator();
  // While a save or restore is on its way, leaving the page is what the editor asked for.
  const leaving = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") leaving.current = false;
  }, [navigation.state]);

  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);

  const values: PostFormValues = {
    ...start,
    title,
    slug,
    author,
    tags,
    summary,
    content,
    coverImage,
    lang,
    status,
    date,
    dateLocal: "",
    ...seo,
    revision,
  };
  const fingerprint = formFingerprint(values);
  const dirty = fingerprint !== savedFingerprint;

  /** The form's values with the visual editor's Markdown as it is this instant (not its last debounced change). */
  function currentValues(): PostFormValues {
    const markdown = mode === "visual" ? visualRef.current?.getMarkdown?.() : undefined;
    return markdown === undefined ? values : { ...values, content: markdown };
  }

  const autosave = useAutosave({
    enabled: hydrated && status === "draft" && (storedStatus === null || storedStatus === "draft"),
    ready: title.trim() !== "" && author.trim() !== "" && slug.trim() !== "",
    read: currentValues,
    savedFingerprint,
    postId,
    changeKey: fingerprint,
    fallbackError: editorText("autosaveError", uiLang),
    onSaved: (result, sent) => {
      setRevision(String(result.revision));
      setSavedFingerprint(formFingerprint({ ...sent, revision: String(result.revision) }));
      setStoredStatus("draft");
      if (result.created) {
        setPostId(result.id);
        // The address becomes the post's own, so a reload opens the draft; nothing typed is lost.
        window.history.replaceState(window.history.state, "", editorPath(mode, result.id));
      }
      // The revisions list and the picker learn of the new revision; the form keeps its state.
      void revalidator.revalidate();
    },
  });

  // Leaving with unsaved changes: the browser's own warning, and a confirmation for in-app links.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(m.leaveConfirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker, m.leaveConfirm]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Saving right after typing saves what was typed: the visual editor's Markdown is read now.
    const markdown = mode === "visual" ? visualRef.current?.getMarkdown?.() : undefined;
    if (markdown !== undefined && contentFieldRef.current) {
      contentFieldRef.current.value = markdown;
      setContent(markdown);
    }
    const pending = autosave.pending();
    if (pending) {
      // An autosave is on its way: wait for its revision, or this save would be refused as stale.
      event.preventDefault();
      const form = event.currentTarget;
      void pending.then(() => {
        leaving.current = true;
        const data = new FormData(form);
        if (revisionFieldRef.current) data.set("revision", revisionFieldRef.current.value);
        void submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
      });
      return;
    }
    leaving.current = true;
  }
  const showPreview = mode === "visual" || previewing;
  const preview = useRenderedMarkdown(content, showPreview && hydrated, m.previewError, mode === "visual" ? 400 : 0);

  /** A restore from the revisions list leaves the page on purpose. */
  function onRestore() {
    leaving.current = true;
  }

  return {
    start,
    values,
    dirty,
    hydrated,
    busy,
    autosave,
    preview,
    previewing,
    setPreviewing,
    fields: { title, slug, author, tags, summary, content, coverImage, lang, status, date, seo, revision },
    set: { setTitle, setSlug, setAuthor, setTags, setSummary, setContent, setCoverImage, setLang, setStatus, setDate, setSeo },
    postId,
    storedStatus,
    refs: { contentRef, visualRef, errorRef, formRef, contentFieldRef, revisionFieldRef },
    onSubmit,
    onRestore,
  };
}
