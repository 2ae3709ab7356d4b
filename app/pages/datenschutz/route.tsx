import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { chooseProvider } from "~/features/chat/provider.server";
import { retentionDays } from "~/features/chat/store.server";
import { datenschutzPageData, type ChatPrivacy } from "./copy";

/** The page's copy in the visitor's language; the chat section names the operator's retention period and chat provider. */
export function loader({ context }: Route.LoaderArgs) {
  return datenschutzPageData(context.lang, { retentionDays: retentionDays(), provider: chooseProvider(process.env).name });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.datenschutz);

export default function Datenschutz() {
  const { intro, chat } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={intro.hero} />
      <ChatPrivacySection copy={chat} />
    </>
  );
}

function ChatPrivacySection({ copy }: { copy: ChatPrivacy }) {
  return (
    <Section labelledBy="privacy-chat">
      <SectionHeading id="privacy-chat" title={copy.title} />
      <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-forest-900">
        <p>{copy.stored}</p>
        <p>{copy.ipHash}</p>
        <p>{copy.purpose}</p>
        <p>{copy.retention}</p>
        <p>{copy.recipient}</p>
        <p>{copy.advice}</p>
      </div>
    </Section>
  );
}
