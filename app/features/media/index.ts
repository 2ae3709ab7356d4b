// The media capability, browser-safe: the library's address, what an image may be, the messages
// its actions answer with, and the types of the server's answers (type-only).
export { mediaMessages, mediaText, uploadMessages, uploadText, type MediaMessage, type UploadMessage } from "./copy";
export { imageContentTypes, MAX_IMAGE_BYTES, sniffImage, type ImageKind } from "./image-type";
export { MEDIA_PATH } from "./paths";
export type { MediaActionResult, MediaItem, MediaLibraryData } from "./library.server";
export type { Upload, Usage, UsageKind } from "./media.server";
export type { StoreImageResult } from "./upload.server";
