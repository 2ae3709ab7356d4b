import { useRouteLoaderData } from "react-router";
import { defaultSite, type SiteConfig } from "~/config/site";
import { dictionary, type Dictionary } from "~/i18n";
import { langFromHost, type Lang, type Origins } from "./i18n";

/** What the root loader hands to every page: language, public origins, site configuration. */
export interface RootData {
  lang: Lang;
  origins: Origins;
  site: SiteConfig;
}

export interface AppContextValue extends RootData {
  t: Dictionary;
}

function fallback(): RootData {
  // Only reached when the root loader itself failed; the error view still needs a language.
  const host = typeof window === "undefined" ? "" : window.location.host;
  const origin = typeof window === "undefined" ? "http://localhost:3000" : window.location.origin;
  return { lang: langFromHost(host), origins: { de: origin, en: origin }, site: defaultSite };
}

export function useApp(): AppContextValue {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const root = data ?? fallback();
  return { ...root, t: dictionary(root.lang) };
}
