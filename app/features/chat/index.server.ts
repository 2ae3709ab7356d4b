// ForestChat on the server: the endpoints' handlers, the answer mode and the chat's texts for it,
// the provider choice, the store (importing it registers the retention task at startup), the team's overview and the type
// of the pages' copy the assistant answers from. Browser-safe parts: ./index.ts.
export { handleChatPost } from "./api-chat.server";
export { handleChatHistory, handleChatHistoryDelete, type HistoryEntry } from "./api-history.server";
export { handleTranslate } from "./api-translate.server";
export { chatCopyFor } from "./chat-copy";
export { ChatRateLimits, createChatProvider, type ChatContext, type ChatDeps } from "./chat.server";
export type { PageKnowledge } from "./knowledge/passages";
export { chatMode } from "./mode.server";
export { KnowledgeBase } from "./offline.server";
export { loadChatOverview, loadChatTranscript, type ChatOverview, type ChatTranscript, type TranscriptMessage } from "./overview.server";
export { chooseProvider, type AnswerReport, type ChatProvider } from "./provider.server";
export { retentionDays } from "./store.server";
