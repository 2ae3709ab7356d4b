// The post storage's refusals. Each carries a stable code (and params such as the field limit) so
// the edge can say it in the reader's language (postErrorText); .message stays the German text.
import type { Lang } from "~/lib/i18n";
import { postErrorCopy, type PostErrorCode, type PostErrorParams } from "./error-copy";

export type { PostErrorCode, PostErrorParams };

function textOf(code: PostErrorCode, params: PostErrorParams, lang: Lang): string {
  const text: string | ((p: PostErrorParams) => string) = postErrorCopy[lang][code];
  return typeof text === "string" ? text : text(params);
}

/** The German text of a code, as the errors' .message and the schema's messages carry it. */
export function germanPostErrorText(code: PostErrorCode, params: PostErrorParams = {}): string {
  return textOf(code, params, "de");
}

/** What a post error (or its code and params sent on as data) says in `lang`. */
export function postErrorText(error: Pick<PostError, "code" | "params">, lang: Lang): string {
  return textOf(error.code, error.params, lang);
}

/**
 * What the admin shows for a post error: in German the error's own text (for a value zod itself
 * refused, zod's words), in English the translated text of its code.
 */
export function postErrorMessage(error: PostError, lang: Lang): string {
  return lang === "de" ? error.message : postErrorText(error, lang);
}

export class PostError extends Error {
  constructor(
    readonly code: PostErrorCode,
    readonly params: PostErrorParams = {},
    message: string = germanPostErrorText(code, params),
  ) {
    super(message);
    this.name = "PostError";
  }
}

export class SlugTakenError extends PostError {
  constructor() {
    super("slug-taken");
    this.name = "SlugTakenError";
  }
}

export class StaleEditError extends PostError {
  constructor() {
    super("stale-edit");
    this.name = "StaleEditError";
  }
}

export class PostNotFoundError extends PostError {
  constructor() {
    super("post-not-found");
    this.name = "PostNotFoundError";
  }
}

/**
 * Input that does not pass postInputSchema (createPost and updatePost validate again). `message`
 * is given only for input the schema's own texts do not cover (code "invalid").
 */
export class PostValidationError extends PostError {
  constructor(code: PostErrorCode, params: PostErrorParams = {}, message?: string) {
    super(code, params, message);
    this.name = "PostValidationError";
  }
}

/** autosaveDraft on a post that is not a draft (scheduled and published posts are saved by hand). */
export class NotADraftError extends PostError {
  constructor() {
    super("not-a-draft");
    this.name = "NotADraftError";
  }
}

/** getRevision/restoreRevision with a revision the post does not have (any more). */
export class RevisionNotFoundError extends PostError {
  constructor() {
    super("revision-not-found");
    this.name = "RevisionNotFoundError";
  }
}

/**
 * A translation link that would change another post the saving account may not edit (the partner
 * it links to, or a post whose link it would clear): refused as a whole, nothing is stored.
 */
export class TranslationNotAllowedError extends PostError {
  constructor() {
    super("translation-not-allowed");
    this.name = "TranslationNotAllowedError";
  }
}
