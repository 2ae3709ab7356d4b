import type { data } from "react-router";
import { handleFormAction, type FormActionContext, type FormActionOptions, type FormSpec } from "./action.server";
import { contactFields, type ContactField, type FormResult } from "./fields";
import { parseContactForm, type ContactInput } from "./schema";

export type { FormActionContext, FormActionOptions } from "./action.server";

const contactSpec: FormSpec<ContactField, ContactInput> = {
  kind: "contact",
  fields: contactFields,
  parse: parseContactForm,
  toSubmission: ({ name, email, company, phone, topic, message }) => ({ name, email, company, phone, topic, message }),
};

/**
 * The contact form's action (URL-encoded or multipart). Answers `{ ok: true }` or the refused
 * form with a message per field and the values typed: 400 (invalid, too fast), 413 (too large),
 * 429 (rate limit), 503 (not stored). Throws 403 for a cross-site request, 405 for a GET.
 */
export function handleContactAction(
  request: Request,
  ctx: FormActionContext,
  options: FormActionOptions = {},
): Promise<ReturnType<typeof data<FormResult<ContactField>>>> {
  return handleFormAction(contactSpec, request, ctx, options);
}
