import type { Route } from "./+types/blog.admin.anfragen.$id.lebenslauf";
import { inboxAttachment } from "~/features/blog-admin/inbox.server";

/** GET /blog/admin/anfragen/:id/lebenslauf: an applicant's CV, for a signed-in admin only, as a download. */
export function loader({ request, params }: Route.LoaderArgs) {
  return inboxAttachment(request, params.id);
}
