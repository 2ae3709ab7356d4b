/**
 * The forms capability's browser-safe face: the contact and application forms, their copy and
 * vocabulary, and the form parts the waitlist's form is built from. Server code: ./index.server.
 */
export { APPLICATION_FORM_ID, ApplicationForm } from "./application-form";
export { CONTACT_FORM_ID, ContactForm } from "./contact-form";
export {
  applicationFormCopy,
  contactFormCopy,
  fieldOfWorkLabels,
  segmentLabels,
  topicLabels,
  type ApplicationFormCopy,
  type ContactFormCopy,
} from "./copy";
export {
  contactTopics,
  fieldsOfWork,
  segmentKeys,
  STARTED_FIELD,
  STARTED_PATH,
  submissionKinds,
  submissionStatuses,
  type ContactTopic,
  type FieldOfWork,
  type FormResult,
  type SegmentKey,
  type SubmissionKind,
  type SubmissionStatus,
} from "./fields";
export { CheckField, choices, PrivacyLink, SelectField, TextAreaField, TextField } from "./form-fields";
export { FormFrame } from "./form-parts";
export { useFormState } from "./form-state";
export { containsLink, hasControlCharacters } from "./name-text";
export { pdfFileName } from "./pdf-name";
