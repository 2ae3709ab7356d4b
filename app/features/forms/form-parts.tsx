import { Check, Lock } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { HONEYPOT_FIELD, STARTED_FIELD } from "./fields";
import type { FormState } from "./form-state";

/**
 * The parts every form of ours is built from (contact, application, waitlists): the frame around
 * the fields (success notice in a polite live region, error summary that takes focus, spam guards,
 * submit button, confidentiality note). The form's state is in form-state.ts, the fields are in
 * form-fields.tsx.
 */

/** The texts the frame of every form needs. */
export interface FrameCopy {
  summaryTitle: string;
  successTitle: string;
  successBody: string;
  /** The label of the honeypot, which only bots see. */
  honeypot: string;
  submit: string;
  sending: string;
  confidential: string;
}

/**
 * One form with everything around its fields: the success notice (which replaces the form), the
 * error summary first in the form, the spam guards (with the form state's signed start time) and
 * the submit button after the fields, and the confidentiality note (with `note` after its text) below.
 */
export function FormFrame<Field extends string, Labeled extends Field>({
  form,
  copy,
  encType,
  note,
  children,
}: {
  form: FormState<Field, Labeled>;
  copy: FrameCopy;
  encType?: "multipart/form-data";
  note?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { fetcher, result } = form;
  return (
    <div id={form.formId} data-chat-quiet="">
      <SuccessNotice show={result?.ok === true} title={copy.successTitle} body={copy.successBody} successRef={form.successRef} />
      {result?.ok ? null : (
        <fetcher.Form method="post" action={form.action} encType={encType} noValidate className="grid gap-5 sm:grid-cols-2">
          <ErrorSummary
            title={copy.summaryTitle}
            entries={errorEntries(form.errors, form.fields)}
            fieldId={form.fieldId}
            summaryRef={form.summaryRef}
          />
          {children}
          <SpamGuards id={form.fieldId(HONEYPOT_FIELD)} label={copy.honeypot} started={form.started} />
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={form.busy} className="w-full sm:w-auto">
              {form.busy ? copy.sending : copy.submit}
            </Button>
          </div>
        </fetcher.Form>
      )}
      <ConfidentialNote text={copy.confidential}>{note}</ConfidentialNote>
    </div>
  );
}

/** The list of what to fix; each entry links to its field. Takes focus when an answer with errors arrives. */
function ErrorSummary({
  title,
  entries,
  fieldId,
  summaryRef,
}: {
  title: string;
  entries: { key: string; message: string }[];
  fieldId: (name: string) => string;
  summaryRef: React.RefObject<HTMLDivElement | null>;
}) {
  if (entries.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      data-error-summary=""
      className="rounded-xl border-2 border-red-700 bg-red-50 p-5 outline-none focus-visible:ring-3 focus-visible:ring-red-300 sm:col-span-2"
    >
      <p className="font-semibold text-red-800">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
        {entries.map(({ key, message }) => (
          <li key={key}>
            {key === "form" ? (
              message
            ) : (
              <a
                href={`#${fieldId(key)}`}
                className="underline underline-offset-2 hover:no-underline"
                onClick={(event) => {
                  const target = document.getElementById(fieldId(key));
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                }}
              >
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The errors of an answer in display order: the whole form's first, then the fields in the form's order. */
export function errorEntries(errors: Partial<Record<string, string>>, order: readonly string[]) {
  const keys = ["form", ...order, ...Object.keys(errors).filter((key) => key !== "form" && !order.includes(key))];
  return keys.flatMap((key) => (errors[key] ? [{ key, message: errors[key] }] : []));
}

/** Always rendered, so that the success message is announced when it appears. */
function SuccessNotice({
  show,
  title,
  body,
  successRef,
}: {
  show: boolean;
  title: string;
  body: string;
  successRef: React.RefObject<HTMLDivElement | null>;
}) {
  return (
    <div role="status" aria-live="polite">
      {show ? (
        <div
          ref={successRef}
          tabIndex={-1}
          className="flex gap-4 rounded-2xl border border-forest-500/30 bg-forest-50 p-6 outline-none focus-visible:ring-3 focus-visible:ring-moss-400"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-moss-400 text-forest-950">
            <Check className="size-5" />
          </span>
          <div>
            <p className="text-lg font-semibold">{title}</p>
            <p className="mt-1 text-forest-800/85">{body}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A trap for bots, hidden from people and assistive technology (anything typed here refuses the
 * form), and, where the action checks it, the signed time the page was rendered (a form sent
 * faster than a person can is refused).
 */
function SpamGuards({ id, label, started }: { id: string; label: string; started?: string }) {
  return (
    <>
      {started === undefined ? null : <input type="hidden" name={STARTED_FIELD} value={started} />}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={id}>{label}</label>
        <input type="text" id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/** The note under a form that its details are treated confidentially; `children` follow the text. */
function ConfidentialNote({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <p className="mt-6 flex items-start gap-2 text-sm text-forest-800/85">
      <Lock className="mt-0.5 size-4 shrink-0 text-forest-600" />
      <span>
        {text}
        {children ? <> {children}</> : null}
      </span>
    </p>
  );
}
