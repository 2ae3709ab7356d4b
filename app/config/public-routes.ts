// Transitional re-export while the server is being split; remove once nothing imports it.
export { staticPagePaths as staticPublicPaths } from "./pages";
