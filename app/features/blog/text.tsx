// The blog's interface texts for its components, from the route's loader (copy.ts blogText): the
// browser gets the visitor's language as data, not both languages as JavaScript.
import { createContext, use } from "react";
import type { BlogText } from "./copy";

export const BlogTextContext = createContext<BlogText | null>(null);

export function useBlogText(): BlogText {
  const text = use(BlogTextContext);
  if (!text) throw new Error("useBlogText: no <BlogTextContext> above this component");
  return text;
}
