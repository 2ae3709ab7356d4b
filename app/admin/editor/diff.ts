import type { Route } from "./+types/diff";
import { loadRevisionDiff } from "~/features/editor/index.server";

/** GET → the revision against the current version, field by field (content as a line diff), as JSON. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadRevisionDiff(request, params.id, params.revision, context.lang);
}
