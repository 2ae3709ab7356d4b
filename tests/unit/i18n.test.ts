import { describe, expect, it } from "vitest";
import { alternateUrl, bilingual, langFromHost, normaliseOrigin } from "~/lib/i18n";
import { de } from "~/i18n/de";
import { en } from "~/i18n/en";

const origins = { de: "https://www.forestcrew.de", en: "https://english.forestcrew.de" };

describe("langFromHost", () => {
  it("treats hosts starting with en. as English", () => {
    expect(langFromHost("en.localhost:3000")).toBe("en");
    expect(langFromHost("EN.forestcrew.de")).toBe("en");
  });
  it("treats the configured English host as English", () => {
    expect(langFromHost("english.forestcrew.de", origins)).toBe("en");
  });
  it("treats every other host as German", () => {
    expect(langFromHost("localhost:3000")).toBe("de");
    expect(langFromHost("www.forestcrew.de", origins)).toBe("de");
    expect(langFromHost("green.forestcrew.de")).toBe("de");
    expect(langFromHost(undefined)).toBe("de");
    expect(langFromHost("")).toBe("de");
  });
});

describe("alternateUrl", () => {
  it("keeps path, query and hash on the other language's origin", () => {
    expect(alternateUrl({ pathname: "/nexus", search: "?a=1", hash: "#waitlist" }, "en", origins)).toBe(
      "https://english.forestcrew.de/nexus?a=1#waitlist",
    );
    expect(alternateUrl({ pathname: "/" }, "de", origins)).toBe("https://www.forestcrew.de/");
  });
});

describe("normaliseOrigin", () => {
  it("drops paths and trailing slashes and refuses other schemes", () => {
    expect(normaliseOrigin("https://forestcrew.de/")).toBe("https://forestcrew.de");
    expect(normaliseOrigin("http://en.localhost:3000/x")).toBe("http://en.localhost:3000");
    expect(() => normaliseOrigin("ftp://forestcrew.de")).toThrow();
  });
});

describe("dictionaries", () => {
  it("have the same keys in German and English, none empty", () => {
    const keys = (o: object, prefix = ""): string[] =>
      Object.entries(o).flatMap(([k, v]: [string, unknown]) =>
        typeof v === "object" && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(en)).toEqual(keys(de));
    const values = (o: object): unknown[] => Object.values(o).flatMap((v: unknown) => (typeof v === "object" && v ? values(v) : [v]));
    for (const v of [...values(de), ...values(en)]) expect(typeof v === "string" && v.trim().length > 0).toBe(true);
  });

  it("uses 'Ihr Browser unterstützt keine Videos.' as the German video fallback text", () => {
    expect(de.video.fallback).toBe("Ihr Browser unterstützt keine Videos.");
  });

  it("refuses, at compile time, English copy that lacks a German key", () => {
    // The type checker (npm test runs tsc) fails if this stops being an error.
    // @ts-expect-error missing key "lead" in the English variant
    const copy = bilingual({ title: "Preise", lead: "Faire Preise" }, { title: "Pricing" });
    expect(copy.de.title).toBe("Preise");
  });
});
