// The search form of the results page: a plain GET form, so it works without JavaScript (no state,
// no handlers). /blog writes its own smaller copy (app/pages/blog/route.tsx): a module shared by the
// two pages would be a script request of its own on /blog.
import { cn } from "~/lib/cn";
import { MAX_QUERY_LENGTH_CHARS, QUERY_PARAM, SEARCH_PATH } from "./listing";
import type { SearchFormText } from "./search-copy";

/** The address of a results page: /blog/suche?q=… (page 1 has no page parameter). */
export function searchHref(q: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [QUERY_PARAM]: q }).toString()}`;
}

export function SearchForm({ text, defaultValue = "", className }: { text: SearchFormText; defaultValue?: string; className?: string }) {
  return (
    <form method="get" action={SEARCH_PATH} role="search" className={cn("flex w-full max-w-xl gap-2", className)}>
      <label htmlFor="blog-search-q" className="sr-only">
        {text.label}
      </label>
      <div className="relative min-w-0 flex-1">
        <svg
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-forest-800/70"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4.5 4.5" strokeLinecap="round" />
        </svg>
        <input
          id="blog-search-q"
          type="search"
          name={QUERY_PARAM}
          defaultValue={defaultValue}
          placeholder={text.placeholder}
          maxLength={MAX_QUERY_LENGTH_CHARS}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            "block h-12 w-full min-w-0 rounded-full border border-forest-900/25 bg-white pr-4 pl-11 text-base text-forest-950 shadow-sm",
            "placeholder:text-forest-800/70 hover:border-forest-900/40",
            "focus-visible:border-forest-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-moss-400",
          )}
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-12 shrink-0 items-center justify-center rounded-full bg-forest-800 px-5 text-base font-semibold text-white hover:bg-forest-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-moss-400"
      >
        {text.submit}
      </button>
    </form>
  );
}
