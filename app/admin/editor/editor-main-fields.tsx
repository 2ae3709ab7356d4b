// The post's own fields: title and slug, byline, language, tags, summary and cover image.
import { type PostLang, postLimits, slugify } from "~/features/blog";
import { cn } from "~/lib/cn";
import type { AdminCopy } from "../shell/copy";
import { inputClass } from "../shell/ui";
import { Field, ImagePicker } from "./editor-field";
import { TagInput } from "./tag-input";

export function EditorMainFields({
  title,
  setTitle,
  slug,
  setSlug,
  author,
  setAuthor,
  authors,
  lang,
  setLang,
  tags,
  setTags,
  summary,
  setSummary,
  coverImage,
  setCoverImage,
  onCoverUpload,
  uploadDisabled,
  hydrated,
  m,
}: {
  title: string;
  setTitle: (title: string) => void;
  slug: string;
  setSlug: (slug: string) => void;
  author: string;
  setAuthor: (author: string) => void;
  /** Bylines an editor or owner may pick; null for authors (their own byline, read-only). */
  authors: string[] | null;
  lang: PostLang;
  setLang: (lang: PostLang) => void;
  tags: string[];
  setTags: (tags: string[]) => void;
  summary: string;
  setSummary: (summary: string) => void;
  coverImage: string;
  setCoverImage: (url: string) => void;
  onCoverUpload: (event: React.ChangeEvent<HTMLInputElement>) => void;
  uploadDisabled: boolean;
  hydrated: boolean;
  m: AdminCopy["editor"];
}) {
  return (
    <>
      <Field id="post-title" label={m.title}>
        <input
          id="post-title"
          name="title"
          value={title}
          required
          maxLength={postLimits.title}
          onChange={(event) => {
            setTitle(event.target.value);
            // A title change regenerates the slug, even after a hand edit.
            setSlug(slugify(event.target.value));
          }}
          className={cn(inputClass(), "h-12")}
        />
      </Field>
      <Field id="post-slug" label={m.slug} hint={m.slugHint}>
        <input
          id="post-slug"
          name="slug"
          value={slug}
          required={hydrated}
          maxLength={postLimits.slug}
          pattern="[a-z0-9_]+(-[a-z0-9_]+)*"
          spellCheck={false}
          autoCapitalize="off"
          onChange={(event) => setSlug(event.target.value)}
          className={cn(inputClass(), "h-12 font-mono text-[0.9375rem]")}
        />
      </Field>
      {authors === null ? (
        // An author writes as themselves: the server sets the byline from the account.
        <Field id="post-author" label={m.author} hint={m.authorFixed}>
          <input
            id="post-author"
            value={author}
            readOnly
            aria-readonly="true"
            className={cn(inputClass(), "h-12 bg-forest-50 text-forest-800")}
          />
        </Field>
      ) : (
        <Field id="post-author" label={m.author} hint={m.authorChoose}>
          <input
            id="post-author"
            name="author"
            value={author}
            required
            maxLength={postLimits.author}
            autoComplete="off"
            list="post-author-accounts"
            onChange={(event) => setAuthor(event.target.value)}
            className={cn(inputClass(), "h-12")}
          />
          <datalist id="post-author-accounts">
            {authors.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </Field>
      )}
      <Field id="post-lang" label={m.lang}>
        <select
          id="post-lang"
          name="lang"
          value={lang}
          onChange={(event) => setLang(event.target.value === "en" ? "en" : "de")}
          className={cn(inputClass(), "h-12")}
        >
          <option value="de">{m.langs.de}</option>
          <option value="en">{m.langs.en}</option>
        </select>
      </Field>
      <div className="lg:col-span-2">
        <TagInput id="post-tags" tags={tags} onChange={setTags} m={m} />
      </div>
      <Field id="post-summary" label={m.summary} className="lg:col-span-2">
        <textarea
          id="post-summary"
          name="summary"
          rows={3}
          value={summary}
          required
          maxLength={postLimits.summary}
          onChange={(event) => setSummary(event.target.value)}
          className={cn(inputClass(), "py-3")}
        />
      </Field>
      <div className="lg:col-span-2">
        <Field id="post-cover" label={m.cover} hint={m.coverHint}>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="post-cover"
              name="coverImage"
              value={coverImage}
              onChange={(event) => setCoverImage(event.target.value)}
              spellCheck={false}
              inputMode="url"
              className={cn(inputClass(), "h-12 min-w-0 sm:flex-1")}
            />
            <ImagePicker label={m.coverUpload} onChange={onCoverUpload} disabled={uploadDisabled} />
          </div>
        </Field>
        {coverImage ? <img src={coverImage} alt="" className="mt-3 h-28 w-48 rounded-xl border border-forest-900/10 object-cover" /> : null}
      </div>
    </>
  );
}
