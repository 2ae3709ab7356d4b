import { useRouteLoaderData } from "react-router";
import { defaultSite, type SiteConfig } from "~/config/site";
import { dictionary, type Dictionary } from "~/i18n";
import { langFromHost, type Lang, type Origins } from "./i18n";

/** What the root loader hands to every page: language, public origins, site configuration and the interface texts. */
export interface RootData {
  lang: Lang;
  origins: Origins;
  site: SiteConfig;
  /** The interface texts in the page's language only: the other language never reaches the browser's JavaScript. */
  t: Dictionary;
  /**
   * How ForestChat answers, fixed per process: from our content only, or with a model (the chat
   * feature's ChatMode, app/features/chat/mode.ts; written out here because lib imports no feature).
   */
  chatMode: "offline" | "model";
}

export type AppContextValue = RootData;

/**
 * Only reached when the root loader itself failed (it copies values from the request context and
 * does no I/O). The server then still renders the error view in the host's language; the
 * dictionaries stay out of the browser bundle, where this branch is compiled away.
 */
export function rootFallback(): RootData {
  if (!import.meta.env.SSR) throw new Error("The root loader's data is missing.");
  const origin = "http://localhost:3000";
  const lang = langFromHost("");
  return { lang, origins: { de: origin, en: origin }, site: defaultSite, t: dictionary(lang), chatMode: "offline" };
}

export function useApp(): AppContextValue {
  return useRouteLoaderData<RootData>("root") ?? rootFallback();
}
