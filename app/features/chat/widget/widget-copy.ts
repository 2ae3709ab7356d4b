import { bilingual } from "~/lib/i18n";

/**
 * The widget's own texts beyond the chat's (chat-copy.ts): the teaser bubble a phone gets instead
 * of the automatic opening, and the conversation menu with "Neues Gespräch" and "Verlauf löschen".
 */
export const widgetCopy = bilingual(
  {
    bubble: "Fragen zu Preisen, Borkenkäfer oder Förderung? Ich helfe.",
    bubbleOpen: "Chat öffnen",
    bubbleDismiss: "Hinweis schließen",
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
    bubble: "Questions about prices, bark beetles or funding? I can help.",
    bubbleOpen: "Open chat",
    bubbleDismiss: "Dismiss",
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
