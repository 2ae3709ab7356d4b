// Bodies are limited while they are read, not by their declared length: a chunked upload (no
// Content-Length) to the blog import stops at 10 MB, and imported content blocks obey the same
// 200,000-character rule as a post saved in the editor.
import { beforeAll, beforeEach, expect, it } from "vitest";
import { listPosts } from "~/features/blog/index.server";
import { postLimits } from "~/features/blog/rules";
import { handleAdminAction, MAX_IMPORT_BYTES } from "~/admin/posts/posts.server";
import { adminCookie } from "~/lib/auth/admin.server";
import { sessionFor, setOwnerPassword } from "./support/accounts";
import { describeBackends, useDatabase } from "./support/backends";

const SITE = "http://localhost:4360";

/** A body without Content-Length, sent in 64 KB chunks, as a chunked upload arrives. */
function chunked(bytes: Uint8Array): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      const end = Math.min(bytes.byteLength, offset + 64 * 1024);
      controller.enqueue(bytes.subarray(offset, end));
      offset = end;
    },
  });
  return { stream, pulled: () => offset };
}

/** A multipart import body: the given files in the field `files`. */
async function importBody(files: { name: string; text: string }[]): Promise<{ bytes: Uint8Array; contentType: string }> {
  const form = new FormData();
  form.set("intent", "import");
  for (const file of files) form.append("files", new File([file.text], file.name, { type: "application/json" }));
  const encoded = new Request(SITE, { method: "POST", body: form });
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
}

const record = (id: string, content: unknown) => ({
  id,
  slug: id,
  title: `Beitrag ${id}`,
  date: "2026-03-01T08:00:00.000Z",
  author: "Redaktion",
  summary: "Kurz.",
  tags: [],
  content,
});

describeBackends("body limits", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let cookie = "";

  beforeAll(async () => {
    await setOwnerPassword(db(), "a-password-for-the-body-limits");
  });

  beforeEach(async () => {
    await db().deleteFrom("blog_posts").execute();
    const { token } = await sessionFor(db());
    cookie = (await adminCookie().serialize(token)).split(";")[0]!;
  });

  async function importChunked(files: { name: string; text: string }[]) {
    const { bytes, contentType } = await importBody(files);
    const body = chunked(bytes);
    const request = new Request(`${SITE}/blog/admin`, {
      method: "POST",
      headers: { cookie, origin: SITE, "content-type": contentType },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const answer = (await handleAdminAction(request, "de", { db: db() })) as { data: unknown; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, data: answer.data, size: bytes.byteLength, pulled: body.pulled() };
  }

  it("a chunked import over 10 MB is refused with 413 'too large' and imports nothing", async () => {
    const padding = "x".repeat(MAX_IMPORT_BYTES + 1024 * 1024);
    const answer = await importChunked([
      { name: "post-big.json", text: JSON.stringify(record("post-big", "Text")) },
      { name: "anhang.md", text: padding },
    ]);
    expect(answer.size).toBeGreaterThan(MAX_IMPORT_BYTES + 64 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.data).toMatchObject({ intent: "import", error: expect.stringMatching(/zu groß/i) as unknown });
    expect(await listPosts(db())).toEqual([]);
  }, 60_000);

  it("a chunked import under the limit still imports", async () => {
    const answer = await importChunked([{ name: "post-small.json", text: JSON.stringify(record("post-small", "Text")) }]);
    expect(answer.status).toBe(200);
    expect((await listPosts(db())).map((p) => p.id)).toEqual(["post-small"]);
  });

  it("imported content blocks longer than a post may be are refused, as in the editor", async () => {
    const long = [{ type: "paragraph", content: "W".repeat(postLimits.content + 1) }];
    const short = [
      { type: "heading", level: 2, content: "Ablauf" },
      { type: "paragraph", content: "Kurz." },
    ];
    const answer = await importChunked([
      { name: "post-long.json", text: JSON.stringify(record("post-long", long)) },
      { name: "post-short.json", text: JSON.stringify(record("post-short", short)) },
    ]);
    expect(answer.status).toBe(200);
    const report = (answer.data as { report: { created: string[]; refused: { name: string; reason: string }[] } }).report;
    expect(report.created).toEqual(["post-short"]);
    expect(report.refused).toEqual([{ name: "post-long.json", reason: expect.stringMatching(/200[.,]?000/) as unknown }]);
    expect((await listPosts(db())).map((p) => p.id)).toEqual(["post-short"]);
  });

  it("imported content blocks that are not blocks are refused with a reason", async () => {
    const answer = await importChunked([{ name: "post-odd.json", text: JSON.stringify(record("post-odd", [{ type: "list" }])) }]);
    const report = (answer.data as { report: { created: string[]; refused: { name: string; reason: string }[] } }).report;
    expect(report.created).toEqual([]);
    expect(report.refused[0]?.reason).toMatch(/Inhaltsblöcke/);
  });
});
