import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2e } from "../../../playwright.config";
import { formLimits } from "../../../app/features/forms/fields";
import { formMessages } from "../../../app/features/forms/schema";
import { dataLayerEvents, open } from "./page";

/**
 * The steps the specs of our own forms (contact, application) share: waiting as a person does,
 * sending as a plain POST, the honeypot, the per-address limit and the axe checks.
 */

/** The error summary of the page's form. */
export const summary = (page: Page) => page.locator("[data-error-summary]");

/** A form sent sooner than this after the page was rendered is refused as a bot's; wait out the rest. */
export async function waitAsAPerson(page: Page, since: number) {
  const left = formLimits.minSecondsToSubmit * 1000 + 300 - (Date.now() - since);
  if (left > 0) await page.waitForTimeout(left);
}

/**
 * A form on a cached page (the waitlists) fetches its signed start time once hydrated: wait until
 * it has one, then as a person would.
 */
export async function waitForStartTime(form: Locator) {
  await expect(form.locator('input[name="started"]')).toHaveAttribute("value", /^\d+\.[\w-]{12}\.[\w-]{43}$/);
  await waitAsAPerson(form.page(), Date.now());
}

/** Signed start times straight from the token endpoint; each is good for one stored submission. */
export async function freshStartTimes(page: Page, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++)
    tokens.push(((await (await page.request.get("/api/form-started")).json()) as { started: string }).started);
  return tokens;
}

/** Presses the form's submit button and returns the answer to its POST (the page's own, without JavaScript). */
export async function submitAndWait(page: Page, button = "Absenden") {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return response;
}

// axe-core (WCAG 2.1 AA) on the page, with every section laid out, as tests/e2e/a11y.spec.ts does
// for the cached pages; the form pages are rendered per request, so they are checked here.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: "main section { content-visibility: visible !important; }" });
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  });
}

/** The form page in both languages at phone and desktop width: no axe violations, with and without errors shown. */
export function accessibilityTests(path: string) {
  test.describe("accessibility", () => {
    test.use({ bypassCSP: true });
    for (const [lang, origin, submit] of [
      ["de", e2e.de, "Absenden"],
      ["en", e2e.en, "Send"],
    ] as const) {
      for (const width of [390, 1280]) {
        test(`no WCAG 2.1 AA violations, with and without errors shown (${lang}, ${width} px)`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await open(page, origin + path);
          const since = Date.now();
          expect(await axeViolations(page)).toEqual([]);
          await waitAsAPerson(page, since);
          await page.getByRole("button", { name: submit }).click();
          await expect(summary(page)).toBeFocused();
          expect(await axeViolations(page)).toEqual([]);
          // Nothing sticks out of the page on a phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        });
      }
    }
  });
}

export interface FormCase {
  /** The page the form is on. */
  path: string;
  /** The form block (its anchor). */
  form: (page: Page) => Locator;
  /** The German confirmation's title. */
  confirmation: string;
  /** Fills in every required field as a person would, the privacy box included; `choice` is the label of the topic or field of work. */
  fill: (page: Page, values: { name: string; email: string; message: string; choice?: string }) => Promise<void>;
  /** The label of the message field. */
  messageLabel: string;
  /** The message when no topic or field of work is chosen. */
  choiceRequired: string;
}

/** An empty form, sent as a person would: the summary takes focus and lists what each required field needs, in the form's order. */
export async function expectEmptyRefused(page: Page, spec: FormCase) {
  const de = formMessages.de;
  await open(page, spec.path);
  await waitAsAPerson(page, Date.now());
  await page.getByRole("button", { name: "Absenden" }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole("listitem")).toHaveText([
    de.nameRequired,
    de.emailRequired,
    spec.choiceRequired,
    de.messageRequired,
    de.privacy,
  ]);
}

/**
 * With JavaScript, after a valid submission: the confirmation replaced the form in its live region
 * and took focus, and the analytics event `form_submit` went out once.
 */
export async function expectConfirmedInPlace(page: Page, spec: FormCase, formType: "contact" | "application") {
  const status = spec.form(page).getByRole("status");
  await expect(status).toContainText(spec.confirmation);
  await expect(status.locator("[tabindex='-1']")).toBeFocused();
  await expect(spec.form(page).locator("form")).toHaveCount(0);
  expect(await dataLayerEvents(page, "form_submit")).toEqual([expect.objectContaining({ form_type: formType })]);
}

/** A bot that fills the honeypot is answered like a person: it sees the same confirmation, so it learns nothing. */
export function honeypotTest(name: string, spec: FormCase) {
  test(name, async ({ page }) => {
    await open(page, spec.path);
    const since = Date.now();
    await spec.fill(page, { name: "Bot", email: "bot@example.de", message: "Buy cheap things at our shop now." });
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(spec.form(page).getByRole("status")).toContainText(spec.confirmation);
  });
}

/**
 * Without JavaScript (call it where `javaScriptEnabled` is off): a complete form is a plain POST
 * to the page, answered 200 with the confirmation. `attach` adds what `fill` leaves out (a file).
 */
export function plainPostTest(
  name: string,
  spec: FormCase,
  values: Parameters<FormCase["fill"]>[1],
  attach: (page: Page) => Promise<void> = async () => {},
) {
  test(name, async ({ page }) => {
    await page.goto(spec.path);
    const since = Date.now();
    await spec.fill(page, values);
    await attach(page);
    await waitAsAPerson(page, since);
    const response = await submitAndWait(page);
    expect(response.status()).toBe(200);
    await expect(spec.form(page).getByRole("status")).toContainText(spec.confirmation);
  });
}

/**
 * The per-address limit: from an address of its own (the e2e server trusts the loopback proxy's
 * X-Forwarded-For), so using up its submissions leaves the other specs' 127.0.0.1 alone. Direct
 * posts up to the limit are accepted, the next is refused with 429; in the page the refusal shows
 * the limit message and keeps what was typed.
 */
export function rateLimitTest(name: string, spec: FormCase & { address: string; fields: Record<string, string>; multipart?: boolean }) {
  test(name, async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": spec.address });
    await open(page, spec.path);
    // A token is spent by the submission stored with it: one each.
    const tokens = await freshStartTimes(page, e2e.formLimit + 1);
    await page.waitForTimeout(formLimits.minSecondsToSubmit * 1000 + 300);
    const headers = { origin: e2e.de, "x-forwarded-for": spec.address };
    const statuses: number[] = [];
    for (let i = 0; i <= e2e.formLimit && !statuses.includes(429); i++) {
      const body = { ...spec.fields, privacy: "yes", started: tokens[i]! };
      const sent = spec.multipart ? { multipart: body, headers } : { form: body, headers };
      statuses.push((await page.request.post(spec.path, sent)).status());
    }
    expect(statuses).toHaveLength(e2e.formLimit + 1);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);

    const message = spec.fields.message ?? "";
    await spec.fill(page, { name: spec.fields.name ?? "", email: spec.fields.email ?? "", message });
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(summary(page)).toContainText(formMessages.de.rateLimited);
    await expect(page.getByRole("textbox", { name: spec.messageLabel })).toHaveValue(message);
  });
}
