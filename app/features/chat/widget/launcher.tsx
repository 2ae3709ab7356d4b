import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Chat } from "~/components/icons";
import { CHAT_AUTO_OPEN_DELAY_MS } from "~/config/timings";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import type { FocusRequest, OpenRequest, WidgetMode } from "./types";

/**
 * The floating button and the widget's states: closed, open, minimised.
 * It auto-opens once per page, 800 ms after the first scroll, and holds the window, whose
 * code is imported only when the widget opens. Below 640 px (a phone, where the window would
 * cover most of the page) the automatic opening shows a small teaser bubble next to the button
 * instead; the window opens only when the visitor taps it.
 *
 * A calm widget: once the visitor has closed or minimised the chat, or dismissed the bubble, it
 * does not open by itself again during the visit (the browser session: kept in sessionStorage, so
 * it holds across navigation and reloads). It never opens by itself on a page with a pricing plan
 * grid or a form (anything marked `data-chat-quiet`): a page where the visitor compares or types.
 * The whole page is quiet, not only while such an element is in view: a window opened higher up
 * stays open and would lie over the form or the prices as soon as the visitor scrolls to them.
 * The launcher is still there, one tap away. At the very top of a page the button waits out of
 * sight where it would lie over the first screen's text (always on a phone; still focusable, it
 * shows on focus); it shows as soon as the visitor scrolls.
 */

type WindowModule = typeof import("./chat-window");
let chatWindow: Promise<WindowModule> | null = null;
const loadWindow = () => (chatWindow ??= import("./chat-window"));
/** The phone's teaser bubble: its own small module, loaded at the first scroll on a narrow screen. */
type BubbleModule = typeof import("./bubble");
let chatBubble: Promise<BubbleModule> | null = null;
const loadBubble = () => (chatBubble ??= import("./bubble"));

/** Keys that scroll the page. */
const SCROLL_KEYS = new Set(["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End", " "]);
/** A scroll this soon after wheel, touch, key or pointer input is the visitor's own. */
const USER_SCROLL_WINDOW_MS = 1000;

/** Narrower than Tailwind's `sm` (40rem): the automatic opening shows the bubble, not the window. */
const NARROW = "(width < 40rem)";
const narrow = () => typeof window.matchMedia === "function" && window.matchMedia(NARROW).matches;

/** sessionStorage key: the visitor closed or minimised the chat, or dismissed the bubble, in this visit. */
const QUIET_KEY = "forestchat:quiet";
/** The same in memory, for browsers that refuse sessionStorage. */
let quietInMemory = false;

/** Whether the visitor has put the chat away in this visit: then it never opens by itself again. */
function chatPutAway(): boolean {
  if (quietInMemory) return true;
  try {
    return window.sessionStorage.getItem(QUIET_KEY) === "1";
  } catch {
    return false;
  }
}

function putAway(): void {
  quietInMemory = true;
  try {
    window.sessionStorage.setItem(QUIET_KEY, "1");
  } catch {
    // Storage refused (private mode, quota): the flag in memory still holds until a reload.
  }
}

/** A page with a pricing plan grid or a form (see above): no automatic opening there. */
const quietPage = () => document.querySelector("[data-chat-quiet]") !== null;

const NOT_TYPED = new Set(["button", "submit", "reset", "checkbox", "radio", "range", "color", "file", "image"]);

/** The visitor is writing in a field of the page (the widget never interrupts that). */
function typingInPage(): boolean {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el.closest("[data-chat-widget]")) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !NOT_TYPED.has(el.type);
}

function interactive(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest("a, button, input, textarea, select, summary, [contenteditable], [role=button], [tabindex]") !== null
  );
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.width > 0 && a.height > 0 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/**
 * The launcher never covers the element that has focus: while a focused element lies under
 * it (keyboard users reaching the footer, a field at the bottom of the screen), it steps aside.
 */
function useStepAside(slot: React.RefObject<HTMLElement | null>, active: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = document.activeElement;
      const box = slot.current;
      if (!box || !(el instanceof HTMLElement) || el === document.body || box.contains(el)) return setAside(false);
      setAside(overlaps(el.getBoundingClientRect(), box.getBoundingClientRect()));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [slot, active]);
  return active && aside;
}

/** Readable text (not a mock-up's aria-hidden labels) lies under the box. */
function textUnder(box: DOMRect): boolean {
  const range = document.createRange();
  const seen = new Set<Element>();
  for (const fx of [0.2, 0.5, 0.8])
    for (const fy of [0.2, 0.5, 0.8])
      for (const el of document.elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy)) {
        if (seen.has(el) || el.closest("[data-chat-widget], [aria-hidden=true]")) continue;
        seen.add(el);
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (overlaps(rect, box)) return true;
        }
      }
  return false;
}

/**
 * At the very top of a page that scrolls, the button waits out of sight where it would lie over
 * the first screen's text: always on a phone (the hero's last lines, an introduction, a figure's
 * labels), on a wider screen when readable text lies under it. It shows at the visitor's first
 * scroll and hides again only back at the top.
 */
function atTopOverText(slot: HTMLElement | null): boolean {
  const scrolls = document.documentElement.scrollHeight > window.innerHeight + 80;
  if (!scrolls || window.scrollY >= 8) return false;
  return narrow() || (slot !== null && textUnder(slot.getBoundingClientRect()));
}

function useTucked(slot: React.RefObject<HTMLElement | null>, active: boolean): boolean {
  // The widget renders in the browser only: on a phone the first render already knows (no fade-out at load).
  const [tucked, setTucked] = useState(() => atTopOverText(null));
  const { pathname } = useLocation();
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setTucked(atTopOverText(slot.current));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    // Late layout (fonts, images) moves the first screen's text: once more when the page has settled.
    const late = window.setTimeout(schedule, 600);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(late);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [slot, active, pathname]);
  return active && tucked;
}

export function ChatLauncher({ request }: { request: OpenRequest | null }) {
  const { t } = useApp();
  const { pathname } = useLocation();
  const [mode, setMode] = useState<WidgetMode>("closed");
  const [win, setWin] = useState<WindowModule | null>(null);
  const [focus, setFocus] = useState<FocusRequest>({ seq: 0, move: false, input: false });
  // Read by the auto-open's listeners, which must not be set up again when the mode changes.
  const closed = useEffectEvent(() => mode === "closed");
  const button = useRef<HTMLButtonElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // The page the teaser bubble was shown on: it belongs to that page only.
  const [bubbleOn, setBubbleOn] = useState<string | null>(null);
  const [bubbleModule, setBubbleModule] = useState<BubbleModule | null>(null);
  // However the chat opens (the button, the bubble, openChatWidget()), the bubble has done its work.
  if (mode !== "closed" && bubbleOn !== null) setBubbleOn(null);

  const open = useCallback((how: "visitor" | "auto") => {
    void loadWindow().then(setWin);
    setMode("open");
    // Focus moves into the chat only when the visitor opens it: an automatic opening leaves it where it
    // is, so Space still scrolls the page and a screen reader is not taken out of what it was reading.
    const move = how === "visitor";
    setFocus((f) => ({ seq: f.seq + 1, move, input: move }));
  }, []);

  // openChatWidget() from elsewhere (the home page's teaser): each new request opens the window as
  // the visitor's own click does; a question that comes with it goes into the window's input.
  const [answered, setAnswered] = useState<OpenRequest | null>(null);
  if (request !== answered) {
    setAnswered(request);
    if (request) {
      setMode("open");
      setFocus((f) => ({ seq: f.seq + 1, move: true, input: true }));
    }
  }
  useEffect(() => {
    if (request) void loadWindow().then(setWin);
  }, [request]);

  // Auto-open: once per page, 800 ms after the visitor's first scroll, unless it is open or the
  // visitor has put it away in this visit, and never on a quiet page; reset on every route change.
  useEffect(() => {
    let done = false;
    let timer: number | undefined;
    let intent = 0;
    // Only the visitor's own scrolling counts (wheel, touch, keys), not the page scrolling itself:
    // the router's scroll to the top, a jump to an anchor, an element scrolled into view.
    const onIntent = (event: Event) => {
      // Keys scroll the page only when no control has the focus (Space on a button presses it).
      if (event instanceof KeyboardEvent && (!SCROLL_KEYS.has(event.key) || interactive(event.target))) return;
      intent = Date.now();
    };
    const onScroll = () => {
      if (done || timer !== undefined || Date.now() - intent > USER_SCROLL_WINDOW_MS) return;
      if (window.scrollY <= 0 || !closed()) return;
      if (chatPutAway() || quietPage()) return void (done = true);
      // The window's code loads during the 800 ms, so it shows when they are over, not a download later.
      // A phone gets the bubble (a small module of its own): the window loads when it is tapped.
      if (!narrow()) void loadWindow();
      else void loadBubble().then(setBubbleModule);
      timer = window.setTimeout(() => {
        timer = undefined;
        if (!closed() || chatPutAway() || quietPage()) return void (done = true);
        if (typingInPage()) return; // the next scroll tries again
        done = true;
        if (!narrow()) open("auto");
        else setBubbleOn(pathname);
      }, CHAT_AUTO_OPEN_DELAY_MS);
    };
    const intents = ["wheel", "touchmove", "keydown"] as const;
    for (const type of intents) window.addEventListener(type, onIntent, { passive: true, capture: true });
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      for (const type of intents) window.removeEventListener(type, onIntent, { capture: true });
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, [pathname, open]);

  // Closing gives focus back to the launcher.
  useEffect(() => {
    if (mode !== "closed") wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [mode]);

  const showLauncher = mode === "closed" || !win;
  const focusAside = useStepAside(slot, showLauncher);
  const tucked = useTucked(slot, showLauncher);
  const aside = focusAside || tucked;
  const label = t.chat.open;
  const bubble = mode === "closed" && bubbleOn === pathname ? t.chat : null;

  return (
    <div data-chat-widget="">
      {showLauncher ? (
        <div ref={slot} className="pointer-events-none fixed right-4 bottom-4 z-40 flex items-end gap-2 sm:right-6 sm:bottom-6">
          {bubble && bubbleModule ? (
            <bubbleModule.ChatBubble
              copy={bubble}
              aside={aside}
              onOpen={() => {
                setBubbleOn(null);
                open("visitor");
              }}
              onDismiss={() => {
                putAway();
                setBubbleOn(null);
                // Focus that was in the bubble goes to the button beside it rather than to the page's start.
                if (slot.current?.contains(document.activeElement)) button.current?.focus();
              }}
            />
          ) : null}
          <button
            ref={button}
            type="button"
            data-chat-launcher=""
            data-aside={focusAside ? "true" : undefined}
            data-tucked={tucked ? "true" : undefined}
            aria-label={label}
            title={label}
            aria-haspopup="dialog"
            onClick={() => open("visitor")}
            className={cn(
              "pointer-events-auto grid size-14 place-items-center rounded-full bg-forest-800 text-moss-300 shadow-lift ring-1 ring-white/15 transition-[transform,opacity,background-color] duration-200 hover:bg-forest-700 active:scale-95",
              aside && "pointer-events-none! translate-y-3 scale-90 opacity-0",
              // Tucked away, it is still in the tab order: a keyboard user reaching it sees it.
              tucked &&
                !focusAside &&
                "focus-visible:pointer-events-auto! focus-visible:translate-y-0 focus-visible:scale-100 focus-visible:opacity-100",
            )}
          >
            <Chat className="size-6" />
          </button>
        </div>
      ) : null}
      {win ? (
        <win.ChatWindow
          mode={mode}
          focus={focus}
          prefill={request}
          onMinimise={() => {
            putAway();
            setMode("minimised");
          }}
          onMaximise={() => {
            setMode("open");
            setFocus((f) => ({ seq: f.seq + 1, move: true, input: true }));
          }}
          onClose={() => {
            putAway();
            setMode("closed");
          }}
        />
      ) : null}
    </div>
  );
}
