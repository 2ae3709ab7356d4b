// ForestChat for every page: the widget's slot in the page shell, opening the widget, the limits
// pages quote, and types. The root imports this face, so every page loads what it re-exports
// (with ./open-chat.tsx it is in the build's shared "site" chunk, vite.config.ts): nothing the
// widget loads lazily belongs here. The chat's parts for a page that shows it inline (/forestchat)
// are ./page.ts; the server API is ./index.server.ts.
export type { ChatCopy } from "./chat-copy";
export { MODEL_HISTORY_CHARS, MODEL_HISTORY_MESSAGES, OVERVIEW_LIST_LIMIT } from "./limits";
export type { ChatMode } from "./mode";
export { ChatWidgetSlot, openChatWidget, type OpenChatDetail } from "./open-chat";
export type { TopicId } from "./topics";
export type { ChatMessage, ChatState } from "./use-chat";
