import { useEffect, useRef, useState } from "react";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import type { ApplicationFormCopy } from "./copy";
import { applicationFields, fieldsOfWork, PRIVACY_VALUE, type FieldOfWork } from "./fields";
import { choices, Field, inputClass, PrivacyCheck, SelectField, TextAreaField, TextField, type ControlProps } from "./form-fields";
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
        {({ defaultValue: _none, ...control }) => <FileInput control={control} copy={copy.file} />}
      </Field>
      <PrivacyCheck {...form.check("privacy", PRIVACY_VALUE)} copy={copy.privacy} />
    </FormFrame>
  );
}

/**
 * The CV picker in the page's language: the native input lies invisible over a button and a line
 * with the chosen file's name, so a click, the keyboard and screen readers all reach the real input
 * (its label, hint and error stay wired to it). Without JavaScript nothing could show the file's
 * name, so there the browser's own input is shown instead (`noscript:`).
 */
function FileInput({ control, copy }: { control: Omit<ControlProps, "defaultValue">; copy: ApplicationFormCopy["file"] }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState("");
  const show = () => setChosen(input.current?.files?.[0]?.name ?? "");
  // A file chosen before the page hydrated.
  useEffect(() => setChosen(input.current?.files?.[0]?.name ?? ""), []);
  return (
    <div
      className={cn(
        inputClass(Boolean(control["aria-invalid"])),
        "relative flex h-auto min-h-12 items-center gap-4 py-2 has-focus-visible:outline-3 has-focus-visible:outline-moss-400 noscript:p-0",
      )}
    >
      <input
        {...control}
        ref={input}
        type="file"
        accept="application/pdf"
        onChange={show}
        className="absolute inset-0 size-full cursor-pointer opacity-0 noscript:static noscript:px-4 noscript:py-2.5 noscript:opacity-100"
      />
      <span aria-hidden="true" className="flex min-w-0 items-center gap-4 noscript:hidden">
        <span className="shrink-0 rounded-full bg-forest-100 px-4 py-1.5 text-sm font-semibold text-forest-800">{copy.choose}</span>
        <span className="line-clamp-2 text-forest-800 [overflow-wrap:anywhere]">{chosen || copy.none}</span>
      </span>
    </div>
  );
}
