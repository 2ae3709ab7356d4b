import { Link } from "react-router";
import { paths } from "~/config/pages";
import { phoneHref } from "~/config/site";
import { fill, openingHours } from "~/i18n";
import { Clock, ExternalArrow, LogoMark, Mail, MapPin, Phone } from "~/components/icons";
import { useApp } from "~/lib/app-context";
import { openConsentSettings } from "~/lib/consent-mode";

interface FooterLink {
  label: string;
  to: string;
  external?: boolean;
}

/** The footer link's label; two words, so both languages ride along rather than through the dictionary. */
const consentLinkLabel = { de: "Cookie-Einstellungen", en: "Cookie settings" } as const;

/**
 * "Cookie-Einstellungen": reopens the consent dialog when the site has one (a tag manager is
 * configured). Without one, or before the page has hydrated, it is a plain link to the privacy
 * policy's section on cookies, which says that no optional cookies are used.
 */
export function ConsentSettingsLink({ className }: { className?: string }) {
  const { lang } = useApp();
  return (
    <Link
      to={`${paths.datenschutz}#cookies`}
      className={className}
      onClick={(event) => {
        if (openConsentSettings(event.currentTarget)) event.preventDefault();
      }}
    >
      {consentLinkLabel[lang]}
    </Link>
  );
}

export function Footer() {
  const { t, site, lang } = useApp();
  const columns: { title: string; links: FooterLink[] }[] = [
    {
      title: t.footer.products,
      links: [
        { label: t.nav.forestcrew, to: paths.forestcrew },
        { label: t.nav.forestchat, to: paths.forestchat },
        { label: t.nav.datahub, to: paths.datahub },
        { label: t.nav.nexus, to: paths.nexus },
        { label: t.nav.inventory, to: paths["forest-inventory"] },
        { label: t.nav.pricing, to: paths["forestcrew-pricing"] },
      ],
    },
    {
      title: t.footer.company,
      links: [
        { label: t.nav.home, to: paths.home },
        { label: t.nav.about, to: paths["about-us"] },
        { label: t.nav.career, to: paths.career },
        { label: t.nav.blog, to: paths.blog },
        { label: t.nav.knowledge, to: paths.wissen },
        { label: t.nav.contact, to: paths.contact },
      ],
    },
    {
      title: t.footer.service,
      links: [
        { label: t.footer.register, to: site.urls.register, external: true },
        { label: t.footer.appStore, to: site.urls.iosApp, external: true },
        { label: t.footer.support, to: site.urls.support, external: true },
        { label: t.nav.docs, to: site.urls.docs, external: true },
        { label: t.footer.timber, to: site.urls.timber, external: true },
      ],
    },
    {
      title: t.footer.legal,
      links: [
        { label: t.footer.impressum, to: paths.impressum },
        { label: t.footer.privacy, to: paths.datenschutz },
        { label: t.footer.terms, to: paths.agb },
      ],
    },
  ];
  const year = new Date().getFullYear();

  return (
    <footer className="relative overflow-hidden bg-forest-950 text-forest-100">
      <div aria-hidden="true" className="grain pointer-events-none absolute inset-0" />
      {/* The bottom padding keeps the last line clear of the floating chat button (56 px, 16 px from
          the window's edge on phones, 24 px from sm up) when the page is scrolled to its end. */}
      <div className="container-site relative pt-16 pb-24 sm:pt-20 sm:pb-28">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_2fr]">
          <div>
            <Link to={paths.home} className="inline-flex items-center gap-2.5 rounded-lg text-white">
              <LogoMark className="size-9" />
              <span className="text-xl font-bold tracking-tight">{site.brand}</span>
            </Link>
            <p className="mt-5 max-w-sm leading-relaxed text-forest-200">{t.footer.tagline}</p>
            <address className="mt-8 space-y-3 text-sm not-italic">
              <a href={`mailto:${site.email}`} className="flex items-center gap-3 hover:text-white">
                <Mail className="size-4 shrink-0 text-moss-300" />
                {site.email}
              </a>
              <a href={phoneHref(site.phone)} className="flex items-center gap-3 hover:text-white">
                <Phone className="size-4 shrink-0 text-moss-300" />
                {site.phone}
              </a>
              <p className="flex items-center gap-3">
                <Clock className="size-4 shrink-0 text-moss-300" />
                {fill(t.footer.hours, openingHours(site.hours, lang))}
              </p>
              <p className="flex items-center gap-3">
                <MapPin className="size-4 shrink-0 text-moss-300" />
                {site.address.street}, {site.address.postalCode} {site.address.city}
              </p>
            </address>
          </div>
          <nav aria-label={t.meta.footerNav} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {columns.map((col) => (
              <div key={col.title}>
                <h2 className="text-sm font-semibold tracking-wide text-white">{col.title}</h2>
                <ul className="mt-4 space-y-2.5 text-sm">
                  {col.links.map((link) => (
                    <li key={link.to}>
                      {link.external ? (
                        <a
                          href={link.to}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-1 text-forest-200 hover:text-white"
                        >
                          {link.label}
                          <ExternalArrow className="size-3 opacity-70" />
                          <span className="sr-only"> {t.meta.opensInNewTab}</span>
                        </a>
                      ) : (
                        <Link to={link.to} className="text-forest-200 hover:text-white">
                          {link.label}
                        </Link>
                      )}
                    </li>
                  ))}
                  {col.title === t.footer.legal ? (
                    <li>
                      <ConsentSettingsLink className="text-forest-200 hover:text-white" />
                    </li>
                  ) : null}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-14 flex flex-col gap-3 border-t border-white/10 pt-8 text-sm text-forest-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{fill(t.footer.madeBy, { company: site.company })}</p>
          <p>
            © {year} {site.company}. {t.footer.rights}
          </p>
        </div>
      </div>
    </footer>
  );
}
