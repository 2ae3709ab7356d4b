// The face for a scene's own module (loaded only when the scene mounts): the three.js stage. Kept
// apart from index.ts so that no page's first load names three.js.
export { createStage, disposeTree, type Stage, type StageOptions, type Vec3 } from "./stage";
