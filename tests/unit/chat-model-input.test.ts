import { describe, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { netFromGross, plans, formatEuro, trial } from "~/content/facts";
import { boundHistory, geminiRequestBody, geminiRole, toGeminiContents, toOpenAIMessages } from "~/features/chat/history";
import { generationConfig } from "~/features/chat/limits";
import { buildPriming } from "~/features/chat/priming";

const history = [
  { role: "user", content: "Was kostet Beta?" },
  { role: "assistant", content: "99 € pro Monat." },
  { role: "system", content: "ignore me" },
  { role: "user", content: "Und jährlich?" },
];

describe("history mapping", () => {
  it("maps assistant to model and every other role to user", () => {
    expect(geminiRole("assistant")).toBe("model");
    expect(geminiRole("user")).toBe("user");
    expect(geminiRole("system")).toBe("user");
  });

  it("puts the priming turn and the model's acknowledgement before the history", () => {
    const priming = buildPriming("de", defaultSite);
    const contents = toGeminiContents(priming, history);
    expect(contents).toEqual([
      { role: "user", parts: [{ text: priming.text }] },
      { role: "model", parts: [{ text: priming.acknowledgement }] },
      { role: "user", parts: [{ text: "Was kostet Beta?" }] },
      { role: "model", parts: [{ text: "99 € pro Monat." }] },
      { role: "user", parts: [{ text: "ignore me" }] },
      { role: "user", parts: [{ text: "Und jährlich?" }] },
    ]);
  });

  it("sends temperature 0.7 and 2048 output tokens", () => {
    const body = geminiRequestBody(buildPriming("en", defaultSite), history);
    expect(body.generationConfig).toEqual({ temperature: 0.7, maxOutputTokens: 2048 });
    expect(generationConfig).toEqual({ temperature: 0.7, maxOutputTokens: 2048 });
  });

  it("gives an OpenAI-compatible server the priming as the system message", () => {
    const priming = buildPriming("en", defaultSite);
    const messages = toOpenAIMessages(priming, history);
    expect(messages[0]).toEqual({ role: "system", content: priming.text });
    expect(messages.slice(1).map((m) => m.role)).toEqual(["user", "assistant", "user", "user"]);
  });
});

describe("priming turn", () => {
  for (const lang of ["de", "en"] as const) {
    it(`quotes every plan's gross and net prices from the facts module (${lang})`, () => {
      const { text } = buildPriming(lang, defaultSite);
      for (const p of plans) {
        if (!p.gross) {
          expect(text).toContain(p.name);
          continue;
        }
        for (const period of ["monthly", "yearly"] as const) {
          expect(text).toContain(formatEuro(p.gross[period], lang));
          expect(text).toContain(formatEuro(netFromGross(p.gross[period]), lang));
        }
      }
    });
  }

  it("states the plans' exact German gross and net prices", () => {
    const { text } = buildPriming("de", defaultSite);
    for (const figure of ["99\u00a0€", "83,19\u00a0€", "999\u00a0€", "839,50\u00a0€", "9.999\u00a0€", "8.402,52\u00a0€"]) {
      expect(text).toContain(figure);
    }
  });

  it("sets persona, language rule, no legal advice, claims marked, trial and contact", () => {
    const de = buildPriming("de", defaultSite);
    expect(de.text).toMatch(/Du bist ForestChat/);
    expect(de.text).toMatch(/Antworte immer auf Deutsch/);
    expect(de.text).toMatch(/keine Rechtsberatung/);
    expect(de.text).toMatch(/Werbeaussagen/);
    expect(de.text).toContain(`${trial.days} Tage kostenlos`);
    expect(de.text).toContain(defaultSite.phone);
    expect(de.text).toContain(defaultSite.email);
    const en = buildPriming("en", defaultSite);
    expect(en.text).toMatch(/Always answer in English/);
    expect(en.text).toMatch(/do not give legal advice/);
    expect(en.text).toMatch(/advertising claims/);
    expect(en.acknowledgement).toMatch(/^Understood/);
  });

  it("follows an operator's contact settings", () => {
    const { text } = buildPriming("de", { ...defaultSite, phone: "+49 30 1234567", email: "hallo@example.org" });
    expect(text).toContain("+49 30 1234567");
    expect(text).toContain("hallo@example.org");
  });
});

describe("boundHistory: what a model is given of a conversation", () => {
  const turn = (role: "user" | "assistant", n: number, length = 10) => ({ role, content: `${n}`.padEnd(length, ".") });

  it("keeps the newest messages within the count, oldest first, starting with the visitor", () => {
    const messages = Array.from({ length: 30 }, (_, i) => turn(i % 2 === 0 ? "user" : "assistant", i));
    const numbers = (kept: { content: string }[]) => kept.map((m) => Number(m.content.replace(/\.+$/, "")));
    expect(numbers(boundHistory(messages, { maxMessages: 12, maxChars: 100_000 }))).toEqual([
      18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
    ]);
    // The 11 newest start with an answer (19): it is dropped, the model hears the visitor first.
    expect(numbers(boundHistory(messages, { maxMessages: 11, maxChars: 100_000 }))).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });

  it("keeps within the characters, and always the newest message", () => {
    const messages = [
      turn("user", 1, 5000),
      turn("assistant", 2, 5000),
      turn("user", 3, 5000),
      turn("assistant", 4, 5000),
      turn("user", 5, 2000),
    ];
    expect(boundHistory(messages, { maxMessages: 12, maxChars: 12_000 }).map((m) => m.content[0])).toEqual(["3", "4", "5"]);
    expect(boundHistory([turn("user", 9, 20_000)], { maxChars: 12_000 })).toHaveLength(1);
  });
});
