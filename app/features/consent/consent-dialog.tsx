import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { paths } from "~/config/pages";
import { cn } from "~/lib/cn";
import type { ConsentChoices } from "~/lib/consent-mode";
import type { ConsentCopy } from "./copy";

export type DialogLayer = "first" | "settings";

/**
 * The consent dialog: a box at the bottom of the window that leaves the page visible and usable
 * (a non-modal dialog), fixed, so it moves nothing when it appears. Two layers: the first, a
 * compact bar, names what "Alle akzeptieren" allows (statistics and marketing) and asks with it
 * and "Nur notwendige" side by side, the same size and colour, and "Einstellungen"; the settings
 * layer explains each category and saves a choice of them.
 *
 * Keyboard: it takes the focus when it opens (unless the visitor is already in a form field),
 * Tab moves through it, Escape closes it. Closed without a choice, nothing is allowed, and it asks
 * again on the next page load. Focus then returns to where it came from.
 */
export function ConsentDialog({
  copy,
  layer: initialLayer,
  current,
  consentId,
  onChoose,
  onClose,
}: {
  copy: ConsentCopy;
  layer: DialogLayer;
  /** The choice in force, to preset the settings; none on a first visit. */
  current: ConsentChoices | null;
  consentId?: string;
  onChoose: (choices: ConsentChoices) => void;
  onClose: () => void;
}) {
  const [layer, setLayer] = useState<DialogLayer>(initialLayer);
  const [statistics, setStatistics] = useState(current?.statistics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);
  const box = useRef<HTMLElement>(null);
  const firstCategory = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;

  useEffect(() => {
    const active = document.activeElement;
    // A visitor already typing in a form keeps the focus; otherwise the dialog takes it.
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
    if (!typing) box.current?.focus({ preventScroll: true });
  }, []);

  // Escape closes it, from wherever the focus is inside it.
  useEffect(() => {
    const element = box.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onClose();
    };
    element?.addEventListener("keydown", onKey);
    return () => element?.removeEventListener("keydown", onKey);
  }, [onClose]);

  function openSettings() {
    setLayer("settings");
    // After the layer has rendered.
    requestAnimationFrame(() => firstCategory.current?.focus());
  }

  const first = layer === "first";
  const links = (
    <div className={cn("flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm", first ? "mt-2.5" : "mt-3")}>
      {first ? (
        <button
          type="button"
          onClick={openSettings}
          className="font-semibold text-forest-800 underline underline-offset-4 hover:text-forest-600"
        >
          {copy.settings}
        </button>
      ) : (
        <Button variant="ghost" className="border border-forest-800/40" onClick={() => onChoose({ statistics, marketing })}>
          {copy.save}
        </Button>
      )}
      <a href={`${paths.datenschutz}#cookies`} className="text-forest-800 underline underline-offset-4 hover:text-forest-600">
        {copy.privacyLink}
      </a>
    </div>
  );
  // Accept and reject side by side at every width, the same size and colour.
  const choices = (
    <div className={cn("grid grid-cols-2 gap-2", first ? "mt-2.5 lg:mt-0" : "mt-5")}>
      <Button variant="secondary" className="px-3" onClick={() => onChoose({ statistics: true, marketing: true })}>
        {copy.acceptAll}
      </Button>
      <Button variant="secondary" className="px-3" onClick={() => onChoose({ statistics: false, marketing: false })}>
        {copy.rejectAll}
      </Button>
    </div>
  );
  return (
    <section
      ref={box}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={first ? textId : undefined}
      tabIndex={-1}
      data-consent-dialog={layer}
      className={cn(
        "fixed inset-x-2 bottom-2 z-[60] max-h-[70dvh] overflow-y-auto overscroll-contain rounded-2xl bg-white px-4 py-3.5 text-forest-950 shadow-lift ring-1 ring-forest-900/10 outline-none focus-visible:ring-2 focus-visible:ring-forest-600 sm:inset-x-6 sm:bottom-6 sm:max-h-[calc(100dvh-7rem)] sm:p-5",
        // The first layer is a compact bar along the bottom (on a phone a third of the screen at most;
        // on a desktop below the heroes' buttons); the settings a card in the bottom-left corner.
        first ? "lg:mx-auto lg:max-w-6xl lg:py-4" : "sm:inset-x-auto sm:left-6 sm:w-[27rem] sm:p-6",
      )}
    >
      <div className={first ? "lg:flex lg:items-center lg:gap-8" : undefined}>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className={cn("font-bold tracking-tight", first ? "text-base" : "text-lg")}>
              {copy.title}
            </h2>
            {current ? (
              <button
                type="button"
                onClick={onClose}
                className="-mt-1 -mr-2 rounded-full px-3 py-1 text-sm font-semibold text-forest-800 underline-offset-4 hover:underline"
              >
                {copy.close}
              </button>
            ) : null}
          </div>
          {/* The settings explain each category themselves: the first layer's text would only repeat them. */}
          {first ? (
            <div id={textId} className="mt-1 space-y-2 text-[0.8125rem] leading-snug text-forest-900 sm:text-sm">
              {copy.intro.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          ) : (
            <fieldset className="mt-4 space-y-3">
              <legend className="sr-only">{copy.categoriesLabel}</legend>
              <Category id={`${id}-necessary`} copy={copy.categories.necessary} checked disabled note={copy.alwaysOn} />
              <Category
                id={`${id}-statistics`}
                copy={copy.categories.statistics}
                checked={statistics}
                onChange={setStatistics}
                inputRef={firstCategory}
              />
              <Category id={`${id}-marketing`} copy={copy.categories.marketing} checked={marketing} onChange={setMarketing} />
            </fieldset>
          )}
        </div>
        <div className={first ? "lg:w-80 lg:shrink-0" : undefined}>
          {choices}
          {links}
        </div>
      </div>
      {!first && consentId ? (
        <p className="mt-3 text-xs break-all text-forest-800">
          {copy.consentId}: <span className="font-mono">{consentId}</span>
        </p>
      ) : null}
    </section>
  );
}

function Category({
  id,
  copy,
  checked,
  disabled = false,
  note,
  onChange,
  inputRef,
}: {
  id: string;
  copy: { title: string; text: string };
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange?: (checked: boolean) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <div className="rounded-xl bg-forest-50 p-3">
      <div className="flex items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange?.(event.target.checked)}
          className="size-5 shrink-0 accent-forest-700"
        />
        <label htmlFor={id} className="font-semibold">
          {copy.title}
        </label>
        {note ? <span className="ml-auto text-xs font-semibold text-forest-700">{note}</span> : null}
      </div>
      <p id={`${id}-text`} className="mt-1.5 pl-8 text-sm leading-relaxed text-forest-900">
        {copy.text}
      </p>
    </div>
  );
}
