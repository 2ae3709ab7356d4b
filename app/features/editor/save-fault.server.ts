// An editor save while the database is away (ADR 0016): the answer is the editor again with
// everything typed and a message that says the save failed and why, never a generic 500 page.
import { data } from "react-router";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { isDatabaseFault } from "~/lib/db/db.server";
import type { Lang } from "~/lib/i18n";
import { editorText } from "./copy";
import { NO_STORE } from "~/lib/http/no-store";
import { readPostForm, type EditorLoadFailure, type SaveFailure } from "./post-form";

/** Seconds the editor suggests waiting; sent as Retry-After. */
const RETRY_AFTER = "10";

/**
 * Runs an editor save. When the database fails on the way (the session check or the write), the
 * form is read from a copy of the request and handed back with 'Speichern fehlgeschlagen: …'
 * (503). The session could not be checked then, so only what this same-origin request sent
 * comes back: nothing is read or written.
 */
export async function saveKeepingText<T>(request: Request, lang: Lang, save: () => Promise<T>) {
  const copy = request.clone();
  try {
    return await save();
  } catch (error) {
    if (!isDatabaseFault(error)) throw error;
    console.error("Editor: save failed, the database is unreachable:", error instanceof Error ? error.message : error);
    requireSameOrigin(copy);
    let form: FormData;
    try {
      form = await copy.formData();
    } catch {
      throw data(null, { status: 400, headers: NO_STORE });
    }
    const failure: SaveFailure = { ok: false, error: editorText("saveDatabaseDown", lang), values: readPostForm(form) };
    return data(failure, { status: 503, headers: { ...NO_STORE, "Retry-After": RETRY_AFTER } });
  }
}

/**
 * Runs the editor's loader. When the database fails, the page still renders (its error state,
 * or, after a failed save without JavaScript, the form with the typed text) instead of a 500.
 */
export async function loadOrUnavailable<T>(lang: Lang, id: string | null, load: () => Promise<T>) {
  try {
    return await load();
  } catch (error) {
    if (!isDatabaseFault(error)) throw error;
    const unavailable: EditorLoadFailure = { state: "error", error: editorText("loadDatabaseDown", lang), id };
    return data(unavailable, { status: 503, headers: { ...NO_STORE, "Retry-After": RETRY_AFTER } });
  }
}
