// The editor capability, browser-safe: the form's values and date helpers, the line diff, the
// messages by code, and the types of the server's answers (type-only, so nothing server-side
// reaches the browser).
export { editorMessages, editorText, type EditorMessage } from "./copy";
export { diffLines, foldSame, type DiffPart, type FoldedPart } from "./line-diff";
export {
  formFingerprint,
  isoToLocalInput,
  isoToZonedInput,
  localInputToIso,
  postFormValues,
  readPostForm,
  readPostJson,
  SITE_TIME_ZONE,
  toStatus,
  zonedInputToIso,
  type EditorLoadFailure,
  type PostFormValues,
  type SaveFailure,
} from "./post-form";
export type { ArchiveContents, ArchiveImportReport } from "./archive.server";
export type {
  AutosaveResult,
  EditorExtras,
  FieldDiff,
  ParsedForm,
  PreviewLinkResult,
  RevisionDiffResult,
  TranslationOption,
} from "./editor.server";
export type { LocaliseResult } from "./remote-images.server";
