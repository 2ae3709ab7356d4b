import { useEffect, useRef } from "react";
import { Link, useActionData, useFetcher, useFormAction } from "react-router";
import { Check, ChevronDown, Lock } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { paths } from "~/config/pages";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import type { WaitlistFormCopy } from "./copy";
import { CONSENT_VALUE, HONEYPOT_FIELD, segmentKeys, type WaitlistField, type WaitlistProduct, type WaitlistResult } from "./fields";

/** The hidden field the route's action checks before handing the form to `handleWaitlistAction`. */
export const WAITLIST_INTENT = "waitlist";

function isWaitlistResult(value: unknown): value is WaitlistResult {
  return typeof value === "object" && value !== null && typeof (value as { ok?: unknown }).ok === "boolean";
}

/**
 * The waitlist sign-up form. Posts to the current route's action (which calls
 * `handleWaitlistAction`) through a fetcher; without JavaScript it is a plain form POST and the
 * page comes back with the same messages. Errors are listed in a summary that receives focus,
 * each field keeps what was typed, and success is announced in a polite live region.
 *
 * `copy` is the form's texts in the visitor's language, which the page's loader returns
 * (`waitlistFormCopy(lang, product, company)`), so the other language never reaches the browser.
 * `id` names the form block (the anchor a POST without JavaScript returns to) and prefixes the
 * field ids; by default `waitlist-{product}`. Give each form its own id if a page has two.
 */
export function WaitlistForm({ product, copy, id }: { product: WaitlistProduct; copy: WaitlistFormCopy; id?: string }) {
  const { lang } = useApp();
  const fetcher = useFetcher<WaitlistResult>();
  const actionData: unknown = useActionData();
  const formId = id ?? `waitlist-${product}`;
  const fieldId = (name: string) => `${formId}-${name}`;
  // The fetcher's answer once there is one; before that, a no-JavaScript POST's answer.
  const result = fetcher.data ?? (isWaitlistResult(actionData) ? actionData : undefined);
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};
  const busy = fetcher.state !== "idle";
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // After a POST without JavaScript the page reloads: return to the form, not the top of the page.
  const action = `${useFormAction()}#${formId}`;

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      track("waitlist_signup", { product, lang });
      successRef.current?.focus();
    } else {
      summaryRef.current?.focus();
    }
  }, [fetcher.data, product, lang]);

  const errorEntries = Object.keys(errors).map((key) => ({ key, message: errors[key] ?? "" }));

  function field(name: WaitlistField) {
    const error = errors[name];
    return {
      id: fieldId(name),
      name,
      error,
      errorId: error ? `${fieldId(name)}-error` : undefined,
      defaultValue: values[name] ?? "",
    };
  }

  return (
    <div id={formId}>
      {/* Always present, so that the success message is announced when it appears. */}
      <div role="status" aria-live="polite">
        {result?.ok ? (
          <div
            ref={successRef}
            tabIndex={-1}
            className="flex gap-4 rounded-2xl border border-forest-500/30 bg-forest-50 p-6 outline-none focus-visible:ring-3 focus-visible:ring-moss-400"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-moss-400 text-forest-950">
              <Check className="size-5" />
            </span>
            <div>
              <p className="text-lg font-semibold">{copy.successTitle}</p>
              <p className="mt-1 text-forest-800/85">{copy.successBody}</p>
            </div>
          </div>
        ) : null}
      </div>

      {result?.ok ? null : (
        <fetcher.Form method="post" action={action} noValidate className="grid gap-5 sm:grid-cols-2">
          <input type="hidden" name="intent" value={WAITLIST_INTENT} />

          {errorEntries.length > 0 ? (
            <div
              ref={summaryRef}
              tabIndex={-1}
              className="rounded-xl border-2 border-red-700 bg-red-50 p-5 outline-none focus-visible:ring-3 focus-visible:ring-red-300 sm:col-span-2"
            >
              <p className="font-semibold text-red-800">{copy.summaryTitle}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
                {errorEntries.map(({ key, message }) => (
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
          ) : null}

          <TextField {...field("name")} label={copy.labels.name} autoComplete="name" required />
          <TextField {...field("email")} label={copy.labels.email} type="email" autoComplete="email" required spellCheck={false} />
          <TextField {...field("company")} label={copy.labels.company} optional={copy.labels.optional} autoComplete="organization" />
          <TextField
            {...field("hectares")}
            label={copy.labels.hectares}
            optional={copy.labels.optional}
            hint={copy.hints.hectares}
            inputMode="numeric"
            autoComplete="off"
          />
          <Field {...field("segment")} label={copy.labels.segment} optional={copy.labels.optional}>
            {(props) => (
              <div className="relative">
                <select {...props} className={cn(inputClass(Boolean(props["aria-invalid"])), "appearance-none pr-11")}>
                  <option value="">{copy.labels.segmentChoose}</option>
                  {segmentKeys.map((key) => (
                    <option key={key} value={key}>
                      {copy.segments[key]}
                    </option>
                  ))}
                </select>
                <ChevronDown className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-forest-700" />
              </div>
            )}
          </Field>
          <Field
            {...field("message")}
            label={copy.labels.message}
            optional={copy.labels.optional}
            hint={copy.hints.message}
            className="sm:col-span-2"
          >
            {(props) => <textarea {...props} rows={4} className={cn(inputClass(Boolean(props["aria-invalid"])), "h-auto py-3")} />}
          </Field>

          <div className="sm:col-span-2">
            <div className="flex gap-3">
              <input
                type="checkbox"
                id={fieldId("consent")}
                name="consent"
                value={CONSENT_VALUE}
                defaultChecked={values.consent === CONSENT_VALUE || values.consent === "on"}
                required
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${fieldId("consent")}-error` : undefined}
                className="mt-1 size-5 shrink-0 accent-forest-700"
              />
              <div className="text-sm leading-relaxed text-forest-900">
                <label htmlFor={fieldId("consent")}>{copy.consent}</label> {copy.privacyMore}{" "}
                <Link to={paths.datenschutz} className="font-medium text-forest-700 underline underline-offset-2 hover:no-underline">
                  {copy.privacyLink}
                </Link>
                .
              </div>
            </div>
            {errors.consent ? <FieldError id={`${fieldId("consent")}-error`} message={errors.consent} /> : null}
          </div>

          {/* A trap for bots: hidden from people and assistive technology; anything typed here refuses the form. */}
          <div aria-hidden="true" className="sr-only">
            <label htmlFor={fieldId(HONEYPOT_FIELD)}>{copy.labels.honeypot}</label>
            <input type="text" id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>

          <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
              {busy ? copy.sending : copy.submit}
            </Button>
          </div>
        </fetcher.Form>
      )}

      <p className="mt-6 flex items-start gap-2 text-sm text-forest-800/85">
        <Lock className="mt-0.5 size-4 shrink-0 text-forest-600" />
        <span>
          {copy.confidential}{" "}
          <Link to={paths.datenschutz} className="font-medium text-forest-700 underline underline-offset-2 hover:no-underline">
            {copy.privacyNoteLink}
          </Link>
        </span>
      </p>
    </div>
  );
}

function inputClass(invalid: boolean) {
  return cn(
    "block h-12 w-full rounded-xl border bg-white px-4 text-base text-forest-950 shadow-sm transition-colors",
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

interface ControlProps {
  id: string;
  name: string;
  defaultValue: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** Label, optional marker, hint and error around one control, wired with aria-describedby. */
function Field({
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
}: {
  id: string;
  name: string;
  label: string;
  optional?: string;
  hint?: string;
  error?: string;
  errorId?: string;
  defaultValue: string;
  required?: boolean;
  className?: string;
  children: (props: ControlProps) => React.ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
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

function TextField({
  type = "text",
  autoComplete,
  inputMode,
  spellCheck,
  ...props
}: Omit<React.ComponentProps<typeof Field>, "children"> & {
  type?: "text" | "email";
  autoComplete?: string;
  inputMode?: "numeric" | "text";
  spellCheck?: boolean;
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
          className={inputClass(Boolean(control["aria-invalid"]))}
        />
      )}
    </Field>
  );
}
