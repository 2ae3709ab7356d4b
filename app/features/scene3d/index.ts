// The face of the 3D scenes for pages: the island that mounts a scene when the browser can draw
// it, the info card beside it, and the wrapper that hydrates a scene only near the viewport.
export { FIRST_FRAME_EVENT } from "./events";
export { HydrateWhenNear } from "./hydrate-when-near";
export { InfoCard, infoCardPlacement } from "./info-card";
export { SceneIsland, webglAvailable, type MountedScene, type SceneModule, type SceneMountOptions, type SceneStatus } from "./island";
