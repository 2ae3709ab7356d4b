// The card at the top of the editor: status and publication date, and how the autosave stands.
import type { PostStatus } from "~/features/blog";
import { isoToLocalInput, isoToZonedInput, localInputToIso, SITE_TIME_ZONE } from "~/features/editor";
import { cn } from "~/lib/cn";
import type { AdminCopy } from "../shell/copy";
import { inputClass } from "../shell/ui";
import { StatusFields } from "./editor-panels";
import type { AutosaveState } from "./use-autosave";

export function EditorStatusCard({
  hydrated,
  canPublish,
  status,
  onStatus,
  storedStatus,
  storedDate,
  date,
  onDate,
  startDate,
  autosave,
  dirty,
  uiLang,
  m,
}: {
  hydrated: boolean;
  canPublish: boolean;
  status: PostStatus;
  onStatus: (status: PostStatus) => void;
  storedStatus: PostStatus | null;
  storedDate: string | null;
  date: string;
  onDate: (date: string) => void;
  /** The date the form opened with (read without JavaScript). */
  startDate: string;
  autosave: AutosaveState;
  dirty: boolean;
  uiLang: "de" | "en";
  m: AdminCopy["editor"];
}) {
  return (
    <div className="rounded-2xl border border-forest-900/8 bg-white p-4 shadow-card sm:p-6">
      <StatusFields
        canPublish={canPublish}
        status={status}
        onStatus={onStatus}
        storedStatus={storedStatus}
        storedDate={storedDate}
        lang={uiLang}
        m={m}
        dateInput={
          hydrated ? (
            <input
              id="post-date"
              type="datetime-local"
              step={1}
              value={isoToLocalInput(date)}
              required={status === "scheduled"}
              aria-describedby="post-date-hint"
              onChange={(event) => onDate(localInputToIso(event.target.value))}
              className={cn(inputClass(), "h-12")}
            />
          ) : (
            // Without JavaScript the field is read as the site's wall time (Europe/Berlin).
            <input
              id="post-date"
              type="datetime-local"
              name="dateLocal"
              defaultValue={isoToZonedInput(startDate, SITE_TIME_ZONE)}
              aria-describedby="post-date-hint"
              className={cn(inputClass(), "h-12")}
            />
          )
        }
      />
      <AutosaveNote state={autosave} dirty={dirty} enabled={status === "draft"} lang={uiLang} m={m} />
    </div>
  );
}

function AutosaveNote({
  state,
  dirty,
  enabled,
  lang,
  m,
}: {
  state: AutosaveState;
  dirty: boolean;
  enabled: boolean;
  lang: "de" | "en";
  m: AdminCopy["editor"];
}) {
  const time = (iso: string) => new Date(iso).toLocaleTimeString(lang === "en" ? "en-GB" : "de-DE", { hour: "2-digit", minute: "2-digit" });
  let text: React.ReactNode = null;
  if (state.state === "error") text = <span className="font-medium text-red-700">{state.message}</span>;
  else if (!enabled) text = dirty ? m.unsaved : null;
  else if (state.state === "saving") text = m.autosaving;
  else if (state.state === "waiting") text = m.autosaveWaiting;
  else if (state.state === "saved") text = dirty ? `${m.autosaved(time(state.at))} · ${m.unsaved}` : m.autosaved(time(state.at));
  else if (dirty) text = m.unsaved;
  return (
    <p role="status" aria-live="polite" data-testid="autosave-status" className="mt-4 text-sm text-forest-800 empty:hidden">
      {text}
    </p>
  );
}
