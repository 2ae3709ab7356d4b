import { bilingual } from "~/lib/i18n";

/**
 * The widget's own texts beyond the chat's (chat-copy.ts): the conversation menu with "Neues Gespräch" and "Verlauf löschen".
 */
export const widgetCopy = bilingual(
  {
    menu: "Gesprächsoptionen",
    newConversation: "Neues Gespräch",
    deleteHistory: "Verlauf löschen",
    confirmTitle: "Verlauf löschen?",
    confirmText: "Ihre Fragen und die Antworten werden auch auf unserem Server gelöscht. Das lässt sich nicht rückgängig machen.",
    confirmDelete: "Löschen",
    cancel: "Abbrechen",
    deleting: "Wird gelöscht …",
    deleteFailed: "Der Verlauf konnte gerade nicht gelöscht werden. Bitte versuchen Sie es erneut.",
    /** Said to screen readers when the conversation starts over. */
    started: "Neues Gespräch begonnen.",
    deleted: "Verlauf gelöscht. Ein neues Gespräch hat begonnen.",
  },
  {
    menu: "Conversation options",
    newConversation: "New conversation",
    deleteHistory: "Delete history",
    confirmTitle: "Delete history?",
    confirmText: "Your questions and the answers will be deleted from our server too. This cannot be undone.",
    confirmDelete: "Delete",
    cancel: "Cancel",
    deleting: "Deleting …",
    deleteFailed: "The history couldn't be deleted just now. Please try again.",
    started: "New conversation started.",
    deleted: "History deleted. A new conversation has started.",
  },
);

export type WidgetCopy = (typeof widgetCopy)["de"];
