/**
 * Opening the global ForestChat widget: the event any page sends (`openChatWidget()`, the home
 * page's teaser buttons) and the widget's slot in the page shell that answers it. Every page loads
 * this module (it is in the build's shared "site" chunk); the widget itself is loaded lazily.
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { paths } from "~/config/pages";
import { CHAT_WIDGET_IDLE_TIMEOUT_MS } from "~/config/timings";
import { whenConsentSettled } from "~/lib/consent-mode";
import type { OpenRequest } from "./widget/types";
import { adminPaths } from "~/config/admin-paths";

/**
 * The widget listens for this event and calls preventDefault() to claim it; the return value of
 * `openChatWidget()` tells the caller whether a widget answered, so it can fall back to /forestchat.
 */
export const OPEN_CHAT_EVENT = "forestchat:open";

export interface OpenChatDetail {
  question?: string;
}

export function openChatWidget(detail: OpenChatDetail = {}): boolean {
  const event = new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail, cancelable: true });
  return !window.dispatchEvent(event);
}

/**
 * The widget's place in the page shell. It is all of the chat the first page load carries: the
 * launcher is imported after the page has loaded and the browser is idle (and, on a first visit
 * with the consent dialog open, once the visitor has answered it), the chat window only when it
 * is opened. A request to open (`openChatWidget()`) is claimed at once, even before then.
 */

/** The widget shows everywhere but on the chat's own page and the campaign page, and never in the blog's admin. */
export function chatWidgetHiddenOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (
    path === paths.forestchat ||
    path === paths.instagram ||
    path === adminPaths.login ||
    path === adminPaths.list ||
    path.startsWith(`${adminPaths.list}/`) ||
    path.startsWith(adminPaths.visualEditorBase)
  );
}

type LauncherModule = typeof import("./widget/launcher");
let launcher: Promise<LauncherModule> | null = null;
const loadLauncher = () => (launcher ??= import("./widget/launcher"));

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: CHAT_WIDGET_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

export function ChatWidgetSlot() {
  const { pathname } = useLocation();
  const hidden = chatWidgetHiddenOn(pathname);
  const [module, setModule] = useState<LauncherModule | null>(null);
  const [request, setRequest] = useState<OpenRequest | null>(null);

  useEffect(() => {
    if (hidden || module) return;
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
  }, [hidden, module]);

  useEffect(() => {
    if (hidden) return;
    const onOpen = (event: Event) => {
      event.preventDefault();
      const question = (event as CustomEvent<OpenChatDetail | null>).detail?.question;
      setRequest((previous) => ({ seq: (previous?.seq ?? 0) + 1, question }));
      void loadLauncher().then(setModule);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [hidden]);

  if (hidden || !module) return null;
  return <module.ChatLauncher request={request} />;
}
