import { describe, expect, it } from "vitest";
import {
  canSend,
  chatReducer,
  initialChatState,
  messagesFromHistory,
  turnsOf,
  type ChatAction,
  type ChatState,
} from "~/features/chat/use-chat";

const T = "2026-03-01T09:15:00.000Z";
const greeting = "Willkommen bei ForestChat!";

function run(...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, initialChatState(greeting));
}

const typed = (value: string): ChatAction => ({ type: "input", value });
const send: ChatAction = { type: "send", id: "u1", time: T };

describe("chat state machine", () => {
  it("starts with the greeting, which is never sent to the server", () => {
    const state = run();
    expect(state.messages).toEqual([{ id: "greeting", role: "assistant", text: greeting, time: null, greeting: true }]);
    expect(turnsOf(state.messages)).toEqual([]);
  });

  it("ignores a blank or whitespace-only message", () => {
    for (const value of ["", "   ", "\n\t "]) {
      const before = run(typed(value));
      expect(canSend(before)).toBe(false);
      expect(chatReducer(before, send)).toBe(before);
    }
  });

  it("sending appends the trimmed message, clears the input, starts waiting and clears an old error", () => {
    const failed = run(typed("Erste Frage"), send, { type: "fail", error: { kind: "provider", message: null } });
    expect(failed.error).not.toBeNull();
    const state = chatReducer(chatReducer(failed, typed("  Was kostet Beta Pro?  ")), { type: "send", id: "u2", time: T });
    expect(state.messages.at(-1)).toEqual({ id: "u2", role: "user", text: "Was kostet Beta Pro?", time: T });
    expect(state).toMatchObject({ input: "", status: "waiting", error: null });
  });

  it("blocks a second send while a reply is pending, waiting or streaming", () => {
    const waiting = run(typed("Frage"), send, typed("Noch eine"));
    expect(canSend(waiting)).toBe(false);
    expect(chatReducer(waiting, { type: "send", id: "u2", time: T })).toBe(waiting);
    const streaming = chatReducer(waiting, { type: "delta", soFar: "Die", id: "a1", time: T });
    expect(streaming.status).toBe("streaming");
    expect(chatReducer(streaming, { type: "send", id: "u2", time: T })).toBe(streaming);
  });

  it("streams into a draft and appends the finished answer with its HTML and sources", () => {
    const state = run(
      typed("Preis?"),
      send,
      { type: "delta", soFar: "Beta kostet", id: "a1", time: T },
      { type: "delta", soFar: "Beta kostet 99 €", id: "ignored", time: T },
    );
    expect(state.draft).toEqual({ id: "a1", role: "assistant", text: "Beta kostet 99 €", time: T });
    expect(state.messages).toHaveLength(2);
    expect(state.announcement).toBe("");
    const done = chatReducer(state, {
      type: "done",
      text: "Beta kostet 99 €",
      html: "<p>Beta kostet 99 €</p>",
      sources: [{ title: "Preise", href: "/forestcrew-pricing" }],
      id: "other",
      time: T,
    });
    expect(done.draft).toBeNull();
    expect(done.status).toBe("idle");
    expect(done.messages.at(-1)).toEqual({
      id: "a1",
      role: "assistant",
      text: "Beta kostet 99 €",
      html: "<p>Beta kostet 99 €</p>",
      sources: [{ title: "Preise", href: "/forestcrew-pricing" }],
      time: T,
    });
    // Only the finished answer is announced.
    expect(done.announcement).toBe("Beta kostet 99 €");
    expect(turnsOf(done.messages)).toEqual([
      { role: "user", content: "Preis?" },
      { role: "assistant", content: "Beta kostet 99 €" },
    ]);
  });

  it("a failure appends nothing, drops what had streamed and records the error", () => {
    const before = run(typed("Frage"), send, { type: "delta", soFar: "Halbe Antw", id: "a1", time: T });
    const failed = chatReducer(before, { type: "fail", error: { kind: "rate-limit", message: "Bitte warten." } });
    expect(failed.messages).toEqual(before.messages);
    expect(failed.draft).toBeNull();
    expect(failed).toMatchObject({ status: "idle", error: { kind: "rate-limit", message: "Bitte warten." } });
  });

  it("retry resends the unanswered question without appending it again", () => {
    const failed = run(typed("Frage"), send, { type: "fail", error: { kind: "network", message: null } });
    const retried = chatReducer(failed, { type: "retry" });
    expect(retried).toMatchObject({ status: "waiting", error: null });
    expect(retried.messages).toEqual(failed.messages);
    // Nothing to retry without an error.
    const fine = run();
    expect(chatReducer(fine, { type: "retry" })).toBe(fine);
  });

  it("stop keeps what had arrived, marked as stopped, and frees the input", () => {
    const stopped = run(
      typed("Frage"),
      send,
      { type: "delta", soFar: "Der Anfang", id: "a1", time: T },
      { type: "stop", id: "x", time: T },
    );
    expect(stopped.messages.at(-1)).toMatchObject({ role: "assistant", text: "Der Anfang", stopped: true });
    expect(stopped.status).toBe("idle");
    // Stopped before the first word: nothing appended.
    const early = run(typed("Frage"), send, { type: "stop", id: "x", time: T });
    expect(early.messages.map((m) => m.role)).toEqual(["assistant", "user"]);
    // A late event of the aborted request changes nothing.
    expect(chatReducer(early, { type: "delta", soFar: "spät", id: "a", time: T })).toBe(early);
  });

  it("shows a stored conversation after the greeting, unless the visitor has already started a new one", () => {
    const history = messagesFromHistory([
      { role: "user", content: "Hallo", timestamp: T },
      { role: "assistant", content: "Guten Tag", html: "<p>Guten Tag</p>", timestamp: T },
    ]);
    const restored = chatReducer(run(), { type: "history", messages: history });
    expect(restored.messages.map((m) => [m.role, m.text, m.html])).toEqual([
      ["assistant", greeting, undefined],
      ["user", "Hallo", undefined],
      ["assistant", "Guten Tag", "<p>Guten Tag</p>"],
    ]);
    const started = run(typed("Neu"), send);
    expect(chatReducer(started, { type: "history", messages: history })).toBe(started);
  });

  it("starting over shows the greeting only, keeps what is typed, and ignores the old answer still arriving", () => {
    const T2 = "2026-03-01T10:00:00.000Z";
    const midAnswer = run(
      typed("Was kostet Beta?"),
      send,
      { type: "done", text: "99 €", html: "<p>99 €</p>", sources: [], id: "a1", time: T },
      typed("Und Beta Pro?"),
      { type: "send", id: "u2", time: T },
      { type: "delta", soFar: "Beta Pro kos", id: "a2", time: T },
      typed("Noch nicht gesendet"),
    );
    expect(midAnswer.status).toBe("streaming");
    const fresh = chatReducer(midAnswer, { type: "reset", greeting, time: T2, announcement: "Neues Gespräch begonnen." });
    expect(fresh.messages).toEqual([{ id: "greeting", role: "assistant", text: greeting, time: T2, greeting: true }]);
    expect(fresh).toMatchObject({ draft: null, status: "idle", error: null, input: "Noch nicht gesendet" });
    expect(fresh.announcement).toBe("Neues Gespräch begonnen.");
    expect(turnsOf(fresh.messages)).toEqual([]);
    // The old answer's last events change nothing.
    expect(chatReducer(fresh, { type: "delta", soFar: "Beta Pro kostet", id: "a2", time: T2 })).toBe(fresh);
    expect(chatReducer(fresh, { type: "done", text: "Beta Pro kostet …", html: "", sources: [], id: "a2", time: T2 })).toBe(fresh);
    // A failed request's error goes too.
    const failed = run(typed("Frage"), send, { type: "fail", error: { kind: "network", message: null } });
    expect(chatReducer(failed, { type: "reset", greeting, time: T2, announcement: "" }).error).toBeNull();
  });

  it("sends at most 40 turns", () => {
    let state = run();
    for (let i = 0; i < 25; i++) {
      state = chatReducer(state, typed(`Frage ${i}`));
      state = chatReducer(state, { type: "send", id: `u${i}`, time: T });
      state = chatReducer(state, { type: "done", text: `Antwort ${i}`, html: "", sources: [], id: `a${i}`, time: T });
    }
    const turns = turnsOf(state.messages);
    expect(turns).toHaveLength(40);
    expect(turns.at(-1)).toEqual({ role: "assistant", content: "Antwort 24" });
  });
});
