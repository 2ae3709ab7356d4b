import { Button } from "~/components/ui/button";
import type { ContactFormCopy } from "./copy";
import { contactFields, contactTopics, PRIVACY_VALUE, type ContactField, type ContactTopic } from "./fields";
import {
  ConfidentialNote,
  ErrorSummary,
  errorEntries,
  PrivacyCheck,
  SelectField,
  SpamGuards,
  SuccessNotice,
  TextAreaField,
  TextField,
  useFormState,
} from "./form-parts";

/** The anchor of the contact form; links such as "Demo anfragen" land here: `${paths.contact}?topic=demo#kontaktformular`. */
export const CONTACT_FORM_ID = "kontaktformular";

/**
 * The contact form. Posts to the current route's action (which calls `handleContactAction`)
 * through a fetcher; without JavaScript it is a plain form POST and the page comes back with the
 * same messages and everything typed. `started` is the signed render time from the loader;
 * `topic` preselects a topic (from `?topic=`).
 */
export function ContactForm({ copy, started, topic }: { copy: ContactFormCopy; started: string; topic?: ContactTopic }) {
  const form = useFormState<ContactField>(CONTACT_FORM_ID, "contact");
  const { fetcher, result, errors, values, field, fieldId } = form;
  const options = contactTopics.map((key) => ({ value: key, label: copy.topics[key] }));

  return (
    <div id={CONTACT_FORM_ID}>
      <SuccessNotice show={result?.ok === true} title={copy.successTitle} body={copy.successBody} successRef={form.successRef} />
      {result?.ok ? null : (
        <fetcher.Form method="post" action={form.action} noValidate className="grid gap-5 sm:grid-cols-2">
          <ErrorSummary
            title={copy.summaryTitle}
            entries={errorEntries(errors, contactFields)}
            fieldId={fieldId}
            summaryRef={form.summaryRef}
          />
          <TextField {...field("name")} label={copy.labels.name} autoComplete="name" required />
          <TextField {...field("company")} label={copy.labels.company} optional={copy.optional} autoComplete="organization" />
          <TextField {...field("email")} label={copy.labels.email} type="email" autoComplete="email" required spellCheck={false} />
          <TextField
            {...field("phone")}
            label={copy.labels.phone}
            optional={copy.optional}
            hint={copy.hints.phone}
            type="tel"
            autoComplete="tel"
          />
          <SelectField
            {...field("topic")}
            defaultValue={values.topic ?? topic ?? ""}
            label={copy.labels.topic}
            required
            options={options}
            placeholder={copy.choose}
            className="sm:col-span-2"
          />
          <TextAreaField
            {...field("message")}
            label={copy.labels.message}
            hint={copy.hints.message}
            required
            rows={6}
            className="sm:col-span-2"
          />
          <PrivacyCheck id={fieldId("privacy")} checked={values.privacy === PRIVACY_VALUE} error={errors.privacy} copy={copy.privacy} />
          <SpamGuards id={fieldId("website")} label={copy.honeypot} started={started} />
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={form.busy} className="w-full sm:w-auto">
              {form.busy ? copy.sending : copy.submit}
            </Button>
          </div>
        </fetcher.Form>
      )}
      <ConfidentialNote text={copy.confidential} />
    </div>
  );
}
