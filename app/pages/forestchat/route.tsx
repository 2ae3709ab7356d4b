import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { Mockup } from "~/components/mockups/island";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { paths } from "~/config/pages";
import { chatCopyFor, chatMode } from "~/features/chat/index.server";
import { lazyStatic } from "~/components/mockups/lazy-static";
import { PageChat } from "./page-chat";
import { forestchatPageData } from "~/pages/forestchat/copy";
import type { RouteHandle } from "~/root";

// The specialities and features are static text: server islands whose code (and the icons') the first
// load does not fetch (it was: /forestchat, with the chat on the page, was at 120.6 KB JS).
const Specialities = lazyStatic(() => import("./sections").then((m) => m.Specialities));
const Features = lazyStatic(() => import("./sections").then((m) => m.Features));

/** The page is the chat: no widget on top of it. */
export const handle: RouteHandle = { chat: false };

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.forestchat);

/**
 * The page's hero and copy in the visitor's language, for the way the chat answers: offline it
 * says the answers come from our pages and knowledge articles, with a model it names generative AI.
 */
export function loader({ context }: Route.LoaderArgs) {
  const page = forestchatPageData(context.lang, chatMode(process.env));
  // The chat's own texts in this language and mode come from here, not from chat-copy.ts in the
  // page's bundle (both languages and modes, ≈ 1 KB; the widget loads it when it opens).
  const chatTexts = chatCopyFor(context.lang, chatMode(process.env));
  return { ...page, chatTexts, structuredData: plainPage(context, "forestchat", page.intro.seo) };
}

/** /forestchat: hero, specialities, the chat with its quick buttons and disclaimer, six features. */
export default function ForestChatPage() {
  const { copy, intro, chatTexts } = useLoaderData<typeof loader>();
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

      <Specialities copy={copy.specialities} />

      <PageChat copy={copy.chat} disclaimer={copy.disclaimer} texts={chatTexts} />

      <Features copy={copy.features} />
    </>
  );
}
