import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { defaultSite } from "~/config/site";
import { handleApplicationAction } from "~/features/forms/application.server";
import { handleContactAction } from "~/features/forms/contact.server";
import { MAX_TEXT_BODY_BYTES, type FormActionOptions } from "~/features/forms/action.server";
import { DRAIN_BYTES } from "~/lib/http/body.server";
import type { FormResult } from "~/features/forms/fields";
import { smtpSender, submissionMails, type MailSettings } from "~/features/forms/mail.server";
import { processOutbox, startOutboxWorker } from "~/features/forms/outbox.server";
import { formMessages } from "~/features/forms/schema";
import { checkStarted, signStarted } from "~/features/forms/started.server";
import {
  deleteSubmission,
  getSubmission,
  listSubmissions,
  readAttachment,
  setSubmissionStatus,
  storeSubmission,
  submissionsCsv,
  type NewSubmission,
} from "~/features/forms/submissions.server";
import type { Lang } from "~/lib/i18n";
import { counterKey, formRateLimit, RateLimit } from "~/lib/rate-limit.server";
import { describeBackends, useDatabase } from "./support/backends";
import { smallPdf } from "./support/pdf";
// The same server the end-to-end suite runs as a program.
import { startSmtpServer, type TestSmtpServer } from "../e2e/support/smtp-server.mjs";

const SITE = "http://localhost:4360";
const MB = 1024 * 1024;

type Answer = { status: number; result: FormResult } | { status: number; thrown: unknown };

async function answer(promise: Promise<unknown>): Promise<Answer> {
  try {
    const response = (await promise) as { data: FormResult; init: ResponseInit | null };
    return { status: response.init?.status ?? 200, result: response.data };
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 500, thrown };
  }
}

function refused(res: Answer) {
  if (!("result" in res) || res.result.ok) throw new Error(`expected a refused form, got ${JSON.stringify(res)}`);
  return res.result;
}

/** A render time the check accepts: long enough ago for a person to have filled in the form. */
const started = () => signStarted(new Date(Date.now() - 10_000));

const contact = () => ({
  name: "Anna Förster",
  company: "Forstbetrieb Förster; Nord",
  email: "Anna.Foerster@Example.DE",
  phone: "+49 4102 123456",
  topic: "demo",
  message: "Wir möchten eine Demo für unseren Betrieb mit 1.200 ha Mischwald.",
  privacy: "yes",
  website: "",
  started: started(),
});

const application = () => ({
  name: "Jonas Becker",
  email: "jonas.becker@example.com",
  field: "gis",
  message: "I would like to work on remote sensing for forest inventories.",
  privacy: "yes",
  website: "",
  started: started(),
});

function urlencoded(fields: Record<string, string>, headers: Record<string, string> = {}, path = "/contact") {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Uint8Array }, path = "/career") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("cv", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return new Request(`${SITE}${path}`, { method: "POST", headers: { origin: SITE }, body: form });
}

/** Every file under a folder, relative paths. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const name of entries) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

let smtp: TestSmtpServer;
let settings: MailSettings;

beforeAll(async () => {
  vi.stubEnv("SESSION_SECRET", "forms-test-secret");
  smtp = await startSmtpServer();
  settings = { smtpUrl: smtp.url, from: "website@forestcrew.test", inbox: "anfragen@forestcrew.test", site: defaultSite };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.close();
});

describeBackends("contact and application forms", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let filesDir: string;
  let limiter: RateLimit;
  let ipCounter = 0;

  beforeEach(async () => {
    filesDir = mkdtempSync(join(tmpdir(), "forestcrew-files-"));
    limiter = new RateLimit(formRateLimit);
    smtp.mails.length = 0;
    await db().deleteFrom("form_submissions").execute();
    await db().deleteFrom("mail_outbox").execute();
  });
  afterEach(() => rmSync(filesDir, { recursive: true, force: true }));

  const options = (extra: Partial<FormActionOptions> = {}): FormActionOptions => ({
    db: db(),
    limiter,
    filesDir,
    mail: settings,
    ...extra,
  });
  const ctx = (lang: Lang, page: string, ip?: string) => ({ lang, page, clientAddress: ip ?? `203.0.113.${++ipCounter}` });
  const postContact = (fields: Record<string, string>, lang: Lang = "de", extra: Partial<FormActionOptions> = {}, ip?: string) =>
    answer(handleContactAction(urlencoded(fields), ctx(lang, "/contact", ip), options(extra)));
  const postApplication = (request: Request, lang: Lang = "de", ip?: string) =>
    answer(handleApplicationAction(request, ctx(lang, "/career", ip), options()));
  const send = () => processOutbox(db(), smtpSender(settings));

  it("stores a contact request, then mails the inbox (Reply-To the sender) and acknowledges in German", async () => {
    expect(await postContact(contact())).toEqual({ status: 200, result: { ok: true, started: expect.any(String) as unknown } });

    const { rows, total } = await listSubmissions(db(), {});
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      kind: "contact",
      status: "new",
      lang: "de",
      name: "Anna Förster",
      email: "anna.foerster@example.de",
      company: "Forstbetrieb Förster; Nord",
      phone: "+49 4102 123456",
      topic: "demo",
      field: null,
      page: "/contact",
      hasAttachment: false,
      mailFailed: false,
    });
    // Stored first; nothing was sent while the visitor waited.
    expect(smtp.mails).toHaveLength(0);
    const pending = await getSubmission(db(), rows[0]!.id);
    expect(pending?.mails.map((m) => [m.purpose, m.status])).toEqual([
      ["notification", "pending"],
      ["acknowledgement", "pending"],
    ]);

    expect(await send()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(2);
    const notification = smtp.mails.find((m) => m.to.includes("anfragen@forestcrew.test"))!;
    expect(notification.subject).toBe("Neue Kontaktanfrage (Demo): Anna Förster");
    expect(notification.replyTo).toBe("anna.foerster@example.de");
    expect(notification.from).toBe("website@forestcrew.test");
    expect(notification.text).toContain("Name: Anna Förster");
    expect(notification.text).toContain("Unternehmen: Forstbetrieb Förster; Nord");
    expect(notification.text).toContain("E-Mail: anna.foerster@example.de");
    expect(notification.text).toContain("Telefon: +49 4102 123456");
    expect(notification.text).toContain("Thema: Demo");
    expect(notification.text).toContain("Seite: /contact");
    expect(notification.text).toContain("Nachricht:\nWir möchten eine Demo für unseren Betrieb mit 1.200 ha Mischwald.");

    const ack = smtp.mails.find((m) => m.to.includes("anna.foerster@example.de"))!;
    expect(ack.subject).toBe("Ihre Anfrage bei ForestCrew ist eingegangen");
    expect(ack.replyTo).toBe("anfragen@forestcrew.test");
    expect(ack.text).toContain("Guten Tag Anna Förster,");
    expect(ack.text).toContain("zum Thema „Demo“");
    expect(ack.text).toContain("innerhalb eines Werktags");
    // The visitor's free text is not mailed to whatever address was typed in.
    expect(ack.text).not.toContain("Mischwald");

    const detail = await getSubmission(db(), rows[0]!.id);
    expect(detail?.mails.every((m) => m.status === "sent" && m.sentAt !== null && m.attempts === 1)).toBe(true);
  });

  it("acknowledges in English on the English site", async () => {
    expect((await postContact({ ...contact(), topic: "pricing", email: "sam@example.co.uk", name: "Sam Taylor" }, "en")).status).toBe(200);
    await send();
    const ack = smtp.mails.find((m) => m.to.includes("sam@example.co.uk"))!;
    expect(ack.subject).toBe("We have received your message – ForestCrew");
    expect(ack.text).toContain("Hello Sam Taylor,");
    expect(ack.text).toContain("about “Pricing”");
    expect(ack.text).toContain("within one working day");
    expect(ack.text).toContain("Kind regards");
    // The inbox is read in German whatever the page's language.
    const notification = smtp.mails.find((m) => m.to.includes("anfragen@forestcrew.test"))!;
    expect(notification.subject).toBe("Neue Kontaktanfrage (Preise): Sam Taylor");
    expect(notification.text).toContain("Sprache: Englisch");
  });

  it("sends the mails as soon as the submission is stored: the action nudges the outbox worker", async () => {
    // A worker whose own runs are ten minutes apart: only the nudge can send within seconds.
    const worker = startOutboxWorker({
      database: () => Promise.resolve(db()),
      send: smtpSender(settings),
      log: () => {},
      intervalMs: 600_000,
    });
    try {
      expect((await postContact(contact())).status).toBe(200);
      await expect
        .poll(() => smtp.mails.map((m) => m.to[0]).sort(), { timeout: 3000 })
        .toEqual(["anfragen@forestcrew.test", "anna.foerster@example.de"]);
    } finally {
      worker.stop();
    }
  });

  it("stores an application with its CV outside any public folder and names the CV in the mail, never attaching it", async () => {
    const pdf = smallPdf();
    const res = await postApplication(multipart(application(), { name: "Lebenslauf Becker.pdf", type: "application/pdf", bytes: pdf }));
    expect(res).toEqual({ status: 200, result: { ok: true, started: expect.any(String) as unknown } });

    const { rows } = await listSubmissions(db(), { kind: "application" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "application", name: "Jonas Becker", field: "gis", topic: null, hasAttachment: true });
    const detail = await getSubmission(db(), rows[0]!.id);
    expect(detail?.attachment).toMatchObject({ fileName: "Lebenslauf Becker.pdf", contentType: "application/pdf", size: pdf.length });

    const stored = filesUnder(filesDir);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(new RegExp(`^${new Date().getUTCFullYear()}/[0-9a-f-]{36}\\.pdf$`));
    expect(readFileSync(join(filesDir, stored[0]!)).equals(pdf)).toBe(true);
    const download = await readAttachment(db(), rows[0]!.id, filesDir);
    expect(download?.fileName).toBe("Lebenslauf Becker.pdf");
    expect(download?.body.equals(pdf)).toBe(true);

    await send();
    const notification = smtp.mails.find((m) => m.to.includes("anfragen@forestcrew.test"))!;
    expect(notification.subject).toBe("Neue Bewerbung (GIS & Fernerkundung): Jonas Becker");
    expect(notification.replyTo).toBe("jonas.becker@example.com");
    expect(notification.text).toContain("Arbeitsbereich: GIS & Fernerkundung");
    expect(notification.text).toContain("Lebenslauf: Lebenslauf Becker.pdf (1 KB), im Posteingang herunterladen");
    expect(notification.raw).not.toMatch(/multipart\/mixed|Content-Disposition: attachment|%PDF-/i);
    const ack = smtp.mails.find((m) => m.to.includes("jonas.becker@example.com"))!;
    expect(ack.subject).toBe("Ihre Bewerbung bei ForestCrew ist eingegangen");
    expect(ack.text).toContain("für den Bereich „GIS & Fernerkundung“");
    expect(ack.text).toContain("Ihren Lebenslauf (PDF, 1 KB) haben wir ebenfalls erhalten.");
  });

  it("accepts an application without a CV, also URL-encoded", async () => {
    const form = multipart(application());
    expect((await postApplication(form, "en")).status).toBe(200);
    expect((await postApplication(urlencoded({ ...application(), email: "b@example.com" }, {}, "/career"), "en")).status).toBe(200);
    const { rows } = await listSubmissions(db(), { kind: "application" });
    expect(rows.map((r) => r.hasAttachment)).toEqual([false, false]);
    expect(filesUnder(filesDir)).toEqual([]);
  });

  it("refuses a file named .pdf whose bytes are not a PDF, keeps the values and stores nothing", async () => {
    const fake = Buffer.from("Dies ist kein PDF, nur Text mit der Endung .pdf\n");
    const res = await postApplication(multipart(application(), { name: "lebenslauf.pdf", type: "application/pdf", bytes: fake }));
    expect(res.status).toBe(400);
    const result = refused(res);
    expect(result.errors).toEqual({ cv: "Der Lebenslauf muss eine PDF-Datei sein. Die gewählte Datei ist keine PDF-Datei." });
    expect(result.values).toMatchObject({ name: "Jonas Becker", email: "jonas.becker@example.com", field: "gis", cv: "lebenslauf.pdf" });
    expect((await listSubmissions(db(), {})).total).toBe(0);
    expect(filesUnder(filesDir)).toEqual([]);
  });

  it("refuses a CV of 10 MB + 1 byte while reading it, and accepts one of exactly 10 MB", async () => {
    const big = (size: number) => {
      const bytes = Buffer.alloc(size, 0x20);
      bytes.write("%PDF-1.4\n", 0, "latin1");
      return bytes;
    };
    const tooBig = await postApplication(
      multipart(application(), { name: "cv.pdf", type: "application/pdf", bytes: big(10 * MB + 1) }),
      "en",
    );
    expect(tooBig.status).toBe(400);
    expect(refused(tooBig).errors).toEqual({ cv: "Your CV can be at most 10 MB. Please choose a smaller PDF file." });
    expect(refused(tooBig).values).toMatchObject({ name: "Jonas Becker", message: application().message });
    expect(filesUnder(filesDir)).toEqual([]);

    const exact = await postApplication(multipart(application(), { name: "cv.pdf", type: "application/pdf", bytes: big(10 * MB) }));
    expect(exact.status).toBe(200);
    const [row] = (await listSubmissions(db(), {})).rows;
    expect((await getSubmission(db(), row!.id))?.attachment?.size).toBe(10 * MB);
  });

  it("asks for the CV again when other fields are wrong (a page cannot give a file back)", async () => {
    const res = await postApplication(
      multipart({ ...application(), field: "" }, { name: "cv.pdf", type: "application/pdf", bytes: smallPdf() }),
    );
    expect(refused(res).errors).toEqual({
      field: "Bitte wählen Sie einen Arbeitsbereich aus der Liste.",
      cv: "Bitte wählen Sie Ihren Lebenslauf erneut aus: Aus Sicherheitsgründen kann das Formular eine Datei nicht behalten.",
    });
    expect(filesUnder(filesDir)).toEqual([]);
  });

  it("refuses a body over the limit that has no Content-Length, while reading it (413), and stops reading a flood", async () => {
    const chunk = new TextEncoder().encode(`message=${"x".repeat(64 * 1024)}`);
    let sent = 0;
    let cancelled = false;
    // Endless: only a reader that stops can answer.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(`${SITE}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
      body,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const res = await answer(handleContactAction(request, ctx("de", "/contact"), options()));
    expect(res.status).toBe(413);
    expect(refused(res).errors.form).toBe(
      "Die gesendeten Daten sind zu umfangreich (höchstens 128 KB). Bitte kürzen Sie Ihre Nachricht oder wählen Sie eine kleinere Datei.",
    );
    expect((await listSubmissions(db(), {})).total).toBe(0);
    // The rest is read and dropped (so a browser still uploading gets the answer), up to a cap.
    await vi.waitFor(() => expect(cancelled).toBe(true), { timeout: 5000 });
    expect(sent).toBeLessThan(MAX_TEXT_BODY_BYTES + DRAIN_BYTES + 4 * chunk.byteLength);
  });

  it("refuses an application body past the limit, keeping the fields read before the file", async () => {
    const huge = Buffer.alloc(11 * MB, 0x20);
    huge.write("%PDF-1.4\n", 0, "latin1");
    const request = multipart(application(), { name: "riesig.pdf", type: "application/pdf", bytes: huge });
    // Sent as a stream without a length, as a chunked upload would be.
    const streamed = new Request(request.url, {
      method: "POST",
      headers: { origin: SITE, "content-type": request.headers.get("content-type")! },
      body: request.body,
      duplex: "half",
    } as RequestInit);
    const res = await postApplication(streamed);
    expect(res.status).toBe(413);
    const result = refused(res);
    expect(result.errors.cv).toBe("Der Lebenslauf darf höchstens 10 MB groß sein. Bitte wählen Sie eine kleinere PDF-Datei.");
    expect(result.values).toMatchObject({ name: "Jonas Becker", field: "gis" });
    expect(filesUnder(filesDir)).toEqual([]);
  });

  it("answers a filled-in honeypot like a success and stores nothing", async () => {
    const res = await postApplication(
      multipart({ ...application(), website: "https://spam.example" }, { name: "cv.pdf", type: "application/pdf", bytes: smallPdf() }),
    );
    const log = vi.spyOn(console, "warn").mockImplementation(() => {});
    const contactRes = await postContact({ ...contact(), website: "https://spam.example" });
    log.mockRestore();
    expect(res).toEqual({ status: 200, result: { ok: true, started: expect.any(String) as unknown } });
    expect(contactRes).toEqual({ status: 200, result: { ok: true, started: expect.any(String) as unknown } });
    expect((await listSubmissions(db(), {})).total).toBe(0);
    expect(await db().selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
    expect(filesUnder(filesDir)).toEqual([]);
  });

  it("refuses a form sent faster than a person can, or with a forged or missing time, keeping the values", async () => {
    const tooFast = await postContact({ ...contact(), started: signStarted(new Date(Date.now() - 1000)) });
    expect(tooFast.status).toBe(400);
    expect(refused(tooFast).errors).toEqual({
      form: "Das Formular wurde schneller abgeschickt, als es sich ausfüllen lässt. Bitte prüfen Sie Ihre Angaben und senden Sie es noch einmal.",
    });
    expect(refused(tooFast).values).toMatchObject({ name: "Anna Förster", message: contact().message, topic: "demo" });
    expect(refused(tooFast).values).not.toHaveProperty("started");

    const [time] = started().split(".");
    for (const forged of [`${time}.${"A".repeat(43)}`, "", "1700000000000", signStarted(new Date(Date.now() - 2 * 24 * 3600 * 1000))]) {
      const res = await postContact({ ...contact(), started: forged }, "en");
      expect(res.status, forged).toBe(400);
      expect(refused(res).errors.form).toBe("The form has expired. Your details are still here: please send it again.");
    }
    expect((await listSubmissions(db(), {})).total).toBe(0);
  });

  it("shows every field's message and keeps what was typed", async () => {
    const res = await postContact({
      name: "A",
      email: "anna@",
      phone: "bitte anrufen",
      topic: "beschwerde",
      message: "kurz",
      started: started(),
    });
    expect(res.status).toBe(400);
    expect(refused(res).errors).toEqual({
      name: "Der Name muss mindestens 2 Zeichen lang sein.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.",
      phone: "Bitte geben Sie die Telefonnummer nur mit Ziffern, Leerzeichen und + ( ) / - an, zum Beispiel +49 4102 123456.",
      topic: "Bitte wählen Sie ein Thema aus der Liste.",
      message: "Bitte schreiben Sie mindestens 10 Zeichen, damit wir Ihr Anliegen verstehen.",
      privacy: "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.",
    });
    expect(refused(res).values).toEqual({ name: "A", email: "anna@", phone: "bitte anrufen", topic: "beschwerde", message: "kurz" });
  });

  it("refuses a name with a line break, a link or an address at validation, in both languages", async () => {
    for (const name of [
      "Anna\nFörster",
      "Anna https://evil.example/login",
      "Anna evil-bank.example",
      "Anna www.evil.example",
      "anna@example.de",
    ]) {
      const res = await postContact({ ...contact(), name });
      expect(res.status, name).toBe(400);
      expect(refused(res).errors, name).toEqual({ name: formMessages.de.nameInvalid });
    }
    const en = await postApplication(multipart({ ...application(), name: "Sam\r\nYour account is locked" }), "en");
    expect(refused(en).errors).toEqual({ name: "Please enter just your name, on one line, without links, web or email addresses." });
    expect((await listSubmissions(db(), {})).total).toBe(0);
    // Names people do have pass.
    for (const name of ["Dr. Anna-Lena Förster", "J.R.R. Tolkien", "Seán O'Brien", "Zoë Saldaña"]) {
      expect((await postContact({ ...contact(), name, email: `x${++ipCounter}@example.de` })).status, name).toBe(200);
    }
  });

  it("mails an unverified address no text of the visitor's: a hostile name is not echoed, the inbox still gets everything", async () => {
    // Stored as before the name rule (or by any other path): the mails alone must be safe.
    const hostile = "Ihr Konto wurde gesperrt.\r\nBitte bestätigen Sie hier: https://evil.example/login\n\nIhr Bank-Team";
    const submissions: NewSubmission[] = [
      {
        kind: "contact",
        lang: "de",
        name: hostile,
        email: "victim-contact@example.de",
        company: "evil.example",
        topic: "support",
        message: "Klicken Sie: https://evil.example",
      },
      {
        kind: "application",
        lang: "de",
        name: hostile,
        email: "victim-application@example.de",
        field: "gis",
        message: "https://evil.example",
      },
      {
        kind: "waitlist",
        lang: "en",
        name: hostile,
        email: "victim-waitlist@example.de",
        company: "Evil https://evil.example",
        product: "nexus",
        message: "https://evil.example",
      },
    ];
    for (const submission of submissions) {
      const mails = submissionMails({ ...submission, createdAt: new Date().toISOString(), attachment: null }, settings);
      await storeSubmission(db(), submission, { mails });
    }
    expect(await send()).toEqual({ sent: 6, retrying: 0, failed: 0 });
    const acks = smtp.mails.filter((m) => m.to[0]!.startsWith("victim-"));
    expect(acks).toHaveLength(3);
    for (const ack of acks) {
      expect(ack.text).toMatch(/^(Guten Tag|Hello),\n\n/);
      expect(ack.text).not.toMatch(/evil|gesperrt|bestätigen Sie hier|Bank-Team/i);
      expect(ack.subject).not.toMatch(/evil|gesperrt/i);
    }
    // The team's own inbox keeps every word, to judge it.
    const notifications = smtp.mails.filter((m) => m.to.includes("anfragen@forestcrew.test"));
    expect(notifications).toHaveLength(3);
    for (const notification of notifications) expect(notification.text).toContain("https://evil.example/login");
  });

  it("greets with the name on one line only, and generically when it is long or carries a number", async () => {
    const names = ["Anna\tFörster", "Anna Förster call +1 555 0100", "A".repeat(61)];
    for (const [i, name] of names.entries()) {
      const submission: NewSubmission = {
        kind: "contact",
        lang: "de",
        name,
        email: `greet-${i}@example.de`,
        topic: "demo",
        message: "Hallo",
      };
      await storeSubmission(db(), submission, { mails: submissionMails({ ...submission, createdAt: new Date().toISOString() }, settings) });
    }
    await send();
    const greeting = (i: number) => smtp.mails.find((m) => m.to.includes(`greet-${i}@example.de`))!.text.split("\n")[0];
    expect([greeting(0), greeting(1), greeting(2)]).toEqual(["Guten Tag Anna Förster,", "Guten Tag,", "Guten Tag,"]);
  });

  it("spends a start token with the submission it stored: from other addresses it is refused as expired, with a fresh token", async () => {
    const token = started();
    const first = await postContact({ ...contact(), started: token });
    expect(first.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      // Each from an address of its own: the rate limit is not what refuses them.
      const again = await postContact({ ...contact(), email: `p${i}@example.de`, started: token }, "en");
      expect(again.status).toBe(400);
      const result = refused(again);
      expect(result.errors).toEqual({ form: formMessages.en.expired });
      expect(result.values).toMatchObject({ email: `p${i}@example.de`, message: contact().message });
      expect(result.started).not.toBe(token);
      expect(checkStarted(result.started, new Date(Date.now() + 5000))).toEqual({ ok: true });
    }
    expect((await listSubmissions(db(), {})).total).toBe(1);
    // Spent in the database every instance shares, not in this process's memory.
    const spent = await db().selectFrom("rate_limits").select("points").where("key_hash", "=", counterKey("form-started", token)).execute();
    expect(spent).toEqual([{ points: 1 }]);

    // The answer to a stored submission carries the token for a second message.
    const next = "result" in first && first.result.started;
    expect(next).toBeTruthy();
    const later = { now: () => new Date(Date.now() + 5000) };
    expect((await postContact({ ...contact(), started: next as string }, "de", later)).status).toBe(200);
    expect((await postContact({ ...contact(), started: next as string }, "de", later)).status).toBe(400);
  });

  it("stores one submission when the same token is sent twice at once", async () => {
    const token = started();
    const both = await Promise.all([postContact({ ...contact(), started: token }), postContact({ ...contact(), started: token })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await listSubmissions(db(), {})).total).toBe(1);
  });

  it("does not spend a token on a refused submission: after field errors and the rate limit the same token is accepted", async () => {
    const token = started();
    const wrong = await postContact({ ...contact(), email: "anna@", started: token });
    expect(refused(wrong).errors).toEqual({ email: formMessages.de.email });
    expect(refused(wrong).started).toBe(token);
    const limited = await postContact({ ...contact(), started: token }, "de", {
      limiter: { take: () => Promise.resolve(false) } as unknown as RateLimit,
    });
    expect(limited.status).toBe(429);
    expect(refused(limited).started).toBe(token);
    expect((await postContact({ ...contact(), started: token })).status).toBe(200);
  });

  it("shows field errors before the time trap: a quick visitor with a typo sees the typo", async () => {
    const quick = signStarted(new Date(Date.now() - 1000));
    const tooFast = await postContact({ ...contact(), email: "anna@", started: quick });
    expect(tooFast.status).toBe(400);
    expect(refused(tooFast).errors).toEqual({ email: formMessages.de.email });
    // The time keeps running: the answer gives the same token back.
    expect(refused(tooFast).started).toBe(quick);
    const none = await postApplication(multipart({ ...application(), field: "", started: "" }));
    expect(refused(none).errors).toEqual({ field: formMessages.de.field });
    expect(checkStarted(refused(none).started, new Date(Date.now() + 5000))).toEqual({ ok: true });
  });

  it("answers 429 after 5 submissions from one address within 10 minutes, keeping the values; the other form is not affected", async () => {
    const ip = "198.51.100.20";
    for (let i = 0; i < 5; i++) expect((await postContact({ ...contact(), email: `p${i}@example.de` }, "de", {}, ip)).status).toBe(200);
    const limited = await postContact({ ...contact(), email: "p5@example.de" }, "de", {}, ip);
    expect(limited.status).toBe(429);
    expect(refused(limited).errors.form).toBe(
      "Von Ihrem Anschluss kamen in kurzer Zeit zu viele Nachrichten. Bitte versuchen Sie es in einigen Minuten erneut.",
    );
    expect(refused(limited).values).toMatchObject({ email: "p5@example.de", message: contact().message });
    expect((await postApplication(multipart(application()), "de", ip)).status).toBe(200);
    expect((await postContact({ ...contact(), email: "other@example.de" }, "de", {}, "198.51.100.21")).status).toBe(200);
    expect((await listSubmissions(db(), { kind: "contact" })).total).toBe(6);
  });

  it("refuses a cross-site POST with 403 and stores nothing", async () => {
    const res = await answer(
      handleContactAction(urlencoded(contact(), { origin: "https://evil.example" }), ctx("de", "/contact"), options()),
    );
    expect(res.status).toBe(403);
    expect((await listSubmissions(db(), {})).total).toBe(0);
  });

  it("writes no mail without SMTP settings: the inbox alone has the submission", async () => {
    expect((await postContact(contact(), "de", { mail: null })).status).toBe(200);
    expect((await listSubmissions(db(), {})).total).toBe(1);
    expect(await db().selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  it("erases a submission with its attachment row, its file and its mails", async () => {
    await postApplication(multipart(application(), { name: "cv.pdf", type: "application/pdf", bytes: smallPdf() }));
    await postContact(contact());
    const { rows } = await listSubmissions(db(), {});
    const app = rows.find((r) => r.kind === "application")!;
    expect(filesUnder(filesDir)).toHaveLength(1);

    expect(await deleteSubmission(db(), app.id, filesDir)).toBe(true);
    expect(await getSubmission(db(), app.id)).toBeNull();
    expect(await db().selectFrom("form_attachments").selectAll().execute()).toEqual([]);
    expect(await db().selectFrom("mail_outbox").select("submission_id").where("submission_id", "=", app.id).execute()).toEqual([]);
    expect(filesUnder(filesDir)).toEqual([]);
    expect(await readAttachment(db(), app.id, filesDir)).toBeNull();
    // The other submission and its mails are untouched.
    expect((await listSubmissions(db(), {})).total).toBe(1);
    expect(await db().selectFrom("mail_outbox").selectAll().execute()).toHaveLength(2);
    expect(await deleteSubmission(db(), app.id, filesDir)).toBe(false);
  });

  it("lists with filters and paging, and changes the status", async () => {
    let t = Date.parse("2026-03-01T08:00:00.000Z");
    for (const [kind, name] of [
      ["contact", "Erste"],
      ["application", "Zweite"],
      ["waitlist", "Dritte"],
      ["contact", "Vierte"],
    ] as const) {
      await storeSubmission(db(), { kind, lang: "de", name, email: `${name.toLowerCase()}@example.de` }, { now: new Date((t += 60_000)) });
    }
    const all = await listSubmissions(db(), {});
    expect(all.rows.map((r) => r.name)).toEqual(["Vierte", "Dritte", "Zweite", "Erste"]);
    const contacts = await listSubmissions(db(), { kind: "contact", limit: 1, offset: 1 });
    expect(contacts).toMatchObject({ total: 2, rows: [{ name: "Erste" }] });

    expect(await setSubmissionStatus(db(), all.rows[0]!.id, "in_progress")).toBe(true);
    expect(await setSubmissionStatus(db(), "missing", "done")).toBe(false);
    expect((await listSubmissions(db(), { status: "in_progress" })).rows.map((r) => r.name)).toEqual(["Vierte"]);
    expect((await listSubmissions(db(), { status: "new" })).total).toBe(3);
    const detail = await getSubmission(db(), all.rows[0]!.id);
    expect(detail?.status).toBe("in_progress");
    expect(detail!.updatedAt > detail!.createdAt).toBe(true);
    // The time of the status change is kept for the automatic erasure (retention.test.ts).
    expect(detail!.statusChangedAt).toBe(detail!.updatedAt);
  });

  it("exports CSV for Excel: BOM, semicolons, quoting, no formulas", async () => {
    await storeSubmission(
      db(),
      {
        kind: "contact",
        lang: "de",
        name: '=HYPERLINK("http://evil.example";"Klick")',
        email: "a@example.de",
        company: "Müller; Söhne",
        phone: "+49 4102 1",
        topic: "support",
        message: 'Zeile 1\nZeile "2"',
      },
      { now: new Date("2026-01-15T09:30:00.000Z") },
    );
    await storeSubmission(db(), {
      kind: "waitlist",
      lang: "en",
      name: "@Bot",
      email: "b@example.de",
      product: "inventory",
      details: { hectares: 12 },
    });
    const csv = await submissionsCsv(db(), { kind: "contact" });
    expect(csv.startsWith("\uFEFFEingang;Art;Status;Name;E-Mail;Unternehmen;Telefon;Thema;")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(3); // header, one row, and the final line break
    expect(lines[2]).toBe("");
    expect(lines[1]).toContain(
      `15.01.2026 10:30;Kontakt;neu;"'=HYPERLINK(""http://evil.example"";""Klick"")";a@example.de;"Müller; Söhne";'+49 4102 1;Support;`,
    );
    expect(lines[1]).toContain(`;"Zeile 1\nZeile ""2""";`);

    const waitlist = await submissionsCsv(db(), { kind: "waitlist" });
    expect(waitlist).toContain(`;Warteliste;neu;'@Bot;b@example.de;`);
    expect(waitlist).toContain(`;KI-Waldinventur;`);
    expect(waitlist).toContain(`"{""hectares"":12}"`);
  });
});
