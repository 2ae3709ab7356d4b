/** The forms capability's server face: the form actions, the submissions store, mail and outbox, start times, retention. */
export { handleApplicationAction } from "./application.server";
export { handleContactAction } from "./contact.server";
export { mailSettings, submissionMails, type MailSettings } from "./mail.server";
export { MAX_ATTEMPTS, nudgeOutbox } from "./outbox.server";
export { automaticErasureDay, RETENTION_MONTHS } from "./retention.server";
export { checkStarted, nextStarted, releaseStarted, signStarted, spendStarted } from "./started.server";
export {
  deleteSubmission,
  getSubmission,
  listSubmissions,
  readAttachment,
  setSubmissionStatus,
  storeSubmission,
  submissionsCsv,
  type NewSubmission,
} from "./submissions.server";
