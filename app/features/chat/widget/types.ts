/** A request to open the widget (from `openChatWidget()`); `seq` tells repeated requests apart. */
export interface OpenRequest {
  seq: number;
  question?: string;
}

export type WidgetMode = "closed" | "open" | "minimised";

/**
 * Asks the window to move focus in (`move`; an automatic opening never does): `input` also
 * focuses the input, after CHAT_FOCUS_DELAY_MS.
 */
export interface FocusRequest {
  seq: number;
  move: boolean;
  input: boolean;
}
