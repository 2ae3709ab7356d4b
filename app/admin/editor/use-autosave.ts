// The editor's autosave of drafts (issue 16): a few seconds after a change, at most once every
// AUTOSAVE_MS, the form goes to POST /blog/admin/autosave as JSON. Browser-only logic, no React
// Router data APIs: what is typed meanwhile stays in the form.
import { useCallback, useEffect, useRef, useState } from "react";
import { formFingerprint, type AutosaveResult, type PostFormValues } from "~/features/editor";
import { adminPaths } from "~/config/admin-paths";

/** Autosaves are at least this far apart. */
export const AUTOSAVE_MS = 5000;
/** And wait at least this long after a change (so a burst of typing is one save). */
export const AUTOSAVE_SETTLE_MS = 1000;

export type AutosaveState =
  | { state: "idle" }
  | { state: "waiting" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "error"; message: string; stop: boolean };

export interface AutosaveOptions {
  /** Whether the post may be autosaved now (a draft, stored as one or new). */
  enabled: boolean;
  /** Whether the required fields for a save (title, author) are filled in. */
  ready: boolean;
  /** The form's current values (read when the save starts). */
  read: () => PostFormValues;
  /** The fingerprint of what the server has (last save or autosave). */
  savedFingerprint: string;
  postId: string | null;
  onSaved: (result: Extract<AutosaveResult, { ok: true }>, sent: PostFormValues) => void;
  /** A value that changes with every edit (restarts the timer). */
  changeKey: string;
  fallbackError: string;
}

export function useAutosave({ enabled, ready, read, savedFingerprint, postId, onSaved, changeKey, fallbackError }: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveState>({ state: "idle" });
  const lastAt = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);
  const latest = useRef({ read, postId, onSaved, savedFingerprint });
  useEffect(() => {
    latest.current = { read, postId, onSaved, savedFingerprint };
  });

  const run = useCallback(async () => {
    const values = latest.current.read();
    if (formFingerprint(values) === latest.current.savedFingerprint) return;
    setStatus({ state: "saving" });
    lastAt.current = Date.now();
    try {
      const response = await fetch(adminPaths.autosave, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ id: latest.current.postId, values }),
      });
      const result = (await response.json().catch(() => ({ ok: false, error: fallbackError, reason: "error" }))) as AutosaveResult;
      if (result.ok) {
        latest.current.onSaved(result, values);
        setStatus({ state: "saved", at: result.savedAt });
      } else {
        const stop = result.reason === "stale" || result.reason === "not-draft" || result.reason === "not-found";
        if (stop) stopped.current = true;
        setStatus({ state: "error", message: result.error, stop });
      }
    } catch {
      setStatus({ state: "error", message: fallbackError, stop: false });
    }
  }, [fallbackError]);

  /** Runs an autosave now (its promise is kept, so a save by hand can wait for it). */
  const start = useCallback(() => {
    const promise = run().finally(() => {
      if (inFlight.current === promise) inFlight.current = null;
    });
    inFlight.current = promise;
    return promise;
  }, [run]);

  useEffect(() => {
    if (!enabled || !ready || stopped.current) return;
    const due = Math.max(AUTOSAVE_SETTLE_MS, lastAt.current + AUTOSAVE_MS - Date.now());
    const timer = window.setTimeout(() => {
      if (inFlight.current) {
        // One at a time: the next change (or this one's answer) schedules again.
        void inFlight.current.then(() => start());
        return;
      }
      void start();
    }, due);
    return () => window.clearTimeout(timer);
  }, [enabled, ready, changeKey, start]);

  // Before the first save, a post without its required fields says why nothing is saved yet.
  const shown: AutosaveState = enabled && !ready && status.state === "idle" ? { state: "waiting" } : status;
  return { status: shown, pending: () => inFlight.current };
}
