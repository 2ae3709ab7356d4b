import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import interLatin from "~/assets/fonts/inter-latin-wght-400-700.woff2?url";
import type { Route } from "./+types/root";
import "./app.css";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { ErrorView, NotFoundView } from "~/components/layout/status-views";
import { chatMode } from "~/features/chat/index.server";
import { ChatWidgetSlot } from "~/features/chat";
import type { ConsentClientConfig } from "~/features/consent";
import { consentClientConfig } from "~/features/consent/index.server";
import { ConsentManager } from "~/features/consent";
import { trackPageview } from "~/lib/analytics";
import { dictionary } from "~/i18n";
import type { RootData } from "~/lib/app-context";
import { useNonce } from "~/lib/nonce";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The root's data: what every page shares, plus the tag manager's container id when one is configured. */
interface RootLoaderData extends RootData {
  consent: ConsentClientConfig | null;
}

export function loader({ context }: Route.LoaderArgs): RootLoaderData {
  return {
    lang: context.lang,
    origins: context.origins,
    site: context.site,
    t: dictionary(context.lang),
    chatMode: chatMode(process.env),
    consent: consentClientConfig(context.lang),
  };
}

// Language, origins and site data never change while a visitor stays on one host.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  return (
    <html lang={data?.lang ?? "de"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1f15" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Sends the tag manager's virtual pageview after every route change. */
function usePageviews() {
  const { pathname, search } = useLocation();
  // Not for a change of the hash alone: that is the same page.
  useEffect(() => {
    trackPageview({ pathname, search });
  }, [pathname, search]);
}

/**
 * A route may ask for its own chrome: a campaign page `{ layout: "campaign" }` (its own header and
 * footer, no chat widget); a page or layout without the chat widget `{ chat: false }` (the chat's own
 * page, the back office and its sign-in pages).
 */
export interface RouteHandle {
  layout?: "site" | "campaign";
  chat?: false;
}

function useChrome(): { layout: "site" | "campaign"; chat: boolean } {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  return {
    layout: handles.at(-1)?.layout ?? "site",
    chat: handles.every((handle) => handle?.chat !== false),
  };
}

function Shell({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    // Lets tests (and CSS, if ever needed) tell a hydrated page from the server's HTML.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  usePageviews();
  const consent = useRouteLoaderData<RootLoaderData>("root")?.consent ?? null;
  const consentManager = <ConsentManager config={consent} />;
  const chrome = useChrome();
  // Campaign pages render their own header, <main> and footer, so each is a landmark of its own.
  if (chrome.layout === "campaign")
    return (
      <>
        {children}
        {consentManager}
      </>
    );
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      {chrome.chat && <ChatWidgetSlot />}
      {consentManager}
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const details = import.meta.env.DEV && error instanceof Error ? `${error.message}\n\n${error.stack ?? ""}` : undefined;
  return <Shell>{notFound ? <NotFoundView /> : <ErrorView details={details} />}</Shell>;
}
