import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import {
  CHAT_LIMITS,
  ChatError,
  deleteHistory,
  forgetSession,
  loadHistory,
  randomId,
  storedSessionId,
  streamChat,
  type ChatFailureKind,
  type ChatRole,
  type ChatSource,
  type ChatTurn,
  type HistoryMessage,
} from "./chat-client";

/**
 * The conversation's state machine, shared by the floating widget and the /forestchat page: a
 * blank input or a pending reply blocks sending; sending appends the visitor's message and
 * clears the input; the reply streams in as a draft and is appended when it is done; a failure
 * appends nothing and leaves an error the view shows.
 */

export interface ChatMessage {
  id: string;
  role: ChatRole;
  /** Plain text: what the visitor typed, or the answer as streamed. */
  text: string;
  /** The answer rendered and sanitised on the server (absent while streaming or when stopped). */
  html?: string;
  sources?: ChatSource[];
  /** ISO time; null for the greeting until the browser knows its own clock. */
  time: string | null;
  /** The fixed greeting: shown, never sent to the server. */
  greeting?: boolean;
  /** The visitor stopped the answer; `text` is what had arrived. */
  stopped?: boolean;
}

export type ChatStatus = "idle" | "waiting" | "streaming";

export interface ChatFailure {
  kind: ChatFailureKind;
  /** The server's message for the visitor (rate limit, refused message), if it sent one. */
  message: string | null;
}

export interface ChatState {
  messages: ChatMessage[];
  /** The answer while it streams in. */
  draft: ChatMessage | null;
  input: string;
  status: ChatStatus;
  error: ChatFailure | null;
  /** The last finished answer, for the polite live region (final text only, never deltas). */
  announcement: string;
}

export type ChatAction =
  | { type: "input"; value: string }
  | { type: "send"; id: string; time: string }
  | { type: "retry" }
  | { type: "delta"; soFar: string; id: string; time: string }
  | { type: "done"; text: string; html: string; sources: ChatSource[]; time: string; id: string; spoken?: string }
  | { type: "fail"; error: ChatFailure }
  | { type: "stop"; time: string; id: string }
  | { type: "history"; messages: ChatMessage[] }
  | { type: "clock"; time: string }
  /** Starts over: the greeting only; `announcement` tells a screen reader what happened. */
  | { type: "reset"; greeting: string; time: string; announcement: string };

export function initialChatState(greeting: string): ChatState {
  return {
    messages: [{ id: "greeting", role: "assistant", text: greeting, time: null, greeting: true }],
    draft: null,
    input: "",
    status: "idle",
    error: null,
    announcement: "",
  };
}

/** Only a non-blank message (after trimming), and only while no reply is pending. */
export function canSend(state: Pick<ChatState, "input" | "status">): boolean {
  return state.status === "idle" && state.input.trim() !== "";
}

/** The conversation as the server receives it: no greeting, nothing empty, the last 40 turns. */
export function turnsOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((m) => !m.greeting && m.text.trim() !== "")
    .map((m) => ({ role: m.role, content: m.text }))
    .slice(-CHAT_LIMITS.historyMaxMessages);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "input":
      return { ...state, input: action.value };
    case "send": {
      if (!canSend(state)) return state;
      const text = state.input.trim().slice(0, CHAT_LIMITS.messageMaxChars);
      return {
        ...state,
        messages: [...state.messages, { id: action.id, role: "user", text, time: action.time }],
        input: "",
        status: "waiting",
        error: null,
        announcement: "",
      };
    }
    case "retry": {
      const last = state.messages[state.messages.length - 1];
      if (state.status !== "idle" || !state.error || last?.role !== "user") return state;
      return { ...state, status: "waiting", error: null, announcement: "" };
    }
    case "delta":
      if (state.status === "idle") return state;
      return {
        ...state,
        status: "streaming",
        draft: { id: state.draft?.id ?? action.id, role: "assistant", text: action.soFar, time: state.draft?.time ?? action.time },
      };
    case "done": {
      if (state.status === "idle") return state;
      const message: ChatMessage = {
        id: state.draft?.id ?? action.id,
        role: "assistant",
        text: action.text,
        html: action.html || undefined,
        sources: action.sources,
        time: action.time,
      };
      return { ...state, messages: [...state.messages, message], draft: null, status: "idle", announcement: action.spoken || action.text };
    }
    case "fail":
      // Nothing is appended: what had streamed of a failed answer is dropped with it.
      if (state.status === "idle") return state;
      return { ...state, draft: null, status: "idle", error: action.error };
    case "stop": {
      if (state.status === "idle") return state;
      const kept = state.draft && state.draft.text.trim() !== "" ? [{ ...state.draft, stopped: true }] : [];
      return { ...state, messages: [...state.messages, ...kept], draft: null, status: "idle" };
    }
    case "history": {
      // A conversation started before the history arrived wins over the stored one.
      const started = state.messages.some((m) => !m.greeting) || state.status !== "idle";
      if (started || action.messages.length === 0) return state;
      return { ...state, messages: [...state.messages.filter((m) => m.greeting), ...action.messages] };
    }
    case "clock":
      return { ...state, messages: state.messages.map((m) => (m.greeting && !m.time ? { ...m, time: action.time } : m)) };
    case "reset": {
      const fresh = initialChatState(action.greeting);
      return {
        ...fresh,
        messages: fresh.messages.map((m) => ({ ...m, time: action.time })),
        input: state.input,
        announcement: action.announcement,
      };
    }
  }
}

export function messagesFromHistory(history: readonly HistoryMessage[]): ChatMessage[] {
  return history.map((m) => ({
    id: randomId(),
    role: m.role,
    text: m.content,
    html: m.role === "assistant" && m.html ? m.html : undefined,
    time: Number.isNaN(Date.parse(m.timestamp)) ? null : m.timestamp,
  }));
}

const now = () => new Date().toISOString();

/** What a screen reader should say for an answer: the text of its HTML, without Markdown syntax. */
function spokenText(html: string): string {
  if (!html || typeof DOMParser === "undefined") return "";
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
  return text.replace(/\s+/g, " ").trim();
}

export interface UseChat {
  state: ChatState;
  canSend: boolean;
  pending: boolean;
  setInput: (value: string) => void;
  send: () => void;
  stop: () => void;
  retry: () => void;
  /**
   * Starts a new conversation: stops a pending answer, shows the greeting only, and the next
   * message starts a new session. The old one stays on the server (until the retention period ends).
   */
  newConversation: (announcement?: string) => void;
  /**
   * Deletes the conversation on the server, then starts over as newConversation does. Resolves
   * false (and changes nothing but a stopped answer) when the server could not delete it.
   */
  deleteConversation: (announcement?: string) => Promise<boolean>;
}

/** The chat's state and actions; the session is the one kept in local storage, its history loaded on mount. */
export function useChat({ greeting }: { greeting: string }): UseChat {
  const [state, dispatch] = useReducer(chatReducer, greeting, initialChatState);
  // The state the actions read: the last rendered one, or the one an action has just dispatched
  // and builds its request from.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const controller = useRef<AbortController | null>(null);
  // Set when the visitor starts over: a stored conversation still on its way is not shown then.
  const startedOver = useRef(false);

  useEffect(() => {
    dispatch({ type: "clock", time: now() });
    const sessionId = storedSessionId();
    let cancelled = false;
    if (sessionId) {
      void loadHistory(sessionId).then((history) => {
        if (!cancelled && !startedOver.current) dispatch({ type: "history", messages: messagesFromHistory(history) });
      });
    }
    return () => {
      cancelled = true;
      controller.current?.abort();
    };
  }, []);

  const request = useCallback(async (turns: ChatTurn[]) => {
    const own = new AbortController();
    controller.current = own;
    const id = randomId();
    try {
      const answer = await streamChat({
        messages: turns,
        page: window.location.pathname,
        signal: own.signal,
        onDelta: (_, soFar) => dispatch({ type: "delta", soFar, id, time: now() }),
      });
      dispatch({ type: "done", ...answer, spoken: spokenText(answer.html), id, time: now() });
    } catch (error) {
      const failure = error instanceof ChatError ? error : new ChatError("network", null);
      if (failure.kind !== "aborted") {
        console.error("ForestChat: Die Kommunikation mit dem KI-Dienst ist fehlgeschlagen.", failure);
        dispatch({ type: "fail", error: { kind: failure.kind, message: failure.serverMessage } });
      }
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, []);

  const send = useCallback(() => {
    const current = stateRef.current;
    if (!canSend(current) || controller.current) return;
    const action: ChatAction = { type: "send", id: randomId(), time: now() };
    dispatch(action);
    // The same transition, computed here too, so the request starts within this event.
    stateRef.current = chatReducer(current, action);
    void request(turnsOf(stateRef.current.messages));
  }, [request]);

  const retry = useCallback(() => {
    const current = stateRef.current;
    const next = chatReducer(current, { type: "retry" });
    if (next === current || controller.current) return;
    dispatch({ type: "retry" });
    stateRef.current = next;
    void request(turnsOf(next.messages));
  }, [request]);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: "stop", time: now(), id: randomId() });
  }, []);

  const setInput = useCallback((value: string) => dispatch({ type: "input", value }), []);

  const startOver = useCallback(
    (announcement: string) => {
      startedOver.current = true;
      const action: ChatAction = { type: "reset", greeting, time: now(), announcement };
      dispatch(action);
      stateRef.current = chatReducer(stateRef.current, action);
    },
    [greeting],
  );

  const newConversation = useCallback(
    (announcement = "") => {
      controller.current?.abort();
      controller.current = null;
      forgetSession();
      startOver(announcement);
    },
    [startOver],
  );

  const deleteConversation = useCallback(
    async (announcement = "") => {
      // An answer still on its way is stopped first, so nothing is added to the session while it is deleted.
      if (controller.current) stop();
      if (!(await deleteHistory())) return false;
      startOver(announcement);
      return true;
    },
    [stop, startOver],
  );

  return {
    state,
    canSend: canSend(state),
    pending: state.status !== "idle",
    setInput,
    send,
    stop,
    retry,
    newConversation,
    deleteConversation,
  };
}
