import { segmentLabels, type SegmentKey } from "~/features/forms";
import { bilingual, localeOf, type Lang } from "~/lib/i18n";
import { waitlistLimits, type WaitlistProduct } from "./fields";

export interface WaitlistCopy {
  segments: Record<SegmentKey, string>;
  productName: Record<WaitlistProduct, string>;
  labels: {
    name: string;
    email: string;
    company: string;
    hectares: string;
    segment: string;
    message: string;
  };
  optional: string;
  /** The segment select's empty choice. */
  choose: string;
  /** The label of the honeypot, which only bots see. */
  honeypot: string;
  hints: { hectares: string; message: (max: string) => string };
  consent: (company: string, product: WaitlistProduct) => string;
  /** Text before the privacy link after the consent label: "Mehr dazu in der" + link + ".". */
  privacyMore: string;
  privacyLink: string;
  confidential: string;
  /** The link after the confidentiality note. */
  privacyNoteLink: string;
  submit: string;
  sending: string;
  summaryTitle: string;
  successTitle: string;
  successBody: (product: WaitlistProduct) => string;
  errors: {
    nameRequired: string;
    nameShort: (min: number) => string;
    nameLong: (max: number) => string;
    /** A name with a line break, a link or an address: no person types that into a name field. */
    nameInvalid: string;
    email: string;
    companyLong: (max: number) => string;
    hectaresFormat: string;
    hectaresRange: (min: string, max: string) => string;
    segment: string;
    messageLong: (max: string) => string;
    consent: string;
    rejected: string;
    rateLimited: string;
    /** Sent sooner after the page loaded than a person can fill in the form. */
    tooFast: string;
    /** Sent without a valid signed start time (none yet, expired or spent): send again. */
    expired: string;
    unavailable: string;
    crossSite: string;
    tooLarge: string;
  };
}

export const waitlistCopy = /* @__PURE__ */ bilingual<WaitlistCopy>(
  {
    segments: segmentLabels.de,
    productName: { nexus: "Nexus", inventory: "die KI-Waldinventur" },
    labels: {
      name: "Name",
      email: "E-Mail-Adresse",
      company: "Unternehmen oder Forstbetrieb",
      hectares: "Waldfläche in Hektar",
      segment: "Ihre Rolle",
      message: "Nachricht",
    },
    optional: "optional",
    choose: "Bitte wählen",
    honeypot: "Website (bitte leer lassen)",
    hints: {
      hectares: "Eine ganze Zahl, zum Beispiel 250.",
      message: (max) => `Was sollen wir über Ihren Wald oder Ihre Fragen wissen? Höchstens ${max} Zeichen.`,
    },
    consent: (company, product) =>
      `Ich willige ein, dass die ${company} meine Angaben speichert, um mich über ${
        product === "nexus" ? "den Start von Nexus" : "den Start der KI-Waldinventur"
      } zu informieren. Die Einwilligung kann ich jederzeit widerrufen.`,
    privacyMore: "Mehr dazu in der",
    privacyLink: "Datenschutzerklärung",
    confidential: "Ihre Daten behandeln wir vertraulich und geben sie nicht weiter.",
    privacyNoteLink: "Zur Datenschutzerklärung",
    submit: "Auf die Warteliste setzen",
    sending: "Wird gesendet …",
    summaryTitle: "Bitte prüfen Sie Ihre Angaben",
    successTitle: "Danke! Sie stehen auf der Warteliste.",
    successBody: (product) => `Wir melden uns, sobald ${product === "nexus" ? "Nexus" : "die KI-Waldinventur"} verfügbar ist.`,
    errors: {
      nameRequired: "Bitte geben Sie Ihren Namen an.",
      nameShort: (min) => `Der Name muss mindestens ${min} Zeichen lang sein.`,
      nameLong: (max) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
      nameInvalid: "Bitte geben Sie nur Ihren Namen in einer Zeile an, ohne Links, Web- oder E-Mail-Adressen.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
      companyLong: (max) => `Der Name des Unternehmens darf höchstens ${max} Zeichen lang sein.`,
      hectaresFormat: "Bitte geben Sie die Waldfläche als ganze Zahl in Hektar an, zum Beispiel 250.",
      hectaresRange: (min, max) => `Bitte geben Sie eine Waldfläche zwischen ${min} und ${max} Hektar an.`,
      segment: "Bitte wählen Sie einen Eintrag aus der Liste.",
      messageLong: (max) => `Ihre Nachricht darf höchstens ${max} Zeichen lang sein.`,
      consent: "Bitte bestätigen Sie die Einwilligung, damit wir Sie auf die Warteliste setzen können.",
      rejected: "Ihre Anmeldung konnte nicht angenommen werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
      rateLimited: "Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anmeldungen. Bitte versuchen Sie es in einigen Minuten erneut.",
      tooFast:
        "Das Formular wurde schneller abgeschickt, als es sich ausfüllen lässt. Bitte prüfen Sie Ihre Angaben und senden Sie es noch einmal.",
      expired: "Zum Schutz vor automatischen Anmeldungen: Bitte senden Sie das Formular noch einmal. Ihre Angaben sind erhalten.",
      unavailable:
        "Ihre Anmeldung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut; Ihre Angaben bleiben im Formular erhalten.",
      crossSite: "Anfrage abgelehnt: Das Formular wurde nicht von dieser Website gesendet.",
      tooLarge: "Anfrage abgelehnt: Die gesendeten Daten sind zu umfangreich.",
    },
  },
  {
    segments: segmentLabels.en,
    productName: { nexus: "Nexus", inventory: "the AI forest inventory" },
    labels: {
      name: "Name",
      email: "Email address",
      company: "Company or forest enterprise",
      hectares: "Forest area in hectares",
      segment: "Your role",
      message: "Message",
    },
    optional: "optional",
    choose: "Please choose",
    honeypot: "Website (please leave empty)",
    hints: {
      hectares: "A whole number, for example 250.",
      message: (max) => `Anything we should know about your forest or your questions? Up to ${max} characters.`,
    },
    consent: (company, product) =>
      `I agree that ${company} may store my details in order to let me know when ${
        product === "nexus" ? "Nexus" : "the AI forest inventory"
      } launches. I can withdraw my consent at any time.`,
    privacyMore: "More in our",
    privacyLink: "privacy policy",
    confidential: "We treat your details confidentially and do not pass them on.",
    privacyNoteLink: "Read our privacy policy",
    submit: "Join the waitlist",
    sending: "Sending …",
    summaryTitle: "Please check your details",
    successTitle: "Thank you! You're on the waitlist.",
    successBody: (product) => `We'll be in touch as soon as ${product === "nexus" ? "Nexus" : "the AI forest inventory"} is available.`,
    errors: {
      nameRequired: "Please enter your name.",
      nameShort: (min) => `Your name must be at least ${min} characters long.`,
      nameLong: (max) => `Your name can be at most ${max} characters long.`,
      nameInvalid: "Please enter just your name, on one line, without links, web or email addresses.",
      email: "Please enter a valid email address.",
      companyLong: (max) => `The company name can be at most ${max} characters long.`,
      hectaresFormat: "Please enter the forest area as a whole number of hectares, for example 250.",
      hectaresRange: (min, max) => `Please enter a forest area between ${min} and ${max} hectares.`,
      segment: "Please choose an option from the list.",
      messageLong: (max) => `Your message can be at most ${max} characters long.`,
      consent: "Please give your consent so that we can add you to the waitlist.",
      rejected: "We could not accept your sign-up. Please reload the page and try again.",
      rateLimited: "We have received too many sign-ups from your connection in a short time. Please try again in a few minutes.",
      tooFast: "The form was sent faster than it can be filled in. Please check your details and send it again.",
      expired: "To protect against automated sign-ups, please send the form once more. Your details are still here.",
      unavailable: "We could not save your sign-up just now. Please try again in a few minutes; your details stay in the form.",
      crossSite: "Request refused: the form was not sent from this website.",
      tooLarge: "Request refused: the data sent is too large.",
    },
  },
);

/**
 * What the form shows, in one language, for one product and company: plain text, so the page's
 * loader can hand it over (the error texts stay on the server, which validates).
 */
export function waitlistFormCopy(lang: Lang, product: WaitlistProduct, company: string) {
  const { errors: _errors, hints, consent, successBody, ...rest } = waitlistCopy[lang];
  const max = new Intl.NumberFormat(localeOf(lang)).format(waitlistLimits.messageMax);
  return {
    ...rest,
    hints: { hectares: hints.hectares, message: hints.message(max) },
    consent: consent(company, product),
    successBody: successBody(product),
  };
}
export type WaitlistFormCopy = ReturnType<typeof waitlistFormCopy>;
