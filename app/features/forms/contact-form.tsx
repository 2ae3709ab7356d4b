import { contactFormAnchor } from "~/config/pages";
import { track } from "~/lib/analytics";
import type { ContactFormCopy } from "./copy";
import { contactFields, contactTopics, PRIVACY_VALUE, type ContactTopic } from "./fields";
import { choices, PrivacyCheck, SelectField, TextAreaField, TextField } from "./form-fields";
import { FormFrame } from "./form-parts";
import { useFormState } from "./form-state";

/** The anchor of the contact form; links such as "Demo anfragen" land here (`demoRequestPath`). */
export const CONTACT_FORM_ID = contactFormAnchor;

/**
 * The contact form. Posts to the current route's action (which calls `handleContactAction`)
 * through a fetcher; without JavaScript it is a plain form POST and the page comes back with the
 * same messages and everything typed. `started` is the signed render time from the loader;
 * `topic` preselects a topic (from `?topic=`).
 */
export function ContactForm({ copy, started, topic }: { copy: ContactFormCopy; started: string; topic?: ContactTopic }) {
  const form = useFormState(CONTACT_FORM_ID, {
    fields: contactFields,
    labels: copy.labels,
    onSuccess: () => track("form_submit", { form_type: "contact" }),
    started,
  });
  const { field } = form;

  return (
    <FormFrame form={form} copy={copy}>
      <TextField {...field("name")} autoComplete="name" required />
      <TextField {...field("company")} optional={copy.optional} autoComplete="organization" />
      <TextField {...field("email")} type="email" autoComplete="email" required spellCheck={false} />
      <TextField {...field("phone")} optional={copy.optional} hint={copy.hints.phone} type="tel" autoComplete="tel" />
      <SelectField {...field("topic", topic)} options={choices(contactTopics, copy.topics)} placeholder={copy.choose} required wide />
      <TextAreaField {...field("message")} hint={copy.hints.message} required rows={6} wide />
      <PrivacyCheck {...form.check("privacy", PRIVACY_VALUE)} copy={copy.privacy} />
    </FormFrame>
  );
}
