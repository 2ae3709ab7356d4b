import type { Route } from "./+types/datenschutz";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { Section, SectionHeading } from "~/components/ui/section";
import { chatPrivacy, intro } from "~/content/pages/datenschutz";
import { chooseProvider } from "~/features/chat/provider.server";
import { retentionDays } from "~/features/chat/store.server";
import { useApp } from "~/lib/app-context";

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, "/datenschutz");

/** The chat section depends on the operator's settings: retention period and chat provider. */
export function loader() {
  return { chat: { retentionDays: retentionDays(), provider: chooseProvider(process.env).name } };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { lang } = useApp();
  const chat = chatPrivacy[lang];
  const { retentionDays: days, provider } = loaderData.chat;
  return (
    <>
      <IntroHero intro={intro} />
      <Section labelledBy="privacy-chat">
        <SectionHeading id="privacy-chat" title={chat.title} />
        <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-forest-900">
          <p>{chat.stored}</p>
          <p>{chat.ipHash}</p>
          <p>{chat.purpose}</p>
          <p>{chat.retention(days)}</p>
          <p>{chat.recipient[provider]}</p>
          <p>{chat.advice}</p>
        </div>
      </Section>
    </>
  );
}
