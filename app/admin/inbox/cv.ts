import type { Route } from "./+types/cv";
import { inboxAttachment } from "~/features/inbox/index.server";

/** GET /blog/admin/anfragen/:id/lebenslauf: an applicant's CV, for a signed-in admin only, as a download. */
export function loader({ request, params }: Route.LoaderArgs) {
  return inboxAttachment(request, params.id);
}
