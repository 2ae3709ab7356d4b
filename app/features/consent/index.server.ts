// The server face of the consent capability: whether a tag manager is configured, the dialog's
// settings for a page, and the proof-of-consent log.
export { consentClientConfig, consentLogRetentionDays, tagManagerConfigured } from "./config.server";
export {
  consentChoicesPerDay,
  deleteOldConsentLog,
  handleConsentLog,
  loadConsentOverview,
  scheduleConsentLogRetention,
  type ConsentDay,
} from "./log.server";
