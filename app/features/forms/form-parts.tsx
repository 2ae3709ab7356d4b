import { useEffect, useEffectEvent, useRef } from "react";
import { Link, useActionData, useFetcher, useFormAction } from "react-router";
import { Check, ChevronDown, Lock } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { paths } from "~/config/pages";
import { cn } from "~/lib/cn";
import { HONEYPOT_FIELD, STARTED_FIELD, type FormResult } from "./fields";

/**
 * The parts every form of ours is built from (contact, application, waitlists): the state of a
 * sent form (fetcher answer or, without JavaScript, the action's answer to a plain POST), the
 * frame around the fields (success notice in a polite live region, error summary that takes
 * focus, spam guards, submit button, confidentiality note), fields with label, hint and error
 * wired through aria-describedby, and the required checkbox.
 */

function isFormResult<Field extends string>(value: unknown): value is FormResult<Field> {
  return typeof value === "object" && value !== null && typeof (value as { ok?: unknown }).ok === "boolean";
}

export interface FormStateOptions<Field extends string, Labeled extends Field> {
  /** The form's field names as posted, in the order the error summary lists them. */
  fields: readonly Field[];
  /** The labels of the fields that `field()` describes. */
  labels: Record<Labeled, string>;
  /** Runs once per accepted submission that arrived through the fetcher (the analytics event). */
  onSuccess: () => void;
  /**
   * Messages that hold only after a reload (a plain POST without JavaScript): in an answer that
   * came through the fetcher, a field's message is left out when it equals the one given here.
   */
  reloadOnly?: Partial<Record<Field, string>>;
  /** The signed start time the page came with (or fetched), for the forms whose action checks it. */
  started?: string;
}

/**
 * A form's state: the fetcher's answer once there is one, before that the answer to a POST sent
 * without JavaScript. Focus goes to the error summary or the success notice when an answer
 * arrives through the fetcher.
 */
export function useFormState<Field extends string, Labeled extends Field>(
  formId: string,
  { fields, labels, onSuccess, reloadOnly = {}, started }: FormStateOptions<Field, Labeled>,
) {
  const fetcher = useFetcher<FormResult<Field>>();
  const actionData: unknown = useActionData();
  const documentResult = isFormResult<Field>(actionData) ? actionData : undefined;
  const result = fetcher.data ?? documentResult;
  const errors: Partial<Record<Field | "form", string>> = {};
  if (result && !result.ok) {
    for (const [key, message] of Object.entries(result.errors) as [Field | "form", string | undefined][]) {
      const moot = result === fetcher.data && key !== "form" && reloadOnly[key] === message;
      if (message !== undefined && !moot) errors[key] = message;
    }
  }
  const values: Partial<Record<Field, string>> = result && !result.ok ? result.values : {};
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // After a POST without JavaScript the page comes back: return to the form, not the top of the page.
  const action = `${useFormAction()}#${formId}`;
  const succeeded = useEffectEvent(onSuccess);

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      succeeded();
      successRef.current?.focus();
    } else {
      summaryRef.current?.focus();
    }
  }, [fetcher.data]);

  const fieldId = (name: string) => `${formId}-${name}`;
  const errorId = (name: Field) => (errors[name] ? `${fieldId(name)}-error` : undefined);
  /** The props a field needs: id, name, label, what was typed (else `fallback`), its error. */
  function field(name: Labeled, fallback = "") {
    return {
      id: fieldId(name),
      name,
      label: labels[name],
      error: errors[name],
      errorId: errorId(name),
      defaultValue: values[name] ?? fallback,
    };
  }
  /** The props a checkbox needs: ticked again when it was ticked in the refused answer. */
  function check(name: Field, value: string) {
    return { id: fieldId(name), name, value, checked: values[name] === value || values[name] === "on", error: errors[name] };
  }

  return {
    formId,
    fields,
    fetcher,
    result,
    errors,
    busy: fetcher.state !== "idle",
    summaryRef,
    successRef,
    action,
    fieldId,
    field,
    check,
    // Every answer carries the token to send next: the one sent is spent once a submission is stored.
    started: result?.started ?? started,
  };
}
export type FormState<Field extends string, Labeled extends Field> = ReturnType<typeof useFormState<Field, Labeled>>;

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
    <div id={form.formId}>
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

export function inputClass(invalid: boolean) {
  return cn(
    "block h-12 w-full min-w-0 rounded-xl border bg-white px-4 text-base text-forest-950 shadow-sm transition-colors",
    "focus-visible:border-forest-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-moss-400",
    invalid ? "border-red-700" : "border-forest-900/25 hover:border-forest-900/40",
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A link to the privacy policy, in the forms' link style. */
export function PrivacyLink({ children }: { children: React.ReactNode }) {
  return (
    <Link to={paths.datenschutz} className="font-medium text-forest-700 underline underline-offset-2 hover:no-underline">
      {children}
    </Link>
  );
}

export interface ControlProps {
  id: string;
  name: string;
  defaultValue: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  /** The word shown after an optional field's label ("optional"). */
  optional?: string;
  hint?: string;
  error?: string;
  errorId?: string;
  defaultValue: string;
  required?: boolean;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
}

/** Label, optional marker, hint and error around one control, wired with aria-describedby. */
export function Field({
  id,
  name,
  label,
  optional,
  hint,
  error,
  errorId,
  defaultValue,
  required,
  wide,
  children,
}: FieldProps & { children: (props: ControlProps) => React.ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("min-w-0", wide && "sm:col-span-2")}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-forest-950">
        {label}
        {optional ? <span className="font-normal text-forest-800/75"> ({optional})</span> : null}
      </label>
      {children({
        id,
        name,
        defaultValue,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-forest-800/75">
          {hint}
        </p>
      ) : null}
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  spellCheck,
  maxLength,
  ...props
}: FieldProps & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "tel" | "email";
  spellCheck?: boolean;
  maxLength?: number;
}) {
  return (
    <Field {...props}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={spellCheck}
          maxLength={maxLength}
          className={inputClass(Boolean(control["aria-invalid"]))}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ rows = 5, maxLength, ...props }: FieldProps & { rows?: number; maxLength?: number }) {
  return (
    <Field {...props}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          className={cn(inputClass(Boolean(control["aria-invalid"])), "h-auto py-3")}
        />
      )}
    </Field>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  return (
    <Field {...props}>
      {(control) => (
        <div className="relative">
          <select {...control} className={cn(inputClass(Boolean(control["aria-invalid"])), "appearance-none pr-11")}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-forest-700" />
        </div>
      )}
    </Field>
  );
}

/** A select's options from its keys and their labels. */
export function choices<Key extends string>(keys: readonly Key[], labels: Record<Key, string>) {
  return keys.map((key) => ({ value: key, label: labels[key] }));
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

/** What `check()` of the form's state gives a checkbox. */
interface CheckProps {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  error?: string;
}

/**
 * A required checkbox across both columns: `label` is its accessible name, `after` follows the
 * label as plain text (a link to read more, say).
 */
export function CheckField({
  id,
  name,
  value,
  checked,
  error,
  label,
  after,
}: CheckProps & { label: React.ReactNode; after?: React.ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="sm:col-span-2">
      <div className="flex gap-3">
        <input
          type="checkbox"
          id={id}
          name={name}
          value={value}
          defaultChecked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-forest-700"
        />
        <div className="text-sm leading-relaxed text-forest-900">
          <label htmlFor={id}>{label}</label>
          {after}
        </div>
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

/** The contact and application forms' privacy acknowledgement, with its link to the privacy policy. */
export function PrivacyCheck({ copy, ...check }: CheckProps & { copy: { before: string; link: string; after: string } }) {
  const label = (
    <>
      {copy.before} <PrivacyLink>{copy.link}</PrivacyLink> {copy.after}
    </>
  );
  return <CheckField {...check} label={label} />;
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
