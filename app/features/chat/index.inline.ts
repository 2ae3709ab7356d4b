// ForestChat inline on a page (/forestchat): the messages, the composer and the chat's state. A
// face of its own because the widget loads the same modules lazily: re-exported from ./index.ts,
// which the root imports, they would be in every page's first load. The chat's texts come from the
// page's loader (chatCopyFor in ./index.server.ts), so the page does not carry both languages.
export type { ChatCopy } from "./chat-copy";
export { Announcer, ChatAvatar, Composer, MessageList } from "./chat-parts";
export { useChat, type ChatMessage, type ChatState } from "./use-chat";
