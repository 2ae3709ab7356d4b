// Post errors carry a stable code (and params); the edge says them in the reader's language with
// postErrorText, while .message stays the German text older callers and tests read.
import { describe, expect, it } from "vitest";
import {
  NotADraftError,
  PostError,
  postErrorText,
  PostNotFoundError,
  PostValidationError,
  RevisionNotFoundError,
  SlugTakenError,
  StaleEditError,
  TranslationNotAllowedError,
} from "~/features/blog";
import { postErrorCopy } from "~/features/blog/posts/error-copy";
import { postInputSchema, REQUIRED_MESSAGE, validate } from "~/features/blog/posts/schema.server";
import type { PostInput } from "~/features/blog";
import { parseEditorForm } from "../../app/features/editor/index.server";
import type { PostFormValues } from "../../app/features/editor";

const input = (over: Partial<PostInput> = {}): PostInput => ({
  title: "Titel",
  slug: "titel",
  author: "Autorin",
  tags: [],
  summary: "Kurz",
  content: "Text",
  lang: "de",
  ...over,
});

function refusal(over: Partial<PostInput>): PostValidationError {
  try {
    validate(input(over));
  } catch (error) {
    if (error instanceof PostValidationError) return error;
    throw error;
  }
  throw new Error("validate accepted the input");
}

describe("post errors", () => {
  it("keep their German message and name, and carry a code", () => {
    const cases: [PostError, string, string][] = [
      [new SlugTakenError(), "slug-taken", "Dieser Slug wird bereits von einem anderen Beitrag verwendet. Bitte wählen Sie einen anderen."],
      [new PostNotFoundError(), "post-not-found", "Blog-Beitrag konnte nicht geladen werden"],
      [new NotADraftError(), "not-a-draft", "Automatisch gespeichert werden nur Entwürfe. Bitte speichern Sie den Beitrag von Hand."],
      [new RevisionNotFoundError(), "revision-not-found", "Diese Fassung des Beitrags gibt es nicht (mehr)."],
      [
        new TranslationNotAllowedError(),
        "translation-not-allowed",
        "Diese Übersetzung können Sie nicht verknüpfen: Dafür müsste ein Beitrag geändert werden, den Sie nicht bearbeiten dürfen.",
      ],
    ];
    for (const [error, code, message] of cases) {
      expect(error.code).toBe(code);
      expect(error.message).toBe(message);
      expect(postErrorText(error, "de")).toBe(message);
      expect(error.name).toBe(error.constructor.name);
    }
    expect(new StaleEditError().message).toMatch(/^Dieser Beitrag wurde inzwischen von jemand anderem gespeichert\./);
  });

  it("say every code in both languages, differently", () => {
    const codes = Object.keys(postErrorCopy.de);
    expect(Object.keys(postErrorCopy.en)).toEqual(codes);
    for (const code of codes as (keyof typeof postErrorCopy.de)[]) {
      const de = postErrorText({ code, params: { max: 7, id: "x" } }, "de");
      const en = postErrorText({ code, params: { max: 7, id: "x" } }, "en");
      expect(de, code).not.toBe("");
      expect(en, code).not.toBe(de);
    }
  });

  it("keep the schema's field, its limit and its German text on a refused input", () => {
    const long = refusal({ title: "T".repeat(201) });
    expect([long.code, long.params]).toEqual(["title-too-long", { max: 200 }]);
    expect(long.message).toBe("Der Titel darf höchstens 200 Zeichen lang sein.");
    expect(postErrorText(long, "en")).toBe("The title can be at most 200 characters long.");

    const meta = refusal({ metaTitle: "M".repeat(71) });
    expect([meta.code, meta.params, meta.message]).toEqual([
      "meta-title-too-long",
      { max: 70 },
      "Der Meta-Titel darf höchstens 70 Zeichen lang sein.",
    ]);

    const missing = refusal({ author: " " });
    expect(missing.code).toBe("required");
    expect(missing.message).toBe(REQUIRED_MESSAGE);

    expect(refusal({ slug: "admin" }).code).toBe("slug-reserved");
    expect(refusal({ slug: "Groß" }).code).toBe("slug-format");
    expect(refusal({ status: "scheduled" }).code).toBe("schedule-date-missing");
  });

  it("report the schema's German text itself where the editor shows it", () => {
    const parsed = postInputSchema.safeParse(input({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Höchstens 20 Tags sind möglich.");
  });

  it("fall back to code invalid with zod's own text for input the schema's texts do not cover", () => {
    const odd = refusal({ lang: "fr" as PostInput["lang"] });
    expect(odd.code).toBe("invalid");
    expect(odd.message).not.toBe(postErrorText(odd, "de"));
    expect(postErrorText(odd, "en")).toBe("Some of the input is not valid.");
  });
});

describe("the editor's form check", () => {
  const form = (title: string): PostFormValues => ({
    ...{ slug: "ein-beitrag", author: "Redaktion", tags: [], summary: "Kurz.", content: "Text.", coverImage: "" },
    ...{ lang: "de", date: "", dateLocal: "", excerpt: "", status: "draft", metaTitle: "", metaDescription: "" },
    ...{ socialImage: "", translationId: "", revision: "", title },
  });
  const tooLong = "T".repeat(201);

  it("says a refused field in the admin's language: German as before, English in English", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    expect(parseEditorForm(form(tooLong), "de", now)).toEqual({ ok: false, error: "Der Titel darf höchstens 200 Zeichen lang sein." });
    expect(parseEditorForm(form(tooLong), "en", now)).toEqual({ ok: false, error: "The title can be at most 200 characters long." });
    expect(parseEditorForm(form("Ein Titel"), "en", now).ok).toBe(true);
  });
});
