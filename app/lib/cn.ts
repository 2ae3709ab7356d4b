import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";

/*
 * tailwind-merge with a configuration of our own. Its default one knows every Tailwind utility and
 * costs ~9 KB (gzip) in the chunk every page loads, over the pages' 120 KB budget. This one knows
 * the utilities a button sets that a caller replaces (height, padding, font size, colours,
 * corners, shadow, wrapping): ~2 KB with the merge code. A class it does not know is never
 * dropped, so any other pair is left to the stylesheet's order, as before. The validators are
 * strict for the same reason: `text-pretty` must not be taken for a colour and drop `text-white`.
 */
const isColor = (value: string) => /^(?:inherit|current|transparent|black|white|amber-glow|[a-z]+-(?:50|[1-9]00|950))$/.test(value);
const isLength = (value: string) => /^(?:[\d.]+|px|auto|full|screen|min|max|fit|\[.+\])$/.test(value);
const isTextSize = (value: string) => /^(?:\d?x[sl]|sm|base|lg)$/.test(value);
const isSize = (value: string) => /^(?:\d?x[sl]|sm|md|lg|none|full|\[.+\])$/.test(value);

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    h: [{ h: [isLength] }],
    p: [{ p: [isLength] }],
    px: [{ px: [isLength] }],
    py: [{ py: [isLength] }],
    "font-size": [{ text: [isTextSize] }],
    "text-color": [{ text: [isColor] }],
    "bg-color": [{ bg: [isColor] }],
    "border-color": [{ border: [isColor] }],
    rounded: [{ rounded: ["", isSize] }],
    shadow: [{ shadow: ["", "card", "lift", isSize] }],
    whitespace: [{ whitespace: ["normal", "nowrap"] }],
  },
  conflictingClassGroups: { p: ["px", "py"] },
  conflictingClassGroupModifiers: {},
  // What `before:` and `after:` apply to depends on their order, so it is kept (as upstream).
  orderSensitiveModifiers: ["before", "after"],
}));

/**
 * Joins class names (strings, conditionals, arrays, objects) and lets a later class replace an
 * earlier one that sets the same thing, so a caller's `className` wins over a component's
 * defaults by intent, not by the order of Tailwind's stylesheet: `cn("h-12 px-6", "h-auto")` is
 * `"px-6 h-auto"`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
