// The owner's note on every back-office screen while the legal notice lacks required details
// (computed by the layout's loader from the configuration): a status, not an alert.
import { Link } from "react-router";
import { paths } from "~/config/pages";
import type { Lang } from "~/lib/i18n";
import { legalNoticeCopy, legalNoticeSentence, type LegalItem } from "./legal-notice";

export function LegalNoticeBanner({ lang, missing }: { lang: Lang; missing: readonly LegalItem[] }) {
  if (missing.length === 0) return null;
  const c = legalNoticeCopy[lang];
  return (
    <div className="container-site mt-6">
      <p
        role="status"
        data-testid="legal-notice-banner"
        className="rounded-xl border border-amber-glow bg-amber-glow/15 px-4 py-3 text-sm leading-relaxed text-forest-950 sm:px-5 sm:text-base"
      >
        {c.before}
        <Link to={paths.impressum} className="font-semibold underline underline-offset-4 hover:decoration-2">
          {c.link}
        </Link>
        {legalNoticeSentence(lang, missing)}
      </p>
    </div>
  );
}
