/** A request to open the widget (from `openChatWidget()`); `seq` tells repeated requests apart. */
export interface OpenRequest {
  seq: number;
  question?: string;
}

export type WidgetMode = "closed" | "open" | "minimised";

/** Asks the window to move focus in: `input` focuses the input after the spec's delay. */
export interface FocusRequest {
  seq: number;
  input: boolean;
}
