import { useId, useState } from "react";
import { CtaBand } from "~/components/marketing/cta-band";
import { Button, ButtonLink } from "~/components/ui/button";
import { ArrowRight, Clock, Mail, Phone } from "~/components/icons";
import { paths } from "~/config/pages";
import { phoneHref } from "~/config/site";
import { fill } from "~/i18n";
import { useApp } from "~/lib/app-context";
import type { DatahubCopy } from "./copy";
import { trackDatahubClick } from "./events";

/**
 * The closing call to action. The consultation button records the click and stays on the page;
 * so that it is not a dead end, it also reveals how to reach us directly.
 * The contact link records its own click and leads to /contact.
 */
export function ConsultationCta({ id, copy: c }: { id: string; copy: DatahubCopy["cta"] }) {
  const { site, t } = useApp();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <CtaBand id={id} eyebrow={c.eyebrow} title={c.title} lead={c.lead}>
      <Button
        variant="primary"
        size="lg"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          trackDatahubClick("finalConsultation");
          setOpen(true);
        }}
      >
        {c.consultation}
      </Button>
      <ButtonLink to={paths.contact} variant="outline-light" size="lg" onClick={() => trackDatahubClick("finalContact")}>
        {c.contact}
        <ArrowRight className="size-4" />
      </ButtonLink>
      <div id={panelId} aria-live="polite" className="basis-full">
        {open ? (
          <div className="mt-4 max-w-2xl rounded-2xl border border-white/15 bg-white/[0.06] p-5 sm:p-6">
            <p className="font-semibold text-white">{c.revealTitle}</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              <li>
                <a
                  href={phoneHref(site.phone)}
                  className="inline-flex items-center gap-2.5 font-semibold text-moss-300 hover:text-moss-200"
                >
                  <Phone className="size-5 shrink-0" />
                  <span>
                    <span className="sr-only">{c.phone}: </span>
                    {site.phone}
                  </span>
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex items-center gap-2.5 font-semibold text-moss-300 hover:text-moss-200"
                >
                  <Mail className="size-5 shrink-0" />
                  <span>
                    <span className="sr-only">{c.email}: </span>
                    {site.email}
                  </span>
                </a>
              </li>
              <li className="flex items-center gap-2.5 text-forest-100 sm:col-span-2">
                <Clock className="size-5 shrink-0 text-moss-300" />
                {fill(t.footer.hours, site.hours)}
              </li>
            </ul>
            <p className="mt-4 text-sm leading-relaxed text-forest-200">{c.formNote}</p>
          </div>
        ) : null}
      </div>
    </CtaBand>
  );
}
