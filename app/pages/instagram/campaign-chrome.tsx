import { Link } from "react-router";
import { LogoMark } from "~/components/icons";
import { ConsentSettingsLink } from "~/components/layout/footer";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { Badge } from "~/components/ui/badge";
import { paths } from "~/config/pages";
import { fill } from "~/i18n";
import { useApp } from "~/lib/app-context";

/**
 * The slim header of the campaign page /instagram: logo and brand linking home, a BETA
 * badge, the language switch and, from sm on, the page's main call to action.
 */
export function CampaignHeader({ contentId, action }: { contentId: string; action?: React.ReactNode }) {
  const { t, site } = useApp();
  return (
    <header className="absolute inset-x-0 top-0 z-30 text-white">
      <a
        href={`#${contentId}`}
        className="sr-only z-50 rounded-lg bg-moss-400 px-4 py-2 font-semibold text-forest-950 focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        {t.meta.skipToContent}
      </a>
      <div className="container-site flex h-[4.5rem] items-center gap-3">
        <Link to={paths.home} className="flex items-center gap-2.5 rounded-lg" aria-label={`${site.brand} – ${t.nav.home}`}>
          <LogoMark className="size-8" />
          <span className="text-lg font-bold tracking-tight">{site.brand}</span>
        </Link>
        <Badge kind="beta">{t.badges.beta}</Badge>
        <div className="ml-auto flex items-center gap-3">
          <LanguageSwitch tone="light" />
          {action ? <span className="hidden sm:block">{action}</span> : null}
        </div>
      </div>
    </header>
  );
}

/** The campaign footer: legal links and the line that the product is built and hosted in Germany. */
export function CampaignFooter() {
  const { t, site } = useApp();
  const year = new Date().getFullYear();
  const links = [
    { to: paths.datenschutz, label: t.footer.privacy },
    { to: paths.impressum, label: t.footer.impressum },
    { to: paths.agb, label: t.footer.terms },
  ];
  return (
    <footer className="bg-forest-950 text-forest-200">
      <div className="container-site flex flex-col gap-8 border-t border-white/10 py-12 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-md">
          <Link to={paths.home} className="inline-flex items-center gap-2.5 rounded-lg text-white">
            <LogoMark className="size-8" />
            <span className="text-lg font-bold tracking-tight">{site.brand}</span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{fill(t.footer.madeBy, { company: site.company })}</p>
          <p className="mt-2 text-sm text-forest-300">
            © {year} {site.company}. {t.footer.rights}
          </p>
        </div>
        <nav aria-label={t.footer.legal}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-forest-100 underline-offset-4 hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <ConsentSettingsLink className="text-forest-100 underline-offset-4 hover:text-white hover:underline" />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
