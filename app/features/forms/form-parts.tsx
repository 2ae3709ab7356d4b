import { useEffect, useRef } from "react";
import { Link, useActionData, useFetcher, useFormAction } from "react-router";
import { Check, ChevronDown, Lock } from "~/components/icons";
import { paths } from "~/config/pages";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { HONEYPOT_FIELD, PRIVACY_VALUE, STARTED_FIELD, type FormResult } from "./fields";

/**
 * The parts the contact and application forms share: the state of a sent form (fetcher answer
 * or, without JavaScript, the action's answer to a plain POST), fields with label, hint and error
 * wired through aria-describedby, the error summary that takes focus, the success notice in a
 * polite live region, the privacy acknowledgement, the hidden honeypot and start-time fields.
 */

function isFormResult<Field extends string>(value: unknown): value is FormResult<Field> {
  return typeof value === "object" && value !== null && typeof (value as { ok?: unknown }).ok === "boolean";
}

/**
 * A form's state: the fetcher's answer once there is one, before that the answer to a POST sent
 * without JavaScript. Focus goes to the error summary or the success notice when an
 * answer arrives through the fetcher, and a success sends the analytics event `form_submit`.
 */
export function useFormState<Field extends string>(formId: string, formType: "contact" | "application") {
  const fetcher = useFetcher<FormResult<Field>>();
  const actionData: unknown = useActionData();
  const documentResult = isFormResult<Field>(actionData) ? actionData : undefined;
  const result = fetcher.data ?? documentResult;
  const errors: Partial<Record<Field | "form", string>> = result && !result.ok ? result.errors : {};
  const values: Partial<Record<Field, string>> = result && !result.ok ? result.values : {};
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // After a POST without JavaScript the page comes back: return to the form, not the top of the page.
  const action = `${useFormAction()}#${formId}`;

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      track("form_submit", { form_type: formType });
      successRef.current?.focus();
    } else {
      summaryRef.current?.focus();
    }
  }, [fetcher.data, formType]);

  const fieldId = (name: string) => `${formId}-${name}`;
  /** The props a field needs: id, name, what was typed, its error. */
  function field(name: Field) {
    const error = errors[name];
    return { id: fieldId(name), name, error, errorId: error ? `${fieldId(name)}-error` : undefined, defaultValue: values[name] ?? "" };
  }

  return {
    fetcher,
    result,
    errors,
    values,
    busy: fetcher.state !== "idle",
    summaryRef,
    successRef,
    action,
    fieldId,
    field,
  };
}

export function inputClass(invalid: boolean) {
  return cn(
    "block h-12 w-full min-w-0 rounded-xl border bg-white px-4 text-base text-forest-950 shadow-sm transition-colors",
    "focus-visible:border-forest-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-moss-400",
    invalid ? "border-red-700" : "border-forest-900/25 hover:border-forest-900/40",
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
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
  className?: string;
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
  className,
  children,
}: FieldProps & { children: (props: ControlProps) => React.ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("min-w-0", className)}>
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

/** The list of what to fix; each entry links to its field. Takes focus when an answer with errors arrives. */
export function ErrorSummary({
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
export function SuccessNotice({
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

/** The required privacy acknowledgement with its link to the privacy policy. */
export function PrivacyCheck({
  id,
  checked,
  error,
  copy,
}: {
  id: string;
  checked: boolean;
  error?: string;
  copy: { before: string; link: string; after: string };
}) {
  const errorId = `${id}-error`;
  return (
    <div className="sm:col-span-2">
      <div className="flex gap-3">
        <input
          type="checkbox"
          id={id}
          name="privacy"
          value={PRIVACY_VALUE}
          defaultChecked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-forest-700"
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-forest-900">
          {copy.before}{" "}
          <Link to={paths.datenschutz} className="font-medium text-forest-700 underline underline-offset-2 hover:no-underline">
            {copy.link}
          </Link>{" "}
          {copy.after}
        </label>
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

/**
 * A trap for bots, hidden from people and assistive technology (anything typed here refuses the
 * form), and the signed time the page was rendered (a form sent faster than a person can is refused).
 */
export function SpamGuards({ id, label, started }: { id: string; label: string; started: string }) {
  return (
    <>
      <input type="hidden" name={STARTED_FIELD} value={started} />
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={id}>{label}</label>
        <input type="text" id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/** The note under a form that its details are treated confidentially. */
export function ConfidentialNote({ text }: { text: string }) {
  return (
    <p className="mt-6 flex items-start gap-2 text-sm text-forest-800/85">
      <Lock className="mt-0.5 size-4 shrink-0 text-forest-600" />
      <span>{text}</span>
    </p>
  );
}
