import { Close } from "~/components/icons";
import type { Dictionary } from "~/i18n";
import { cn } from "~/lib/cn";

/**
 * The teaser a phone gets instead of the automatic opening: one line next to the launcher, an
 * open action and a dismiss button. Not announced and never focused: it waits until tapped or
 * closed. Its own module, loaded at the first scroll on a narrow screen, so other visitors never
 * download it.
 */
export function ChatBubble({
  copy,
  aside,
  onOpen,
  onDismiss,
}: {
  copy: Dictionary["chat"];
  /** The launcher stepped aside for a focused element: the bubble does too. */
  aside: boolean;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      data-chat-bubble=""
      className={cn(
        "pointer-events-auto relative mb-1 w-60 rounded-2xl rounded-br-md bg-white text-forest-950 shadow-lift ring-1 ring-forest-900/10",
        aside && "pointer-events-none! opacity-0",
      )}
    >
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onOpen}
        className="block w-full rounded-2xl rounded-br-md py-3 pr-10 pl-3.5 text-left text-sm leading-snug"
      >
        {copy.bubble}
        <span className="mt-1.5 flex items-center gap-1 font-semibold text-forest-700">
          {copy.bubbleOpen}
          <span aria-hidden="true">→</span>
        </span>
      </button>
      <button
        type="button"
        aria-label={copy.bubbleDismiss}
        title={copy.bubbleDismiss}
        onClick={onDismiss}
        className="absolute top-1 right-1 grid size-8 place-items-center rounded-full text-forest-800/80 hover:bg-forest-50 hover:text-forest-950"
      >
        <Close className="size-4" />
      </button>
    </div>
  );
}
