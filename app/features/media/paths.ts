import { adminPaths } from "~/config/admin-paths";

/** The media library's address (browser-safe). */
export const MEDIA_PATH = adminPaths.media;
