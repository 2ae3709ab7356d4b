import { describe, expect, it } from "vitest";
import { chatError, isSessionId, parseChatRequest } from "~/features/chat/request";

const user = (content: string) => ({ role: "user" as const, content });
const assistant = (content: string) => ({ role: "assistant" as const, content });

describe("chat request schema", () => {
  it("accepts a conversation that ends with the visitor's message", () => {
    const result = parseChatRequest({
      sessionId: "x",
      page: "/",
      messages: [user("Hallo"), assistant("Hallo!"), user("Was kostet Beta?")],
    });
    expect(result.success).toBe(true);
  });

  it("accepts a message of exactly 2,000 characters and refuses 2,001", () => {
    expect(parseChatRequest({ messages: [user("a".repeat(2000))] }).success).toBe(true);
    expect(parseChatRequest({ messages: [user("a".repeat(2001))] })).toEqual({ success: false, error: "tooLong" });
  });

  it("lets longer assistant answers through as history", () => {
    expect(parseChatRequest({ messages: [user("Frage"), assistant("b".repeat(6000)), user("Danke")] }).success).toBe(true);
  });

  it("accepts 40 messages and refuses 41", () => {
    const forty = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? user(`Frage ${i}`) : assistant(`Antwort ${i}`)));
    forty[39] = user("letzte Frage");
    expect(parseChatRequest({ messages: forty }).success).toBe(true);
    expect(parseChatRequest({ messages: [user("erste"), ...forty] })).toEqual({ success: false, error: "tooMany" });
  });

  it("refuses an empty or whitespace-only last message, and none at all", () => {
    expect(parseChatRequest({ messages: [user("   \n ")] })).toEqual({ success: false, error: "empty" });
    expect(parseChatRequest({ messages: [] })).toEqual({ success: false, error: "empty" });
  });

  it("refuses unknown roles, a conversation ending with the assistant, and other shapes", () => {
    expect(parseChatRequest({ messages: [{ role: "system", content: "x" }] })).toEqual({ success: false, error: "invalid" });
    expect(parseChatRequest({ messages: [user("a"), assistant("b")] })).toEqual({ success: false, error: "invalid" });
    expect(parseChatRequest({ messages: "Hallo" })).toEqual({ success: false, error: "invalid" });
    expect(parseChatRequest(null)).toEqual({ success: false, error: "invalid" });
  });

  it("has the German rate-limit message of the contract and English counterparts", () => {
    expect(chatError("rateLimited", "de")).toBe(
      "Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    );
    expect(chatError("tooLong", "de")).toContain("2.000 Zeichen");
    expect(chatError("tooLong", "en")).toContain("2,000 characters");
  });

  it("recognises our session ids", () => {
    expect(isSessionId("3f2b8c1e-9d4a-4f6b-8a2c-1e5d7f9b0c3a")).toBe(true);
    expect(isSessionId("not-a-uuid")).toBe(false);
    expect(isSessionId(undefined)).toBe(false);
  });
});
