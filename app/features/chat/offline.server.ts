/**
 * The offline assistant (the default provider): answers from a knowledge base built from our
 * own pages, the site configuration and the blog, streamed word by word like a model's answer.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { SiteConfig } from "~/config/site";
import { knowledgeArticles } from "~/content/knowledge";
import type { KnowledgeArticle } from "~/content/knowledge/types";
import { languages, type Lang } from "~/lib/i18n";
import { composeAnswer, type ComposedAnswer } from "./knowledge/answer";
import { blogPassages, knowledgePassages, type KnowledgePost } from "./knowledge/article-passages";
import { pagePassages, type PageKnowledge, type Passage } from "./knowledge/passages";
import { Retriever } from "./knowledge/retriever";
import { contactPassages, factPassages } from "./knowledge/site-passages";
import { OFFLINE_CHUNK_DELAY_MS, OFFLINE_WORDS_PER_CHUNK } from "./limits";
import type { ChatProvider, ChatStreamRequest } from "./provider.server";

export interface KnowledgeBaseOptions {
  site: SiteConfig;
  /** The blog posts to include; called again after `invalidate()` or when `postsTtlMs` has passed. */
  loadPosts?: () => Promise<readonly KnowledgePost[]>;
  postsTtlMs?: number;
  /** The pages' copy to answer from (`pageKnowledge` of app/pages/knowledge.ts, handed in by the routes). */
  pages: PageKnowledge;
  /** The knowledge articles ("Wissen") to answer from; all of app/content/knowledge by default. */
  articles?: readonly KnowledgeArticle[];
}

/** Search indexes per language, rebuilt when the blog posts change. */
export class KnowledgeBase {
  private readonly fixed: Record<Lang, Passage[]>;
  private built: { at: number; retrievers: Record<Lang, Retriever> } | undefined;
  private building: Promise<Record<Lang, Retriever>> | undefined;

  constructor(private readonly options: KnowledgeBaseOptions) {
    const modules = options.pages;
    const articles = options.articles ?? knowledgeArticles;
    const fixed = (lang: Lang) => [
      ...pagePassages(modules, lang),
      ...knowledgePassages(articles, lang),
      ...contactPassages(options.site, lang),
      ...factPassages(lang),
    ];
    this.fixed = { de: fixed("de"), en: fixed("en") };
  }

  /** Forget the blog posts: the next question reads them again. */
  invalidate(): void {
    this.built = undefined;
  }

  async retriever(lang: Lang): Promise<Retriever> {
    const ttl = this.options.postsTtlMs ?? 5 * 60 * 1000;
    if (this.built && Date.now() - this.built.at < ttl) return this.built.retrievers[lang];
    this.building ??= this.build().finally(() => {
      this.building = undefined;
    });
    return (await this.building)[lang];
  }

  private async build(): Promise<Record<Lang, Retriever>> {
    let posts: readonly KnowledgePost[] = [];
    if (this.options.loadPosts) {
      try {
        posts = await this.options.loadPosts();
      } catch (error) {
        // Without the blog the assistant still knows every page; try again next time.
        console.error("ForestChat: blog posts could not be loaded for the knowledge base:", error instanceof Error ? error.message : error);
        const retrievers = this.index([]);
        return retrievers;
      }
    }
    const retrievers = this.index(posts);
    this.built = { at: Date.now(), retrievers };
    return retrievers;
  }

  private index(posts: readonly KnowledgePost[]): Record<Lang, Retriever> {
    const entries = languages.map((lang) => [lang, new Retriever([...this.fixed[lang], ...blogPassages(posts, lang)])] as const);
    return Object.fromEntries(entries) as Record<Lang, Retriever>;
  }

  async answer(question: string, lang: Lang, site: SiteConfig = this.options.site): Promise<ComposedAnswer> {
    return composeAnswer(question, { lang, site, retriever: await this.retriever(lang) });
  }
}

/** Splits a text into pieces of a few words each, whitespace kept, so joined they give the text back. */
export function wordChunks(text: string, wordsPerChunk = OFFLINE_WORDS_PER_CHUNK): string[] {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) chunks.push(pieces.slice(i, i + wordsPerChunk).join(""));
  return chunks;
}

export function createOfflineProvider(knowledge: KnowledgeBase, { delayMs = OFFLINE_CHUNK_DELAY_MS } = {}): ChatProvider {
  return {
    name: "offline",
    async *stream({ system, history, lang, signal, report }: ChatStreamRequest) {
      const question = history.findLast((m) => m.role === "user")?.content ?? "";
      const answer = await knowledge.answer(question, lang, system.site);
      report?.({ unanswered: answer.kind === "unknown", sources: answer.sources.map((s) => s.href) });
      let first = true;
      for (const chunk of wordChunks(answer.markdown)) {
        if (!first && delayMs > 0) await sleep(delayMs, undefined, { signal });
        signal.throwIfAborted();
        first = false;
        yield chunk;
      }
    },
  };
}
