// ForestChat for every page: the widget's slot in the page shell, opening the widget, the limits
// pages quote, and types. The root imports this face, so every page loads what it re-exports
// (./open-chat.ts is in the build's shared "site" chunk, vite.config.ts; the slot in the root's): nothing the
// widget loads lazily belongs here. The chat's parts for a page that shows it inline (/forestchat)
// are ./index.inline.ts; the server API is ./index.server.ts.
export type { ChatCopy } from "./chat-copy";
export { MODEL_HISTORY_CHARS, MODEL_HISTORY_MESSAGES, OVERVIEW_LIST_LIMIT } from "./limits";
export type { ChatMode } from "./mode";
export { openChatWidget, type OpenChatDetail } from "./open-chat";
export { ChatWidgetSlot } from "./widget/chat-widget-slot";
export type { TopicId } from "./topics";
export type { ChatMessage, ChatState } from "./use-chat";
