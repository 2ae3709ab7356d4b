import { describe, expect, it } from "vitest";
import { waitlistCopy } from "~/features/waitlist/copy";
import { segmentKeys, waitlistLimits } from "~/features/waitlist/fields";
import { parseHectares, parseWaitlistForm, waitlistSchema } from "~/features/waitlist/schema";

const base = { name: "Anna Förster", email: "anna@example.de", consent: "yes" };
const errorsOf = (fields: Record<string, string>, lang: "de" | "en" = "de") => {
  const result = parseWaitlistForm(fields, lang);
  return result.success ? {} : result.errors;
};

describe("waitlist schema", () => {
  it("accepts the smallest valid sign-up and normalises it", () => {
    const result = parseWaitlistForm({ name: "  Anna Förster ", email: " Anna@Example.DE ", consent: "yes" }, "de");
    expect(result).toEqual({
      success: true,
      data: { name: "Anna Förster", email: "anna@example.de", company: null, hectares: null, segment: null, message: null },
    });
  });

  it("requires a name of 2 to 100 characters, after trimming", () => {
    expect(errorsOf({ ...base, name: "" }).name).toBe("Bitte geben Sie Ihren Namen an.");
    expect(errorsOf({ ...base, name: "   " }).name).toBe("Bitte geben Sie Ihren Namen an.");
    expect(errorsOf({ ...base, name: " A " }).name).toBe("Der Name muss mindestens 2 Zeichen lang sein.");
    expect(errorsOf({ ...base, name: "Al" }).name).toBeUndefined();
    expect(errorsOf({ ...base, name: "x".repeat(waitlistLimits.nameMax) }).name).toBeUndefined();
    expect(errorsOf({ ...base, name: "x".repeat(waitlistLimits.nameMax + 1) }).name).toBe("Der Name darf höchstens 100 Zeichen lang sein.");
  });

  it("refuses a name with a line break, a link or an address, in both languages", () => {
    for (const name of ["Anna\nFörster", "Anna\r\nhttps://evil.example/login", "Anna evil.example", "anna@example.de"]) {
      expect(errorsOf({ ...base, name }).name, name).toBe(
        "Bitte geben Sie nur Ihren Namen in einer Zeile an, ohne Links, Web- oder E-Mail-Adressen.",
      );
    }
    expect(errorsOf({ ...base, name: "www.evil.example" }, "en").name).toBe(
      "Please enter just your name, on one line, without links, web or email addresses.",
    );
    expect(errorsOf({ ...base, name: "Dr. Anna-Lena Förster" }).name).toBeUndefined();
  });

  it("requires a valid e-mail address, also with umlauts", () => {
    for (const email of ["anna@example.de", "a.b+wald@sub.forst-x.de", "jörg@waldbesitz-müller.de", "x_y@example.co.uk"]) {
      expect(errorsOf({ ...base, email }).email, email).toBeUndefined();
    }
    for (const email of ["", "anna", "anna@", "@example.de", "anna@example", "an na@example.de", "<a>@example.de", "a@@b.de"]) {
      expect(errorsOf({ ...base, email }).email, email).toBe("Bitte geben Sie eine gültige E-Mail-Adresse an.");
    }
    expect(errorsOf({ ...base, email: `${"a".repeat(250)}@example.de` }).email).toBeDefined();
  });

  it("limits the optional company to 120 characters and the message to 2,000", () => {
    expect(errorsOf({ ...base, company: "c".repeat(120), message: "m".repeat(2000) })).toEqual({});
    expect(errorsOf({ ...base, company: "c".repeat(121) }).company).toBe("Der Name des Unternehmens darf höchstens 120 Zeichen lang sein.");
    expect(errorsOf({ ...base, message: "m".repeat(2001) }).message).toBe("Ihre Nachricht darf höchstens 2.000 Zeichen lang sein.");
    expect(errorsOf({ ...base, message: "m".repeat(2001) }, "en").message).toBe("Your message can be at most 2,000 characters long.");
  });

  it("reads the forest area as whole hectares from 0 to 10,000,000", () => {
    const hectares = (value: string, lang: "de" | "en" = "de") => {
      const result = parseWaitlistForm({ ...base, hectares: value }, lang);
      return result.success ? result.data.hectares : result.errors.hectares;
    };
    expect(hectares("")).toBeNull();
    expect(hectares("0")).toBe(0);
    expect(hectares("250")).toBe(250);
    expect(hectares(" 250 ha ")).toBe(250);
    expect(hectares("1.250")).toBe(1250);
    expect(hectares("1 250")).toBe(1250);
    expect(hectares("10.000.000")).toBe(10_000_000);
    expect(hectares("1,250", "en")).toBe(1250);
    expect(hectares("10000001")).toBe("Bitte geben Sie eine Waldfläche zwischen 0 und 10.000.000 Hektar an.");
    expect(hectares("10000001", "en")).toBe("Please enter a forest area between 0 and 10,000,000 hectares.");
    const format = "Bitte geben Sie die Waldfläche als ganze Zahl in Hektar an, zum Beispiel 250.";
    for (const bad of ["-5", "1,5", "12.5", "1.25", "abc", "150+", "1e3"]) expect(hectares(bad), bad).toBe(format);
    // The other language's thousands separator is not guessed: "1.250" in English could mean 1.25.
    expect(hectares("1.250", "en")).toBe("Please enter the forest area as a whole number of hectares, for example 250.");
  });

  it("parseHectares on its own", () => {
    expect(parseHectares("150 Hektar", "de")).toBe(150);
    expect(parseHectares("150 hectares", "en")).toBe(150);
    expect(parseHectares("1.2.3", "de")).toBeUndefined();
    expect(parseHectares("", "de")).toBeUndefined();
  });

  it("accepts only the fixed segments", () => {
    for (const key of segmentKeys) expect(errorsOf({ ...base, segment: key }).segment, key).toBeUndefined();
    const result = parseWaitlistForm({ ...base, segment: "public" }, "de");
    expect(result.success && result.data.segment).toBe("public");
    expect(errorsOf({ ...base, segment: "Waldbesitzer" }).segment).toBe("Bitte wählen Sie einen Eintrag aus der Liste.");
    expect(errorsOf({ ...base, segment: "admin" }, "en").segment).toBe("Please choose an option from the list.");
  });

  it("requires the privacy consent", () => {
    expect(errorsOf({ ...base, consent: "" }).consent).toBe(
      "Bitte bestätigen Sie die Einwilligung, damit wir Sie auf die Warteliste setzen können.",
    );
    expect(errorsOf({ ...base, consent: "no" }).consent).toBeDefined();
    expect(errorsOf({ ...base, consent: "on" }).consent).toBeUndefined();
  });

  it("refuses a filled honeypot as a whole-form error", () => {
    expect(errorsOf({ ...base, website: "x" })).toEqual({
      form: "Ihre Anmeldung konnte nicht angenommen werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
    });
  });

  it("gives the first message per field and the typed values, without the honeypot", () => {
    const result = parseWaitlistForm({ name: "", email: "x", hectares: "viel", website: "bot", consent: "" }, "en");
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      hectares: "Please enter the forest area as a whole number of hectares, for example 250.",
      consent: "Please give your consent so that we can add you to the waitlist.",
      form: "We could not accept your sign-up. Please reload the page and try again.",
    });
    expect(result.values).toEqual({ email: "x", hectares: "viel" });
  });

  it("reads FormData: only strings, the first of repeated fields", () => {
    const form = new FormData();
    form.append("name", new Blob(["file"]), "name.txt");
    form.append("name", "Anna Förster");
    form.append("email", "anna@example.de");
    form.append("email", "other@example.de");
    form.append("consent", "yes");
    const result = parseWaitlistForm(form, "de");
    expect(result.success && result.data).toMatchObject({ name: "Anna Förster", email: "anna@example.de" });
  });

  it("bounds the values it echoes back", () => {
    const result = parseWaitlistForm({ ...base, message: "m".repeat(100_000) }, "de");
    expect(result.success).toBe(false);
    if (!result.success) expect(result.values.message?.length).toBeLessThanOrEqual(waitlistLimits.messageMax + 500);
  });

  it("is the same rule set in both languages, with messages in each", () => {
    const fields = { name: "A", email: "x", consent: "" };
    const de = waitlistSchema("de").safeParse({ ...fields, company: "", hectares: "", segment: "", message: "", website: "" });
    const en = waitlistSchema("en").safeParse({ ...fields, company: "", hectares: "", segment: "", message: "", website: "" });
    expect(de.error?.issues.map((i) => i.path)).toEqual(en.error?.issues.map((i) => i.path));
    expect(de.error?.issues[0]?.message).not.toBe(en.error?.issues[0]?.message);
  });
});

describe("waitlist copy", () => {
  it("labels every segment in both languages", () => {
    for (const lang of ["de", "en"] as const) {
      for (const key of segmentKeys) expect(waitlistCopy[lang].segments[key].length, `${lang} ${key}`).toBeGreaterThan(2);
    }
    expect(Object.values(waitlistCopy.de.segments)).toEqual([
      "Waldbesitzende",
      "Forstbetrieb",
      "Forstdienstleister",
      "Landesforst/Kommune",
      "Forschung/Behörde",
      "Sonstiges",
    ]);
  });

  it("states the confidentiality note and the success message", () => {
    expect(waitlistCopy.de.confidential).toBe("Ihre Daten behandeln wir vertraulich und geben sie nicht weiter.");
    expect(waitlistCopy.de.successTitle).toBe("Danke! Sie stehen auf der Warteliste.");
    expect(waitlistCopy.de.successBody("nexus")).toBe("Wir melden uns, sobald Nexus verfügbar ist.");
    expect(waitlistCopy.de.successBody("inventory")).toBe("Wir melden uns, sobald die KI-Waldinventur verfügbar ist.");
  });
});
