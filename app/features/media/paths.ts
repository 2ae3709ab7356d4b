/** The media library's address (browser-safe). */
export const MEDIA_PATH = "/blog/admin/medien";
