import { useState } from "react";
import { Close } from "~/components/icons";
import { addTag, postLimits, removeTag } from "~/features/blog";
import type { AdminCopy } from "../shell/copy";
import { hintClass, inputClass, labelClass } from "../shell/ui";

/**
 * Tags as removable chips. Enter adds the typed tag if, trimmed, it is non-empty and new
 * (`addTag`). Each chip is submitted as a hidden `tags` field. The text field is named `tags`
 * too, so a tag typed but not yet added (or typed without JavaScript) is submitted as well;
 * the server drops empty ones and duplicates.
 */
export function TagInput({
  id,
  tags,
  onChange,
  m,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  m: AdminCopy["editor"];
}) {
  const [draft, setDraft] = useState("");

  function commit() {
    onChange(addTag(tags, draft));
    setDraft("");
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {m.tags}
      </label>
      {tags.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-forest-100 py-1 pr-1 pl-3 text-sm font-medium text-forest-900"
            >
              {tag}
              <input type="hidden" name="tags" value={tag} />
              <button
                type="button"
                onClick={() => onChange(removeTag(tags, tag))}
                aria-label={m.tagRemove(tag)}
                className="grid size-6 place-items-center rounded-full text-forest-800 hover:bg-forest-200 focus-visible:outline-3 focus-visible:outline-moss-400"
              >
                <Close className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          name="tags"
          value={draft}
          maxLength={postLimits.tag}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
            event.preventDefault();
            commit();
          }}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          className={`${inputClass()} h-11`}
        />
        <button
          type="button"
          onClick={commit}
          className="h-11 shrink-0 rounded-xl border border-forest-900/20 px-4 text-sm font-semibold text-forest-800 hover:bg-forest-50 focus-visible:outline-3 focus-visible:outline-moss-400"
        >
          {m.tagAdd}
        </button>
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        {m.tagsHint}
      </p>
    </div>
  );
}
