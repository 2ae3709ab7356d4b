import { useEffect, useState } from "react";
import {
  CheckField,
  choices,
  FormFrame,
  PrivacyLink,
  SelectField,
  STARTED_PATH,
  TextAreaField,
  TextField,
  useFormState,
} from "~/features/forms";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import type { WaitlistFormCopy } from "./copy";
import { CONSENT_VALUE, segmentKeys, waitlistFields, type WaitlistProduct } from "./fields";

/** The hidden field the route's action checks before handing the form to `handleWaitlistAction`. */
export const WAITLIST_INTENT = "waitlist";

/**
 * The waitlist sign-up form, built from the same parts as the contact and application forms.
 * Posts to the current route's action (which calls `handleWaitlistAction`) through a fetcher;
 * without JavaScript it is a plain form POST and the page comes back with the same messages.
 * Errors are listed in a summary that receives focus, each field keeps what was typed, and
 * success is announced in a polite live region. The action checks the honeypot and a signed
 * start time, like the contact form's. The waitlist pages are cached, the same HTML for everyone,
 * so the form fetches its start time from STARTED_PATH once hydrated; without JavaScript the first
 * post is answered "please send again" with a token, and every answer brings the next one.
 *
 * `copy` is the form's texts in the visitor's language, which the page's loader returns
 * (`waitlistFormCopy(lang, product, company)`), so the other language never reaches the browser.
 * `id` names the form block (the anchor a POST without JavaScript returns to) and prefixes the
 * field ids; by default `waitlist-{product}`. Give each form its own id if a page has two.
 */
export function WaitlistForm({ product, copy, id }: { product: WaitlistProduct; copy: WaitlistFormCopy; id?: string }) {
  const { lang } = useApp();
  const [started, setStarted] = useState<string>();
  useEffect(() => {
    fetch(STARTED_PATH, { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ started?: unknown }>) : null))
      .then((body) => typeof body?.started === "string" && setStarted(body.started))
      // Without a token the first post is answered with one; nothing to do here.
      .catch(() => {});
  }, []);
  const form = useFormState(id ?? `waitlist-${product}`, {
    fields: waitlistFields,
    labels: copy.labels,
    onSuccess: () => track("waitlist_signup", { product, lang }),
    started,
  });
  const { field } = form;
  const more = (
    <>
      {" "}
      {copy.privacyMore} <PrivacyLink>{copy.privacyLink}</PrivacyLink>.
    </>
  );

  return (
    <FormFrame form={form} copy={copy} note={<PrivacyLink>{copy.privacyNoteLink}</PrivacyLink>}>
      <input type="hidden" name="intent" value={WAITLIST_INTENT} />
      <TextField {...field("name")} autoComplete="name" required />
      <TextField {...field("email")} type="email" autoComplete="email" required spellCheck={false} />
      <TextField {...field("company")} optional={copy.optional} autoComplete="organization" />
      <TextField {...field("hectares")} optional={copy.optional} hint={copy.hints.hectares} inputMode="numeric" autoComplete="off" />
      <SelectField {...field("segment")} optional={copy.optional} options={choices(segmentKeys, copy.segments)} placeholder={copy.choose} />
      <TextAreaField {...field("message")} optional={copy.optional} hint={copy.hints.message} rows={4} wide />
      <CheckField {...form.check("consent", CONSENT_VALUE)} label={copy.consent} after={more} />
    </FormFrame>
  );
}
