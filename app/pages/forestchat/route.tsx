import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { IconCard } from "~/components/marketing/icon-card";
import { Mockup } from "~/components/mockups/island";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { chatMode } from "~/features/chat/mode.server";
import { ForestchatIconFor } from "./icons";
import { PageChat } from "./page-chat";
import { forestchatPageData } from "~/pages/forestchat/copy";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.forestchat);

/**
 * The page's hero and copy in the visitor's language, for the way the chat answers: offline it
 * says the answers come from our pages and knowledge articles, with a model it names generative AI.
 */
export function loader({ context }: Route.LoaderArgs) {
  const page = forestchatPageData(context.lang, chatMode(process.env));
  return { ...page, structuredData: plainPage(context, "forestchat", page.intro.seo) };
}

/** /forestchat: hero, specialities, the chat with its quick buttons and disclaimer, six features. */
export default function ForestChatPage() {
  const { copy, intro } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        hero={intro.hero}
        size="md"
        aside={
          // A picture of an answer (role="img", no input): the working chat is the section further down.
          // From lg up only, so that on phones the hero stays short and its text the largest paint.
          <Mockup name="chatAnswer" />
        }
      />

      <Section id="specialities" labelledBy="specialities-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="specialities-title"
              eyebrow={copy.specialities.eyebrow}
              title={copy.specialities.title}
              lead={copy.specialities.lead}
            />
            <p className="mt-6 border-l-2 border-moss-400 pl-4 text-forest-800/80">{copy.specialities.note}</p>
          </div>
          <ul className="grid gap-x-8 gap-y-7 sm:grid-cols-2">
            {copy.specialities.items.map((item) => (
              <li key={item.title} className="flex gap-4">
                <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700">
                  <ForestchatIconFor icon={item.icon} className="size-6" />
                </span>
                <div>
                  <h3 className="font-semibold tracking-tight">{item.title}</h3>
                  <p className="mt-1 leading-relaxed text-forest-800/80">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <PageChat copy={copy.chat} disclaimer={copy.disclaimer} />

      <Section id="features" tone="white" labelledBy="features-title">
        <SectionHeading
          id="features-title"
          eyebrow={copy.features.eyebrow}
          title={copy.features.title}
          lead={copy.features.lead}
          align="center"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {copy.features.items.map((item) => (
            <li key={item.title} className="flex">
              <IconCard icon={<ForestchatIconFor icon={item.icon} />} title={item.title} className="w-full">
                {item.text}
              </IconCard>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
