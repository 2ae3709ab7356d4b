// The accounts capability, browser-safe: who is signed in as the admin pages see them, role names,
// the messages its actions answer with, the invitation link's address, and the types of the
// server's answers (type-only, so nothing server-side reaches the browser).
export {
  accountsMessages,
  accountsText,
  formatDateTime,
  loginMessages,
  loginText,
  ownAccountMessages,
  ownAccountText,
  roleLabels,
  type AccountsMessage,
  type LoginMessage,
  type OwnAccountMessage,
} from "./copy";
export { INVITATION_PATH, INVITATION_TTL_MS } from "./paths";
export { viewerOf, type AdminViewer } from "./viewer";
export type { AccountsActionResult, AccountsIntent } from "./accounts.server";
export type { CreatedInvitation, InvitationKind, PendingInvitation } from "./invitations.server";
export type { LoginResult } from "./login.server";
export type { OwnAccountIntent, OwnAccountResult, PasswordProblem } from "./own.server";
