// The face of the consent capability in the browser and on the server alike: the dialog's manager,
// the cookie and the tag manager's addresses.
export {
  CONSENT_COOKIE,
  CONSENT_LOG_PATH,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_VERSION,
  DEFAULT_CONSENT_LOG_RETENTION_DAYS,
  TAG_MANAGER_ORIGIN,
  consentAppliesTo,
  tagManagerSources,
  type ConsentClientConfig,
} from "./config";
export { ConsentManager } from "./consent-manager";
