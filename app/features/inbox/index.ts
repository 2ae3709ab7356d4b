// The inbox capability, browser-safe: its addresses and list filter, the messages its actions
// answer with, and the types of the server's answers (type-only).
export { inboxMessages, inboxText, type InboxMessage } from "./copy";
export { filterHref, INBOX_PAGE_SIZE, INBOX_PATH, type InboxFilter } from "./paths";
export type { InboxActionResult } from "./inbox.server";
