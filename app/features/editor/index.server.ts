// The editor capability's server API: the form turned into a post (who may, the author, status and
// date), autosave, revisions, the preview link, external images fetched on save, the archive
// export and import, and saves that survive a database outage.
export {
  ArchiveError,
  buildArchive,
  classifyEntry,
  handleArchiveExport,
  importArchive,
  isZipArchive,
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_ENTRIES,
  MAX_ARCHIVE_UNPACKED_BYTES,
  readArchive,
} from "./archive.server";
export {
  auditActor,
  authorChoices,
  diffSnapshots,
  editorExtras,
  handleAutosave,
  handlePreviewLink,
  handleRestore,
  linkingAccount,
  loadRevisionDiff,
  MAX_EDITOR_BYTES,
  parseEditorForm,
  previewUrl,
  requireEditablePost,
  requireStatusAllowed,
  resolveAuthor,
  resolveFormDate,
  revisionActor,
  saveStatus,
  translationOptions,
  type EditorServerOptions,
} from "./editor.server";
export {
  externalImageAddresses,
  fetchRemoteImage,
  isBlockedAddress,
  localiseExternalImages,
  MAX_REDIRECTS,
  MAX_REMOTE_IMAGE_BYTES,
  MAX_REMOTE_IMAGES,
  privateFetchAllowed,
  REMOTE_IMAGE_TIMEOUT_MS,
  RemoteImageError,
  type FetchImageOptions,
  type LocalisableFields,
  type LocaliseOptions,
} from "./remote-images.server";
export { loadOrUnavailable, saveKeepingText } from "./save-fault.server";
