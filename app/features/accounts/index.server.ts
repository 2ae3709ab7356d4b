// The accounts capability's server API: the owners' accounts page, one's own account, the audit
// log, invitations and password links, and the sign-in with its throttle.
export { ACCOUNTS_BODY_MAX_BYTES, handleAccountsAction, loadAccounts, type AccountsOptions } from "./accounts.server";
export { AUDIT_PAGE_SIZE, loadAuditLog } from "./audit.server";
export {
  acceptInvitation,
  createInvitation,
  createPasswordReset,
  findOpenInvitation,
  InvitationInvalidError,
  invitationTokenHash,
  listPendingInvitations,
  revokeInvitation,
  TOKEN_PATTERN,
  type CreateInvitationOptions,
  type Inviter,
} from "./invitations.server";
export {
  deviceCookie,
  handleLogin,
  handleLogout,
  LOGIN_BODY_MAX_BYTES,
  loginAttempts,
  loginThrottled,
  type LoginOptions,
} from "./login.server";
export {
  handleOwnAccountAction,
  loadOwnAccount,
  MAX_PASSWORD_LENGTH,
  OWN_ACCOUNT_BODY_MAX_BYTES,
  ownPasswordRateLimit,
  passwordProblem,
  type OwnAccountOptions,
} from "./own.server";
