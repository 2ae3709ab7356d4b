/** Public, one-time: `/blog/einladung/{token}` accepts an invitation or a password reset. */
export const INVITATION_PATH = "/blog/einladung";

/** An invitation or reset link is valid this long. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
