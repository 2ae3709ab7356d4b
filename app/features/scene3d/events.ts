/**
 * The event a stage dispatches on its host element once its first frame is on screen: the island hides
 * the server-drawn fallback only then, so the box never shows an empty canvas. Kept in a module of its
 * own so the island (first-load bundle) and the stage (scene chunk, with three) share it without the
 * island importing three.
 */
export const FIRST_FRAME_EVENT = "scene3d:first-frame";
