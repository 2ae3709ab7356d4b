import { useLocation } from "react-router";
import { useApp } from "~/lib/app-context";
import { alternateUrl, type Lang } from "~/lib/i18n";
import { cn } from "~/lib/cn";

export const PREFERRED_LANGUAGE_KEY = "preferredLanguage";

export function rememberLanguage(lang: Lang) {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, lang);
  } catch {
    // Storage may be disabled; the host alone still decides the language.
  }
}

/** DE/EN: a plain link to the same path on the other language's host. */
export function LanguageSwitch({ tone, className }: { tone: "light" | "dark"; className?: string }) {
  const { lang, origins, t } = useApp();
  const location = useLocation();
  const items: { code: Lang; label: string; name: string }[] = [
    { code: "de", label: "DE", name: t.nav.german },
    { code: "en", label: "EN", name: t.nav.english },
  ];
  return (
    <div role="group" aria-label={t.nav.languageSwitch} className={cn("flex items-center text-sm font-semibold", className)}>
      {items.map((item, i) => {
        const current = item.code === lang;
        return (
          <span key={item.code} className="flex items-center">
            {i > 0 ? (
              <span aria-hidden="true" className={cn("mx-1", tone === "light" ? "text-white/40" : "text-forest-900/30")}>
                /
              </span>
            ) : null}
            {current ? (
              <span
                aria-current="true"
                title={item.name}
                className={cn("rounded px-1.5 py-1", tone === "light" ? "text-white" : "text-forest-950")}
              >
                <span aria-hidden="true">{item.label}</span>
                <span className="sr-only">{item.name}</span>
              </span>
            ) : (
              <a
                href={alternateUrl(location, item.code, origins)}
                hrefLang={item.code}
                lang={item.code}
                onClick={() => rememberLanguage(item.code)}
                title={t.nav.switchTo}
                className={cn(
                  "rounded px-1.5 py-1 transition-colors",
                  tone === "light" ? "text-white/70 hover:text-white" : "text-forest-800/70 hover:text-forest-950",
                )}
              >
                <span aria-hidden="true">{item.label}</span>
                <span className="sr-only">{t.nav.switchTo}</span>
              </a>
            )}
          </span>
        );
      })}
    </div>
  );
}
