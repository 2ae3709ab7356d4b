/** What the visual editor lets its form do. */
export interface VisualMarkdownHandle {
  /** Inserts Markdown at the cursor (an uploaded image: `![alt](src)` or `![alt](src "title")`). */
  insert(markdown: string): void;
  /**
   * The current document as Markdown, synchronously (no debounce): the original source of every
   * unchanged block, serialised Markdown for edited ones. Read it when the form is submitted.
   */
  getMarkdown(): string;
}
