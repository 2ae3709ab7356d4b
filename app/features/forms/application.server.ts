import type { data } from "react-router";
import { handleFormAction, type FormActionContext, type FormActionOptions, type FormSpec } from "./action.server";
import { applicationFields, type ApplicationField, type FormResult } from "./fields";
import { parseApplicationForm, type ApplicationInput } from "./schema";

export type { FormActionContext, FormActionOptions } from "./action.server";

const applicationSpec: FormSpec<ApplicationField, ApplicationInput> = {
  kind: "application",
  fields: applicationFields,
  pdfField: "cv",
  parse: parseApplicationForm,
  toSubmission: ({ name, email, field, message }) => ({ name, email, field, message }),
};

/**
 * The application form's action (multipart with an optional CV, or URL-encoded without one).
 * The CV must be a PDF by its bytes (it starts with "%PDF-"), at most 10 MB; it is stored under
 * DATA_DIR/form-files/<year>/, never under a public folder. The answer's `values.cv` is the
 * chosen file's name (the file itself is never sent back). Statuses as handleContactAction.
 */
export function handleApplicationAction(
  request: Request,
  ctx: FormActionContext,
  options: FormActionOptions = {},
): Promise<ReturnType<typeof data<FormResult<ApplicationField>>>> {
  return handleFormAction(applicationSpec, request, ctx, options);
}
