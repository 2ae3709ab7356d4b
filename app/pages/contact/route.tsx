import { useEffect } from "react";
import { useLoaderData, useLocation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/route";
import { contactStructuredData } from "~/lib/structured-data.server";
import { Clock, Mail, MapPin, Phone } from "~/components/icons";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { phoneHref } from "~/config/site";
import { ContactForm, contactFormCopy, contactTopics } from "~/features/forms";
import { handleContactAction, signStarted } from "~/features/forms/index.server";
import { track } from "~/lib/analytics";
import { contactCopy, intro, type ContactCopy } from "./copy";

/**
 * The page's copy in the visitor's language, the form's texts, the signed render time the form
 * sends back (so the page is rendered per request, see app/config/pages.ts) and the topic a link
 * such as "Demo anfragen" preselects (`?topic=demo`).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("topic");
  const topic = contactTopics.find((key) => key === asked);
  return {
    intro: intro[context.lang],
    copy: contactCopy(context.lang, context.site),
    form: contactFormCopy(context.lang),
    started: signStarted(),
    topic,
    structuredData: contactStructuredData(context, intro[context.lang].seo),
  };
}

/** The contact form posts here (with JavaScript through a fetcher, without as a plain form). */
export function action({ request, context }: Route.ActionArgs) {
  return handleContactAction(request, { lang: context.lang, clientAddress: context.clientAddress, page: paths.contact });
}

/**
 * The form's answer changes nothing the loader returns; running it again would only sign a new
 * start time, and the visitor correcting a refused form would have to wait out the minimum time again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.contact);

const heroVideo = { mp4: "/media/hero-forest.mp4", webm: "/media/hero-forest.webm", poster: "/media/hero-forest.webp" };

export default function Contact() {
  const { intro, copy, form, started, topic } = useLoaderData<typeof loader>();
  const location = useLocation();
  const view = `${location.pathname}${location.search}`;

  // Once per page view: a new address (another topic link) is a new view; the form's answers are not.
  useEffect(() => {
    track("contact_page_view", { page_section: "contact", form_type: "contact" });
  }, [view]);

  return (
    <>
      <PageHero hero={intro.hero} video={heroVideo} size="md" />
      <Section id="kontakt" labelledBy="kontakt-title" tone="bark">
        <div className="grid items-start gap-10 lg:grid-cols-[1.35fr_0.9fr] lg:gap-14">
          <div className="min-w-0">
            <SectionHeading id="kontakt-title" eyebrow={copy.form.eyebrow} title={copy.form.title} lead={copy.form.lead} />
            <Card className="mt-10">
              <ContactForm copy={form} started={started} topic={topic} />
            </Card>
          </div>
          <ContactInfo info={copy.info} />
        </div>
      </Section>
    </>
  );
}

function ContactInfo({ info }: { info: ContactCopy["info"] }) {
  const row = "flex gap-4";
  const icon = "grid size-11 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700 [&>svg]:size-5";
  return (
    <aside aria-labelledby="kontakt-info-title" className="min-w-0 lg:pt-4">
      <Card>
        <h2 id="kontakt-info-title" className="text-xl font-semibold tracking-tight">
          {info.title}
        </h2>
        <ul className="mt-6 space-y-6">
          <li className={row}>
            <span className={icon} aria-hidden="true">
              <Mail />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-forest-700">{info.labels.email}</p>
              <p className="mt-0.5 break-words">
                <a href={`mailto:${info.email}`} className="font-medium underline underline-offset-2 hover:no-underline">
                  {info.email}
                </a>
              </p>
            </div>
          </li>
          <li className={row}>
            <span className={icon} aria-hidden="true">
              <Phone />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-forest-700">{info.labels.phone}</p>
              <p className="mt-0.5">
                <a href={phoneHref(info.phone)} className="font-medium whitespace-nowrap underline underline-offset-2 hover:no-underline">
                  {info.phone}
                </a>
              </p>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-forest-800/80">
                <Clock className="size-4 shrink-0" />
                {info.hours}
              </p>
            </div>
          </li>
          <li className={row}>
            <span className={icon} aria-hidden="true">
              <MapPin />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-forest-700">{info.labels.address}</p>
              <address className="mt-0.5 not-italic">
                {info.company}
                {info.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          </li>
        </ul>
      </Card>
      <div className="mt-6 rounded-2xl bg-forest-950 p-6 text-white sm:p-8" data-promise="">
        <p className="text-lg font-semibold">{info.promiseTitle}</p>
        <p className="mt-2 leading-relaxed text-forest-100">{info.promise}</p>
      </div>
    </aside>
  );
}
