import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { ClaimNote } from "~/components/marketing/claim-note";
import { CtaBand } from "~/components/marketing/cta-band";
import { Section, SectionHeading } from "~/components/ui/section";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { ArrowRight, Check, Clock, Phone } from "~/components/icons";
import { BetaPartnerSection } from "~/components/landing/beta-partner";
import type { LandingCopy } from "~/components/landing/copy";
import { ctaClick, RegisterButton } from "~/components/landing/register-button";
import { useLandingPage } from "~/components/landing/use-landing-page";
import { demoRequestPath, paths } from "~/config/pages";
import type { PageIntro } from "~/content/page-intro";
import { phoneHref } from "~/config/site";
import { gtagClickLabels, track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import { forstmanagementCopy, type ForstmanagementCopy } from "./copy";
import { lazyStatic } from "~/components/mockups/lazy-static";

const Workflow = lazyStatic(() => import("./sections").then((m) => m.Workflow));
const Roles = lazyStatic(() => import("./sections").then((m) => m.Roles));
const PlanView = lazyStatic(() => import("./sections").then((m) => m.PlanView));

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.forstmanagement);

const PAGE = "forstmanagement";

/** The page's copy in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  const page = forstmanagementCopy(context.lang);
  return { ...page, structuredData: plainPage(context, "forstmanagement", page.intro.seo) };
}

export default function Forstmanagement() {
  const { intro, copy, landing } = useLoaderData<typeof loader>();
  useLandingPage(PAGE);
  return (
    <>
      <Hero hero={intro.hero} copy={copy.hero} plan={copy.plan} />
      <Workflow copy={copy.workflow} statusLabels={copy.plan.status} />
      <Roles copy={copy.roles} />
      <BlogTeasers copy={copy.blog} />
      <BetaPartnerSection
        id="beta-partner"
        copy={landing.beta}
        ui={landing.ui}
        testers={landing.claims.betaTesters}
        trialNote={landing.trialNote}
        events={[
          ctaClick("beta_partner_register", "forstmanagement_beta_partner"),
          { event: "click", params: { event_category: "CTA", event_label: gtagClickLabels.CTA.betaSection } },
        ]}
      />
      <FinalCta copy={copy.cta} landing={landing} />
    </>
  );
}

function Hero({ hero, copy, plan }: { hero: PageIntro["hero"]; copy: ForstmanagementCopy["hero"]; plan: ForstmanagementCopy["plan"] }) {
  return (
    <PageHero hero={hero} size="lg" aside={<PlanView copy={plan} />}>
      <div className="mt-9 flex flex-wrap gap-3">
        <a
          href="#beta-partner"
          className={buttonClass("primary", "lg")}
          onClick={() => track("cta_click", { cta: "to_beta_partner", location: "forstmanagement_hero" })}
        >
          {copy.toBeta}
          <ArrowRight className="size-4 rotate-90" />
        </a>
        <a
          href="#ablauf"
          className={buttonClass("outline-light", "lg")}
          onClick={() => track("cta_click", { cta: "to_workflow", location: "forstmanagement_hero" })}
        >
          {copy.toWorkflow}
        </a>
      </div>
      <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-forest-200">
        {copy.trust.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <Check className="size-4 text-moss-300" />
            {item}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}

/**
 * The article's own cover, as the blog list shows it (the seed covers are 1600 × 900; `srcSet` and `sizes` come
 * from the loader): 16:9 with its size given (no layout shift), loaded lazily (the section is far below the
 * fold), decorative (alt="") since the title beside it names the article. A teaser without a cover gets a
 * plain panel of the same size. Phones show the teasers without covers: the page stays short.
 */
function TeaserCover({ cover }: { cover: ForstmanagementCopy["blog"]["teasers"][number]["coverImage"] }) {
  return cover ? (
    <img
      {...cover}
      alt=""
      width={1600}
      height={900}
      loading="lazy"
      decoding="async"
      className="aspect-[16/9] w-full bg-forest-100 object-cover transition-transform duration-500 group-hover:scale-[1.03] max-sm:hidden"
    />
  ) : (
    <div aria-hidden="true" className="aspect-[16/9] bg-gradient-to-br from-forest-700 to-forest-900 max-sm:hidden" />
  );
}

function BlogTeasers({ copy }: { copy: ForstmanagementCopy["blog"] }) {
  return (
    <Section tone="white" labelledBy="blog-title">
      <SectionHeading id="blog-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {copy.teasers.map((post) => (
          <li key={post.slug}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-forest-900/8 transition-shadow hover:shadow-lift has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-moss-400">
              <TeaserCover cover={post.coverImage} />
              <div className="flex flex-1 flex-col p-6">
                <p className="flex items-center gap-3 text-sm">
                  <span className="rounded-full bg-forest-100 px-2.5 py-0.5 font-semibold text-forest-700">{post.category}</span>
                  <span className="flex items-center gap-1.5 text-forest-800/70">
                    <Clock className="size-4" />
                    {post.readTimeLabel}
                  </span>
                </p>
                <h3 className="mt-4 text-xl leading-snug font-semibold tracking-tight text-balance">
                  <Link
                    to={`/blog/${post.slug}`}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:underline"
                    onClick={() => track("blog_click", { slug: post.slug, location: "forstmanagement_blog" })}
                  >
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-3 flex-1 leading-relaxed text-forest-800/75">{post.excerpt}</p>
                <p
                  aria-hidden="true"
                  className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-forest-700 group-hover:text-forest-600 max-sm:hidden"
                >
                  {copy.read}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to={paths.blog} variant="secondary" size="lg">
          {copy.all}
          <ArrowRight className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  );
}

function FinalCta({ copy, landing }: { copy: ForstmanagementCopy["cta"]; landing: LandingCopy }) {
  const { site } = useApp();
  const { ui } = landing;
  return (
    <>
      <CtaBand id="start" eyebrow={copy.eyebrow} title={copy.title} lead={landing.trialNote} className="pb-10 sm:pb-12">
        <RegisterButton events={[ctaClick("register_trial", "forstmanagement_final_cta")]}>{ui.register}</RegisterButton>
        <ButtonLink
          to={demoRequestPath}
          variant="outline-light"
          size="lg"
          onClick={() => track("cta_click", { cta: "demo_request", location: "forstmanagement_final_cta" })}
        >
          {ui.demo}
        </ButtonLink>
        <a href={phoneHref(site.phone)} className={buttonClass("ghost", "lg", "text-white hover:bg-white/10")}>
          <Phone className="size-4" />
          {site.phone}
        </a>
      </CtaBand>
      <div className="container-site pb-16 sm:pb-20">
        <ClaimNote className="max-w-3xl" />
      </div>
    </>
  );
}
