/**
 * Opening the global ForestChat widget: the event any page sends (`openChatWidget()`, the home
 * page's teaser buttons). Every page loads this module (it is in the build's shared "site" chunk).
 */
/**
 * The widget listens for this event and calls preventDefault() to claim it; the return value of
 * `openChatWidget()` tells the caller whether a widget answered, so it can fall back to /forestchat.
 */
export const OPEN_CHAT_EVENT = "forestchat:open";

export interface OpenChatDetail {
  question?: string;
}

export function openChatWidget(detail: OpenChatDetail = {}): boolean {
  const event = new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail, cancelable: true });
  return !window.dispatchEvent(event);
}
