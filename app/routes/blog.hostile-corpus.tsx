import { data } from "react-router";
import type { Route } from "./+types/blog.hostile-corpus";
import { env } from "~/config/env.server";
import { ArticleBody } from "~/features/blog";
import { hostileCorpus, renderMarkdown } from "~/features/blog/index.server";
import { useApp } from "~/lib/app-context";
import { seo } from "~/lib/meta";

/**
 * The hostile Markdown corpus rendered exactly as an article body is, for the browser test
 * (tests/e2e/blog-hostile.spec.ts). Exists only with E2E_FAULTS=1; a 404 everywhere else.
 */
export async function loader() {
  if (!env().E2E_FAULTS) throw data(null, { status: 404 });
  const cases = await Promise.all(hostileCorpus.map(async (c) => ({ name: c.name, html: await renderMarkdown(c.markdown) })));
  return { cases };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, () => ({ title: "Sanitiser corpus", description: "Test page", canonicalPath: "/__blog-hostile", noindex: true }));

export default function HostileCorpus({ loaderData }: Route.ComponentProps) {
  const { lang } = useApp();
  return (
    <div className="container-site pt-32 pb-20">
      <h1 className="text-3xl font-bold">Sanitiser corpus ({loaderData.cases.length})</h1>
      {loaderData.cases.map((c) => (
        <section key={c.name} data-case={c.name} className="mt-8 border-t pt-4">
          <h2 className="text-sm font-semibold text-forest-700">{c.name}</h2>
          <ArticleBody html={c.html} lang={lang} />
        </section>
      ))}
    </div>
  );
}
