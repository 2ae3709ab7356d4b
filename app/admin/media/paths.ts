/** The media library's address (client-safe; the server module re-exports it). */
export const MEDIA_PATH = "/blog/admin/medien";
