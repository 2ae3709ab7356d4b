import { adminPaths } from "~/config/admin-paths";

/** Public, one-time: the invitation link (`adminPaths.invitation(token)`) accepts an invitation or a password reset. */
export const INVITATION_PATH = adminPaths.invitationBase;

/** An invitation or reset link is valid this long. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
