/**
 * A figure shown with an advertising marker: "{prefix} {value}* {label}". Every page that shows
 * one also shows the advertising note.
 */
export interface ClaimFigure {
  prefix?: string;
  value: string;
  label: string;
}
