/**
 * Session analytics (message counts, mean response time, top topics, duration), computed on the
 * server from the stored messages of a session, so they are complete however the visitor leaves
 * the page.
 */
import { TOP_TOPICS } from "./limits";
import { rankTopics, type TopicId } from "./topics";

export interface AnalyticsMessage {
  role: string;
  content: string;
  /** ISO timestamp. */
  timestamp: string;
  /** Milliseconds from the visitor's message to the complete answer; assistant messages only. */
  response_ms: number | null;
}

export interface SessionAnalytics {
  totalMessages: number;
  userMessages: number;
  assistantMessages: number;
  /** Mean of the assistant messages' response times in milliseconds, rounded; null without any. */
  averageResponseTime: number | null;
  /** The most asked-about tracked topics of the visitor's messages, at most five. */
  topTopics: TopicId[];
  /** Milliseconds from the session's start to its latest message. */
  sessionDuration: number;
}

export function computeAnalytics(messages: readonly AnalyticsMessage[], sessionStart: string): SessionAnalytics {
  const user = messages.filter((m) => m.role === "user");
  const assistant = messages.filter((m) => m.role === "assistant");
  const times = assistant.map((m) => m.response_ms).filter((t): t is number => typeof t === "number" && t >= 0);
  const start = Date.parse(sessionStart);
  const latest = messages.reduce((max, m) => Math.max(max, Date.parse(m.timestamp) || 0), start);
  return {
    totalMessages: messages.length,
    userMessages: user.length,
    assistantMessages: assistant.length,
    averageResponseTime: times.length ? Math.round(times.reduce((a, b) => a + b, 0) / times.length) : null,
    topTopics: rankTopics(
      user.map((m) => m.content),
      TOP_TOPICS,
    ),
    sessionDuration: Number.isFinite(start) ? Math.max(0, latest - start) : 0,
  };
}
