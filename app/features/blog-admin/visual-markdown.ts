/** What the visual editor lets its form do: insert Markdown (an uploaded image) at the cursor. */
export interface VisualMarkdownHandle {
  insert(markdown: string): void;
}
