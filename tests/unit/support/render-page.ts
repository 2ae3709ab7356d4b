// Every registry page rendered to static HTML as the server renders it: the page's loader and
// component under a root route with the root's data, through React Router's static handler.
import { join } from "node:path";
import { createElement, type ComponentType } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import { pageModule, pages } from "~/config/pages";
import { defaultSite } from "~/config/site";
import { dictionary } from "~/i18n";
import type { RootData } from "~/lib/app-context";
import type { Lang } from "~/lib/i18n";

export const origins = { de: "https://forestcrew.de", en: "https://en.forestcrew.de" };

interface RouteModule {
  default?: ComponentType;
  loader?: (args: unknown) => unknown;
}

function rootData(lang: Lang): RootData {
  return { lang, origins, site: defaultSite, t: dictionary(lang), chatMode: "offline" };
}

/** The page's HTML (the route's own markup, without the site's header and footer) and its loader's data. */
export async function renderPage(id: string, lang: Lang): Promise<{ html: string; data: unknown }> {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`unknown page ${id}`);
  const mod = (await import(join(import.meta.dirname, "../../../app", pageModule(page)))) as RouteModule;
  const context = { lang, site: defaultSite, origins, renderForCache: true, dev: false };
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => rootData(lang),
      Component: Outlet,
      children: [
        {
          id: `pages/${id}`,
          ...(page.path === "/" ? { index: true } : { path: page.path.slice(1) }),
          loader: (args: { request: Request; params: Record<string, string> }) => mod.loader?.({ ...args, context }) ?? null,
          Component: mod.default,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes as never);
  const result = await handler.query(new Request(`${origins[lang]}${page.path}`));
  if (result instanceof Response) throw new Error(`${id}: answered ${result.status}`);
  if (result.errors) throw new Error(`${id}: ${JSON.stringify(result.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, result);
  const framework = {
    routeModules: {},
    isSpaMode: false,
    manifest: { routes: {}, entry: { imports: [], module: "" }, url: "", version: "" },
    future: {},
    ssr: true,
    criticalCss: undefined,
  };
  // Waits for every lazy part (the mock-ups' islands), as the page cache's render does.
  const { prelude } = await prerenderToNodeStream(
    createElement(
      FrameworkContext.Provider,
      { value: framework as never },
      createElement(StaticRouterProvider, { router, context: result, hydrate: false }),
    ),
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return { html, data: result.loaderData[`pages/${id}`] };
}
