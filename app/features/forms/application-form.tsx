import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import type { ApplicationFormCopy } from "./copy";
import { applicationFields, fieldsOfWork, PRIVACY_VALUE, type FieldOfWork } from "./fields";
import { choices, Field, inputClass, PrivacyCheck, SelectField, TextAreaField, TextField } from "./form-fields";
import { FormFrame } from "./form-parts";
import { useFormState } from "./form-state";

/** The anchor of the application form: the career page's hero links here. */
export const APPLICATION_FORM_ID = "apply";

/**
 * The application form. Posts `multipart/form-data` (with the optional CV) to the current route's
 * action (which calls `handleApplicationAction`) through a fetcher; without JavaScript it is a
 * plain form POST and the page comes back with the same messages and everything typed, except
 * the file, which no page can put back into a file input (the action's message at the file says
 * so). `started` is the signed render time from the loader; `field` preselects a field of work
 * (from `?field=`).
 */
export function ApplicationForm({
  copy,
  started,
  field: preselected,
}: {
  copy: ApplicationFormCopy;
  started: string;
  field?: FieldOfWork;
}) {
  const form = useFormState(APPLICATION_FORM_ID, {
    fields: applicationFields,
    labels: copy.labels,
    onSuccess: () => track("form_submit", { form_type: "application" }),
    // The action asks for the CV again whenever it refuses a form that had a good one: after a plain
    // POST the page comes back with an empty file input. Through the fetcher nothing reloads and the
    // input keeps the file, so the request would not be true.
    reloadOnly: { cv: copy.cvChooseAgain },
    started,
  });
  const { field } = form;

  return (
    <FormFrame form={form} copy={copy} encType="multipart/form-data">
      <TextField {...field("name")} autoComplete="name" required />
      <TextField {...field("email")} type="email" autoComplete="email" required spellCheck={false} />
      <SelectField {...field("field", preselected)} options={choices(fieldsOfWork, copy.fields)} placeholder={copy.choose} required wide />
      <TextAreaField {...field("message")} hint={copy.hints.message} required rows={6} wide />
      <Field {...field("cv")} optional={copy.optional} hint={copy.hints.cv} wide>
        {({ defaultValue: _none, ...control }) => (
          <input
            {...control}
            type="file"
            accept="application/pdf"
            className={cn(
              inputClass(Boolean(control["aria-invalid"])),
              "h-auto py-2.5 file:mr-4 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-forest-800 hover:file:bg-forest-200",
            )}
          />
        )}
      </Field>
      <PrivacyCheck {...form.check("privacy", PRIVACY_VALUE)} copy={copy.privacy} />
    </FormFrame>
  );
}
