import { Link } from "react-router";
import { ChevronDown } from "~/components/icons";
import { paths } from "~/config/pages";
import { cn } from "~/lib/cn";

/**
 * The fields of our forms: label, hint and error wired to the control through aria-describedby;
 * text, text area, select and the required checkbox.
 */

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
