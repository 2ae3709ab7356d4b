import type { MetaDescriptor } from "react-router";
import { rootFallback, type RootData } from "./app-context";
import { seoTags, type SeoInput } from "./seo";

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The root loader's data as seen from a route's meta function. */
export function rootFromMatches(matches: MetaMatches): RootData {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return root ?? rootFallback();
}

/**
 * The one way a route sets its metadata: `seo(args, (root) => input)`.
 * Title rule, canonical, hreflang, Open Graph and Twitter tags come from `seoTags`. The JSON-LD
 * is the loader's `structuredData`, built on the server (app/lib/structured-data.server.ts).
 */
export function seo(args: { matches: MetaMatches; loaderData?: unknown }, build: (root: RootData) => SeoInput): MetaDescriptor[] {
  const root = rootFromMatches(args.matches);
  const input = build(root);
  const structuredData = (args.loaderData as { structuredData?: SeoInput["structuredData"] } | undefined)?.structuredData;
  return seoTags({ lang: root.lang, brand: root.site.brand, origins: root.origins }, { structuredData, ...input });
}
