/**
 * GET and DELETE /api/forestchat/history (contract in app/routes/api.forestchat.history.ts): a
 * stored conversation, read or deleted by the browser holding the session's secret.
 */
import { isCrossSite } from "~/lib/auth/origin.server";
// The header the browser sends a session's secret in when it reads the history (never the URL: URLs are logged).
import { SESSION_SECRET_HEADER } from "./chat-client";
import { answerHtml, defaultDb, errorResponse, json, noStore, type ChatContext, type ChatDeps } from "./chat.server";
import { isSessionId } from "./request";
import { deleteChatSession, findOwnChatSession, listChatMessages } from "./store.server";

export interface HistoryEntry {
  role: "user" | "assistant";
  content: string;
  html?: string;
  timestamp: string;
}

export async function handleChatHistory(request: Request, _context: ChatContext, deps: ChatDeps = {}): Promise<Response> {
  const sessionId = new URL(request.url).searchParams.get("sessionId");
  if (!isSessionId(sessionId)) return json({ messages: [] });
  try {
    const db = await (deps.db ?? defaultDb)();
    // Without the session's secret it is as unknown as any other id: no messages, no hint it exists.
    if (!(await findOwnChatSession(db, sessionId, request.headers.get(SESSION_SECRET_HEADER)))) return json({ messages: [] });
    const rows = await listChatMessages(db, sessionId);
    const messages: HistoryEntry[] = await Promise.all(
      rows.map(async (row): Promise<HistoryEntry> => {
        const role = row.role === "assistant" ? "assistant" : "user";
        return role === "assistant"
          ? { role, content: row.content, html: await answerHtml(row.content), timestamp: row.timestamp }
          : { role, content: row.content, timestamp: row.timestamp };
      }),
    );
    return json({ messages });
  } catch (error) {
    console.error("ForestChat: the history could not be read:", error instanceof Error ? error.message : error);
    return json({ messages: [] });
  }
}

/**
 * Deletes a conversation: the session's messages, analytics and the session itself, for the
 * browser holding the session's secret (the same header as the history's GET). 204 whether or not
 * there was such a session: an unknown id or a wrong secret deletes nothing and gives no hint.
 * 403 for a request from another site; 503 when the database fails, so the visitor is not told
 * that something was deleted that was not.
 */
export async function handleChatHistoryDelete(request: Request, context: ChatContext, deps: ChatDeps = {}): Promise<Response> {
  const { lang } = context;
  if (request.method !== "DELETE") return json({ error: "Method Not Allowed" }, 405, { Allow: "GET, DELETE" });
  if (isCrossSite(request)) return errorResponse("crossSite", lang, 403);
  const done = () => new Response(null, { status: 204, headers: noStore });
  const sessionId = new URL(request.url).searchParams.get("sessionId");
  if (!isSessionId(sessionId)) return done();
  try {
    const db = await (deps.db ?? defaultDb)();
    if (await findOwnChatSession(db, sessionId, request.headers.get(SESSION_SECRET_HEADER))) await deleteChatSession(db, sessionId);
    return done();
  } catch (error) {
    console.error("ForestChat: the conversation could not be deleted:", error instanceof Error ? error.message : error);
    return errorResponse("unavailable", lang, 503);
  }
}
