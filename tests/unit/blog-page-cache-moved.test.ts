// A renamed article's old address: once it answers 301, the page cache forgets the
// article it kept there, so a later database fault cannot bring the old page back.
import { expect, it } from "vitest";
import { PageCache, type PageKey } from "../../server/page-cache";

const html = (body: string, status = 200) =>
  new Response(status === 301 ? null : `<!DOCTYPE html><html><body>${body}</body></html>`, {
    status,
    headers: status === 301 ? { location: "/blog/neuer-slug" } : { "content-type": "text/html; charset=utf-8" },
  });

const oldSlug: PageKey = { lang: "de", pathname: "/blog/alter-slug" };

it("drops the last copy of a page that now redirects", async () => {
  let next = () => Promise.resolve(html("Artikel unter dem alten Slug"));
  const cache = new PageCache(() => next());
  expect((await cache.get(oldSlug))?.status).toBe(200);

  cache.invalidate();
  next = () => Promise.resolve(html("", 301));
  // A redirect is not kept: the request handler answers it.
  expect(await cache.get(oldSlug)).toBeNull();

  // The database goes away: the old article must not come back in the redirect's place.
  next = () => Promise.reject(new Error("connect ECONNREFUSED"));
  await expect(cache.get(oldSlug)).rejects.toThrow("ECONNREFUSED");
});
