import { useEffect, useState } from "react";
import { CHAT_WIDGET_IDLE_TIMEOUT_MS } from "~/config/timings";
import { whenConsentSettled } from "~/lib/consent-mode";
import { OPEN_CHAT_EVENT, type OpenChatDetail } from "../open-chat";
import type { OpenRequest } from "./types";

/**
 * The widget's place in the page shell. It is all of the chat the first page load carries: the
 * launcher is imported after the page has loaded and the browser is idle (and, on a first visit
 * with the consent dialog open, once the visitor has answered it), the chat window only when it
 * is opened. A request to open (`openChatWidget()`) is claimed at once, even before then. The
 * shell leaves it out where a route's handle says `chat: false` (the chat's own page, the back
 * office).
 */

type LauncherModule = typeof import("./launcher");
let launcher: Promise<LauncherModule> | null = null;
const loadLauncher = () => (launcher ??= import("./launcher"));

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: CHAT_WIDGET_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

export function ChatWidgetSlot() {
  const [module, setModule] = useState<LauncherModule | null>(null);
  const [request, setRequest] = useState<OpenRequest | null>(null);

  useEffect(() => {
    if (module) return;
    let cancelIdle = () => {};
    let cancelWait = () => {};
    let active = true;
    const start = () => {
      cancelIdle = whenIdle(() => {
        cancelWait = whenConsentSettled(() => void loadLauncher().then((m) => active && setModule(m)));
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      active = false;
      window.removeEventListener("load", start);
      cancelIdle();
      cancelWait();
    };
  }, [module]);

  useEffect(() => {
    const onOpen = (event: Event) => {
      event.preventDefault();
      const question = (event as CustomEvent<OpenChatDetail | null>).detail?.question;
      setRequest((previous) => ({ seq: (previous?.seq ?? 0) + 1, question }));
      void loadLauncher().then(setModule);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  if (!module) return null;
  return <module.ChatLauncher request={request} />;
}
