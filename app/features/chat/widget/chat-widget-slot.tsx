import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { adminArea } from "~/config/admin-area";
import { paths } from "~/config/pages";
import { CHAT_WIDGET_IDLE_TIMEOUT_MS } from "~/config/timings";
import { whenConsentSettled } from "~/lib/consent-mode";
import { OPEN_CHAT_EVENT, type OpenChatDetail } from "../open-chat";
import type { OpenRequest } from "./types";

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
    path === adminArea.login ||
    path === adminArea.admin ||
    path.startsWith(`${adminArea.admin}/`) ||
    path.startsWith(adminArea.visualEditor)
  );
}

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
