import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { ApplicationFormCopy } from "./copy";
import { applicationFields, fieldsOfWork, PRIVACY_VALUE, type ApplicationField, type FieldOfWork } from "./fields";
import {
  ConfidentialNote,
  ErrorSummary,
  errorEntries,
  Field,
  inputClass,
  PrivacyCheck,
  SelectField,
  SpamGuards,
  SuccessNotice,
  TextAreaField,
  TextField,
  useFormState,
} from "./form-parts";

/** The anchor of the application form: the career page's hero links here. */
export const APPLICATION_FORM_ID = "apply";

/**
 * The application form. Posts `multipart/form-data` (with the optional CV) to the current route's
 * action (which calls `handleApplicationAction`) through a fetcher; without JavaScript it is a
 * plain form POST and the page comes back with the same messages and everything typed, except
 * the file, which no page can put back into a file input (the action's message at the file says so). `started` is the
 * signed render time from the loader; `field` preselects a field of work (from `?field=`).
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
  const form = useFormState<ApplicationField>(APPLICATION_FORM_ID, "application");
  const { fetcher, result, errors, values, field, fieldId } = form;
  const options = fieldsOfWork.map((key) => ({ value: key, label: copy.fields[key] }));

  return (
    <div id={APPLICATION_FORM_ID}>
      <SuccessNotice show={result?.ok === true} title={copy.successTitle} body={copy.successBody} successRef={form.successRef} />
      {result?.ok ? null : (
        <fetcher.Form method="post" action={form.action} encType="multipart/form-data" noValidate className="grid gap-5 sm:grid-cols-2">
          <ErrorSummary
            title={copy.summaryTitle}
            entries={errorEntries(errors, applicationFields)}
            fieldId={fieldId}
            summaryRef={form.summaryRef}
          />
          <TextField {...field("name")} label={copy.labels.name} autoComplete="name" required />
          <TextField {...field("email")} label={copy.labels.email} type="email" autoComplete="email" required spellCheck={false} />
          <SelectField
            {...field("field")}
            defaultValue={values.field ?? preselected ?? ""}
            label={copy.labels.field}
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
          <Field {...field("cv")} label={copy.labels.cv} optional={copy.optional} hint={copy.hints.cv} className="sm:col-span-2">
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
