import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import type { RouteHandle } from "~/root";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { IconCard } from "~/components/marketing/icon-card";
import { Badge } from "~/components/ui/badge";
import { Section, SectionHeading } from "~/components/ui/section";
import { buttonClass } from "~/components/ui/button";
import { ArrowRight, Chart, Chat, Check, Clock, Close, CloudOff, Document, Gps, Layers, Phone, Sparkles, Users } from "~/components/icons";
import { AppGallerySection } from "~/components/landing/app-gallery";
import { BetaPartnerBox } from "~/components/landing/beta-partner";
import type { LandingCopy } from "~/components/landing/copy";
import { ModuleTabs } from "~/components/landing/desktop-modules";
import { ctaClick, RegisterButton, type TrackedEvent } from "~/components/landing/register-button";
import { PhoneScreen } from "~/components/landing/screens";
import { useLandingPage } from "~/components/landing/use-landing-page";
import { paths } from "~/config/pages";
import type { PageIntro } from "~/content/page-intro";
import { phoneHref } from "~/config/site";
import { gtagClickLabels, type EventLocation } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import { CampaignFooter, CampaignHeader } from "./campaign-chrome";
import { instagramCopy, type BenefitCard, type BenefitIcon, type HighlightIcon, type InstagramCopy } from "./copy";
import { InstagramHeroVisual } from "./hero-visual";
import { PaperFormIllustration } from "./paper-form";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.instagram);

/** A campaign page: the root renders no site header, footer or <main>; the page brings its own. */
export const handle: RouteHandle = { layout: "campaign" };

const PAGE = "instagram";
const CONTENT_ID = "inhalt";

const heroVideo = {
  mp4: "/media/hero-instagram.mp4",
  webm: "/media/hero-instagram.webm",
  poster: "/media/hero-instagram.webp",
};

/** Every beta registration on this page: the campaign's gtag click (category CTA, value 1) and the site's cta_click. */
function registration(location: EventLocation): TrackedEvent[] {
  return [
    { event: "click", params: { event_category: "CTA", event_label: gtagClickLabels.CTA.instagramBeta, value: 1 } },
    ctaClick("instagram_beta_register", location),
  ];
}

const benefitIcons: Record<BenefitIcon, (p: { className?: string }) => React.ReactNode> = {
  document: Document,
  chart: Chart,
  gps: Gps,
  clock: Clock,
  users: Users,
  chat: Chat,
};

const highlightIcons: Record<HighlightIcon, (p: { className?: string }) => React.ReactNode> = {
  sparkles: Sparkles,
  cloudOff: CloudOff,
  layers: Layers,
};

/** The page's copy in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  const page = instagramCopy(context.lang);
  return { ...page, structuredData: plainPage(context, "instagram", page.intro.seo) };
}

export default function Instagram() {
  const { intro, copy, landing } = useLoaderData<typeof loader>();
  useLandingPage(PAGE);
  return (
    <>
      <CampaignHeader
        contentId={CONTENT_ID}
        action={
          <RegisterButton size="md" events={registration("instagram_header")}>
            {copy.hero.cta}
          </RegisterButton>
        }
      />
      <main id={CONTENT_ID} tabIndex={-1} className="outline-none">
        <Hero hero={intro.hero} copy={copy.hero} trialNote={landing.trialNote} />
        <BetaPartnerBox id="beta-partner" copy={landing.beta} events={registration("instagram_beta_box")} />
        <Benefits copy={copy.benefits} />
        <AppGallerySection
          id="app"
          copy={copy.gallery}
          screens={["dashboard", "orders", "timeTracking", "chat"]}
          screenCopy={landing.screens}
          galleryLabel={landing.ui.galleryLabel}
          storeLocation="instagram_gallery"
          layout="centred"
          glow="top"
        />
        <Platform copy={copy.platform} landing={landing} />
        <BeforeAfter copy={copy.beforeAfter} />
        <Highlights copy={copy.highlights} />
        <FinalCta copy={copy.cta} landing={landing} />
      </main>
      <CampaignFooter />
    </>
  );
}

function Hero({ hero, copy, trialNote }: { hero: PageIntro["hero"]; copy: InstagramCopy["hero"]; trialNote: string }) {
  return (
    <PageHero hero={hero} video={heroVideo} size="lg" aside={<InstagramHeroVisual />}>
      <div className="mt-9 flex flex-wrap items-center gap-x-5 gap-y-4">
        <RegisterButton events={registration("instagram_hero")}>{copy.cta}</RegisterButton>
        <p className="flex items-center gap-2 text-sm font-semibold text-amber-glow">
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-amber-glow opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2 rounded-full bg-amber-glow" />
          </span>
          {copy.note}
        </p>
      </div>
      <p className="mt-6 max-w-xl text-sm leading-relaxed text-forest-200">{trialNote}</p>
    </PageHero>
  );
}

function Highlight({ highlight }: { highlight: BenefitCard["highlight"] }) {
  if (highlight.kind === "alpha") {
    return (
      <span className="inline-flex items-center gap-2">
        <Badge kind="alpha">Alpha</Badge>
        {highlight.text}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Check className="size-4" />
      {highlight.text}
    </span>
  );
}

function Benefits({ copy }: { copy: InstagramCopy["benefits"] }) {
  return (
    <Section tone="white" labelledBy="benefits-title">
      <SectionHeading id="benefits-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} align="center" />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {copy.items.map((item) => {
          const Icon = benefitIcons[item.icon];
          return (
            <li key={item.title} className="flex">
              <IconCard icon={<Icon />} title={item.title} highlight={<Highlight highlight={item.highlight} />} className="w-full">
                {item.description}
              </IconCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Platform({ copy, landing }: { copy: InstagramCopy["platform"]; landing: LandingCopy }) {
  return (
    <Section tone="forest" labelledBy="platform-title" className="overflow-hidden">
      <SectionHeading id="platform-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} align="center" />
      <ModuleTabs layout="top" modules={landing.modules} label={landing.ui.modulesLabel} />
    </Section>
  );
}

function BeforeAfter({ copy }: { copy: InstagramCopy["beforeAfter"] }) {
  return (
    <Section tone="white" labelledBy="before-after-title">
      <SectionHeading id="before-after-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} align="center" />
      <div className="relative mt-14 grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div className="flex flex-col rounded-3xl bg-bark-100 p-6 ring-1 ring-bark-200 sm:p-10">
          <p className="inline-flex w-fit rounded-full bg-white px-3 py-1 text-sm font-semibold text-bark-700 ring-1 ring-bark-200">
            {copy.before}
          </p>
          <h3 className="mt-4 text-2xl font-bold tracking-tight">{copy.beforeTitle}</h3>
          <div className="my-8 flex flex-1 items-center justify-center">
            <PaperFormIllustration copy={copy.paperForm} className="h-auto w-full max-w-[300px] -rotate-2" />
          </div>
          <ul className="mt-auto space-y-3">
            {copy.beforeItems.map((item) => (
              <li key={item} className="flex gap-3 text-bark-700">
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-bark-200 text-bark-700">
                  <Close className="size-3" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 z-10 hidden size-14 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-moss-400 text-forest-950 shadow-lift ring-8 ring-white lg:grid"
        >
          <ArrowRight className="size-6" />
        </div>
        <div className="relative isolate flex flex-col overflow-hidden rounded-3xl bg-forest-950 p-6 text-white sm:p-10">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_100%_0%,rgb(59_133_90/0.5),transparent_65%)]"
          />
          <p className="inline-flex w-fit rounded-full bg-moss-400 px-3 py-1 text-sm font-semibold text-forest-950">{copy.after}</p>
          <h3 className="mt-4 text-2xl font-bold tracking-tight">{copy.afterTitle}</h3>
          <div className="my-8 flex flex-1 items-center justify-center">
            <PhoneScreen id="orderDetail" className="max-w-[230px]" />
          </div>
          <ul className="mt-auto space-y-3">
            {copy.afterItems.map((item) => (
              <li key={item} className="flex gap-3 text-forest-100">
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-moss-400 text-forest-950">
                  <Check className="size-3.5" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function Highlights({ copy }: { copy: InstagramCopy["highlights"] }) {
  return (
    <section aria-labelledby="highlights-title" className="relative isolate overflow-hidden bg-forest-950 py-20 text-white sm:py-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_60%_at_0%_100%,rgb(188_227_90/0.12),transparent_60%)]"
      />
      <div className="container-site grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="highlights-title" tone="dark" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        </div>
        <ul className="grid gap-5">
          {copy.items.map((item) => {
            const Icon = highlightIcons[item.icon];
            return (
              <li key={item.title}>
                <IconCard
                  tone="dark"
                  icon={<Icon />}
                  title={item.title}
                  highlight={item.badge ? <Badge kind="alpha">{item.badge}</Badge> : undefined}
                >
                  {item.text}
                </IconCard>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function FinalCta({ copy, landing }: { copy: InstagramCopy["cta"]; landing: LandingCopy }) {
  const { site } = useApp();
  const { beta, ui } = landing;
  return (
    <section aria-labelledby="final-cta-title" className="bg-white pt-20 pb-12 sm:pt-28">
      <div className="container-site">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-forest-950 px-6 py-12 text-white sm:px-14 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_80%_at_100%_0%,rgb(59_133_90/0.55),transparent_60%),radial-gradient(ellipse_50%_60%_at_0%_100%,rgb(188_227_90/0.18),transparent_60%)]"
          />
          <div aria-hidden="true" className="grain pointer-events-none absolute inset-0 -z-10" />
          <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-[0.14em] text-amber-glow uppercase">{copy.eyebrow}</p>
              <h2 id="final-cta-title" className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
                {copy.title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-forest-100">{copy.lead}</p>
              <div className="mt-8 flex flex-wrap items-center gap-3">
                <RegisterButton events={registration("instagram_final_cta")}>{copy.button}</RegisterButton>
                <a href={phoneHref(site.phone)} className={buttonClass("ghost", "lg", "text-white hover:bg-white/10")}>
                  <Phone className="size-4" />
                  <span className="sr-only">{ui.callUs} </span>
                  {site.phone}
                </a>
              </div>
              <p className="mt-5 text-sm leading-relaxed text-forest-200">{landing.trialNote}</p>
            </div>
            <ul className="grid gap-4">
              {beta.benefits.map((b) => (
                <li key={b.title} className="flex gap-4 rounded-2xl border border-white/10 bg-white/[0.05] p-5">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-moss-400 text-forest-950">
                    <Check className="size-4" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{b.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-forest-200">{b.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
