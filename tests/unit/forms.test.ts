import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BodyTooLargeError, limitBody } from "~/lib/http/body.server";
import { formLimits } from "~/features/forms/fields";
import { removeStaleUploads } from "~/features/forms/outbox.server";
import { formatBytes, parseApplicationForm, parseContactForm } from "~/features/forms/schema";
import { containsLink, greetingName, hasControlCharacters } from "~/features/forms/name-text";
import { pdfFileName } from "~/features/forms/pdf-name";
import { checkStarted, nextStarted, signStarted, STARTED_MAX_AGE_MS } from "~/features/forms/started.server";
import { loader as startedEndpoint } from "~/routes/api.form-started";
import { csvCell } from "~/features/forms/submissions.server";

describe("CSV cells", () => {
  it("leaves plain values alone", () => {
    expect(csvCell("Anna Förster")).toBe("Anna Förster");
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
  });

  it("quotes the separator, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("Müller; Söhne")).toBe('"Müller; Söhne"');
    expect(csvCell('Sie sagte "Hallo"')).toBe('"Sie sagte ""Hallo"""');
    expect(csvCell("Zeile 1\nZeile 2")).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("turns what a spreadsheet would run as a formula into text", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+49 4102 1")).toBe("'+49 4102 1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("the signed render time", () => {
  beforeAll(() => vi.stubEnv("SESSION_SECRET", "unit-secret"));
  afterAll(() => vi.unstubAllEnvs());
  const at = (ms: number) => new Date(Date.parse("2026-03-01T10:00:00.000Z") + ms);

  it("accepts a form sent after the minimum time", () => {
    const value = signStarted(at(0));
    expect(checkStarted(value, at(formLimits.minSecondsToSubmit * 1000))).toEqual({ ok: true });
    expect(checkStarted(value, at(60 * 60 * 1000))).toEqual({ ok: true });
  });

  it("refuses one sent too fast", () => {
    expect(checkStarted(signStarted(at(0)), at(formLimits.minSecondsToSubmit * 1000 - 1))).toEqual({ ok: false, reason: "tooFast" });
  });

  it("refuses a changed time, a foreign signature, garbage and an old token", () => {
    const value = signStarted(at(0));
    const [time, nonce, signature] = value.split(".");
    expect(checkStarted(`${Number(time) - 60_000}.${nonce}.${signature}`, at(10_000))).toEqual({ ok: false, reason: "invalid" });
    expect(checkStarted(`${time}.${"A".repeat(12)}.${signature}`, at(10_000))).toEqual({ ok: false, reason: "invalid" });
    expect(checkStarted(`${time}.${signature}`, at(10_000))).toEqual({ ok: false, reason: "invalid" });
    expect(checkStarted(undefined, at(10_000))).toEqual({ ok: false, reason: "invalid" });
    expect(checkStarted("x.y", at(10_000))).toEqual({ ok: false, reason: "invalid" });
    expect(checkStarted(value, at(STARTED_MAX_AGE_MS + 1))).toEqual({ ok: false, reason: "invalid" });
    vi.stubEnv("SESSION_SECRET", "another-secret");
    try {
      expect(checkStarted(value, at(10_000))).toEqual({ ok: false, reason: "invalid" });
    } finally {
      vi.stubEnv("SESSION_SECRET", "unit-secret");
    }
  });

  it("signs two tokens apart even in the same millisecond (each is spent on its own)", () => {
    expect(signStarted(at(0))).not.toBe(signStarted(at(0)));
  });

  it("gives a good token back unchanged (the time keeps running), and a fresh one for anything else", () => {
    const value = signStarted(at(0));
    expect(nextStarted(value, at(1000))).toBe(value);
    expect(nextStarted(value, at(10_000))).toBe(value);
    for (const other of [undefined, "", "garbage", signStarted(at(-STARTED_MAX_AGE_MS - 1))]) {
      const fresh = nextStarted(other, at(0));
      expect(fresh).not.toBe(other);
      expect(checkStarted(fresh, at(formLimits.minSecondsToSubmit * 1000))).toEqual({ ok: true });
    }
  });

  it("hands a form on a cached page a fresh token, never to be cached", async () => {
    const response = startedEndpoint();
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { started } = (await response.json()) as { started: string };
    expect(checkStarted(started, new Date(Date.now() + formLimits.minSecondsToSubmit * 1000))).toEqual({ ok: true });
    expect(((await startedEndpoint().json()) as { started: string }).started).not.toBe(started);
  });

  it("still accepts a token signed with the previous secret after a rotation", () => {
    const value = signStarted(at(0));
    vi.stubEnv("SESSION_SECRET", "new-secret,unit-secret");
    try {
      expect(checkStarted(value, at(10_000))).toEqual({ ok: true });
    } finally {
      vi.stubEnv("SESSION_SECRET", "unit-secret");
    }
  });
});

describe("form rules", () => {
  it("normalises a valid contact form", () => {
    const parsed = parseContactForm(
      {
        name: " Anna ",
        email: "Anna@Example.DE ",
        company: "",
        phone: "",
        topic: "support",
        message: "Eine Frage zur App.",
        privacy: "yes",
      },
      "de",
    );
    expect(parsed).toEqual({
      success: true,
      data: { name: "Anna", email: "anna@example.de", company: null, phone: null, topic: "support", message: "Eine Frage zur App." },
    });
  });

  it("answers in English with a message per field", () => {
    const parsed = parseApplicationForm({ name: "", email: "x", field: "astronaut", message: "", privacy: "" }, "en");
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.errors).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address, for example name@example.com.",
      field: "Please choose a field of work from the list.",
      message: "Please write us a message.",
      privacy: "Please confirm that you have read the privacy policy.",
    });
    expect(parsed.values).toEqual({ email: "x", field: "astronaut" });
  });

  it("accepts umlauts in addresses and refuses an over-long message", () => {
    const base = { name: "Jörg", email: "jörg@waldbesitz-müller.de", topic: "other", privacy: "on" };
    expect(parseContactForm({ ...base, message: "Guten Tag, eine Frage." }, "de").success).toBe(true);
    const long = parseContactForm({ ...base, message: "x".repeat(formLimits.messageMax + 1) }, "de");
    expect(long.success ? null : long.errors.message).toBe("Ihre Nachricht darf höchstens 5.000 Zeichen lang sein.");
  });

  it("formats sizes as people read them", () => {
    expect(formatBytes(formLimits.cvMaxBytes, "de")).toBe("10 MB");
    expect(formatBytes(1500, "en")).toBe("1 KB");
    expect(formatBytes(1.5 * 1024 * 1024, "de")).toBe("1,5 MB");
  });
});

describe("the body limit", () => {
  const stream = (chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
        controller.close();
      },
    });

  it("passes a body up to the limit", async () => {
    expect(await new Response(limitBody(stream(["abc", "def"]), 6)).text()).toBe("abcdef");
  });

  it("fails a body past the limit while reading, even in one chunk", async () => {
    await expect(new Response(limitBody(stream(["abc", "defg"]), 6)).text()).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(new Response(limitBody(stream(["abcdefg"]), 6)).text()).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe("unfinished uploads", () => {
  it("are removed at start when older than an hour; recent ones stay", async () => {
    const dir = mkdtempSync(join(tmpdir(), "forestcrew-uploads-"));
    try {
      expect(await removeStaleUploads(dir)).toBe(0);
      mkdirSync(join(dir, "incoming"));
      writeFileSync(join(dir, "incoming", "old.part"), "x");
      writeFileSync(join(dir, "incoming", "new.part"), "y");
      const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
      utimesSync(join(dir, "incoming", "old.part"), twoHoursAgo, twoHoursAgo);
      expect(await removeStaleUploads(dir)).toBe(1);
      expect(readdirSync(join(dir, "incoming"))).toEqual(["new.part"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("names in mails to unverified addresses", () => {
  it("finds links, addresses and domain-like words, but not the dots of names", () => {
    for (const text of [
      "https://evil.example",
      "evil.example/login",
      "www.evil.de",
      "EVIL.COM",
      "a@b.de",
      "evil\u3002com",
      "javascript:alert(1)",
    ]) {
      expect(containsLink(text), text).toBe(true);
    }
    for (const text of ["Dr. Anna Förster", "J.R.R. Tolkien", "Anna-Lena Müller", "Seán O'Brien", "Prof. Dr. h.c. Weber"]) {
      expect(containsLink(text), text).toBe(false);
    }
    expect(hasControlCharacters("Anna\nFörster")).toBe(true);
    expect(hasControlCharacters("Anna\u202eFörster")).toBe(true);
    expect(hasControlCharacters("Anna Förster")).toBe(false);
  });

  it("greets with one line of a plain name, else generically", () => {
    expect(greetingName("  Anna \t Förster ")).toBe("Anna Förster");
    expect(greetingName("Anna\r\nFörster")).toBe("Anna Förster");
    expect(greetingName("Anna\nhttps://evil.example")).toBeNull();
    expect(greetingName("Anna evil.example")).toBeNull();
    expect(greetingName("Call 0800 123456")).toBeNull();
    expect(greetingName("A".repeat(60))).toBe("A".repeat(60));
    expect(greetingName("A".repeat(61))).toBeNull();
    expect(greetingName("\n")).toBeNull();
  });
});

describe("the file name of a CV", () => {
  it("always ends in .pdf: another extension replaced, a missing one added", () => {
    expect(pdfFileName("x.html")).toBe("x.pdf");
    expect(pdfFileName("x.pdf.html")).toBe("x.pdf");
    expect(pdfFileName("Lebenslauf Becker.pdf")).toBe("Lebenslauf Becker.pdf");
    expect(pdfFileName("CV.PDF")).toBe("CV.pdf");
    expect(pdfFileName("Lebenslauf")).toBe("Lebenslauf.pdf");
    expect(pdfFileName("Lebenslauf v2.0 final")).toBe("Lebenslauf v2.0 final.pdf");
    expect(pdfFileName("x.html. . ")).toBe("x.pdf");
    expect(pdfFileName("C:\\Users\\a\\x.svg")).toBe("x.pdf");
    expect(pdfFileName("x\u202efdp.html")).toBe("xfdp.pdf");
    expect(pdfFileName(".html")).toBe("lebenslauf.pdf");
    expect(pdfFileName("")).toBe("lebenslauf.pdf");
  });
});
