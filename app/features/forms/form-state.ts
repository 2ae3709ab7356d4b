import { useEffect, useEffectEvent, useRef } from "react";
import { useActionData, useFetcher, useFormAction } from "react-router";
import type { FormResult } from "./fields";

/**
 * The state of a sent form (the fetcher's answer or, without JavaScript, the action's answer to a
 * plain POST), with the props its fields and checkboxes need.
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
