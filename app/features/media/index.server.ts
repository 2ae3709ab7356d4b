// The media capability's server API: uploads (the editor's, and images stored by other code), the
// uploaded images and where posts use them, and the media library page.
export { handleMediaAction, loadMediaLibrary, type MediaOptions } from "./library.server";
export {
  deleteUpload,
  IMAGE_PREFIX,
  listUploads,
  postImagePaths,
  referencedPaths,
  uploadPath,
  usageByPath,
  variantPaths,
} from "./media.server";
export { handleUpload, storeImage, type UploadOptions } from "./upload.server";
