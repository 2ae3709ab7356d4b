// A CV is stored and downloaded as a PDF whatever the applicant named the file: a "PDF" named
// x.html (its bytes start with %PDF-, the rest is a page with a script) must never reach an
// admin's disk as x.html, where opening it would run the script.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";

process.env.SESSION_SECRET ??= "integration-test-secret-for-cv-download";

const { handleApplicationAction } = await import("~/features/forms/application.server");
const { signStarted } = await import("~/features/forms/started.server");
const { getSubmission, listSubmissions, storeSubmission } = await import("~/features/forms/submissions.server");
const { inboxAttachment } = await import("~/features/inbox/inbox.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { RateLimit, formRateLimit } = await import("~/lib/rate-limit.server");
const { sessionFor } = await import("./support/accounts");
const { describeBackends, useDatabase } = await import("./support/backends");

const SITE = "http://localhost:4380";
const hostile = Buffer.from("%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n", "latin1");

describeBackends("CV download", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  const filesDir = mkdtempSync(join(tmpdir(), "fc-cv-download-"));
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
  let cookie = "";

  beforeEach(async () => {
    await db().deleteFrom("form_submissions").execute();
    const { token } = await sessionFor(db(), "owner");
    cookie = (await adminCookie().serialize(token)).split(";")[0]!;
  });

  async function download(id: string) {
    const response = await inboxAttachment(new Request(`${SITE}/blog/admin/anfragen/${id}/lebenslauf`, { headers: { cookie } }), id, {
      db: db(),
      filesDir,
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  }

  /** The two names of a Content-Disposition: the quoted one and the RFC 5987 one, decoded. */
  function names(disposition: string | null) {
    const plain = /filename="([^"]*)"/.exec(disposition ?? "")?.[1];
    const extended = /filename\*=UTF-8''([^;]*)/.exec(disposition ?? "")?.[1];
    return { plain, extended: extended === undefined ? undefined : decodeURIComponent(extended) };
  }

  /** Content type and disposition; nosniff is the server's on every response (tests/e2e/inbox.spec.ts checks the download's). */
  function expectPdfDownload(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
  }

  it("stores and downloads a 'PDF' named x.html as x.pdf: both names end in .pdf", async () => {
    const form = new FormData();
    const fields = {
      name: "Jonas Becker",
      email: "jonas@example.com",
      field: "gis",
      message: "Mein Lebenslauf hängt an, bitte öffnen.",
      privacy: "yes",
      website: "",
      started: signStarted(new Date(Date.now() - 10_000)),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("cv", new File([new Uint8Array(hostile)], "x.html", { type: "text/html" }));
    const request = new Request(`${SITE}/career`, { method: "POST", headers: { origin: SITE }, body: form });
    const answer = (await handleApplicationAction(
      request,
      { lang: "de", page: "/career", clientAddress: "203.0.113.80" },
      { db: db(), filesDir, mail: null, limiter: new RateLimit(formRateLimit) },
    )) as { init: ResponseInit | null };
    expect(answer.init?.status ?? 200).toBe(200);

    const [row] = (await listSubmissions(db(), { kind: "application" })).rows;
    expect((await getSubmission(db(), row!.id))?.attachment?.fileName).toBe("x.pdf");

    const { response, body } = await download(row!.id);
    expectPdfDownload(response);
    expect(names(response.headers.get("content-disposition"))).toEqual({ plain: "x.pdf", extended: "x.pdf" });
    expect(body.equals(hostile)).toBe(true);
  });

  it("downloads a CV stored under another name before that rule as .pdf too, umlauts kept in filename*", async () => {
    const stored = [
      ["x.html", { plain: "x.pdf", extended: "x.pdf" }],
      ["Lebenslauf Jörg.htm", { plain: "Lebenslauf Jorg.pdf", extended: "Lebenslauf Jörg.pdf" }],
      ["Lebenslauf Jörg.pdf", { plain: "Lebenslauf Jorg.pdf", extended: "Lebenslauf Jörg.pdf" }],
      ["cv", { plain: "cv.pdf", extended: "cv.pdf" }],
      ["履歴書.svg", { plain: "lebenslauf.pdf", extended: "履歴書.pdf" }],
      ["x\u202Efdp.html", { plain: "xfdp.pdf", extended: "xfdp.pdf" }],
    ] as const;
    for (const [i, [fileName, expected]] of stored.entries()) {
      const storageKey = `legacy/${i}.pdf`;
      mkdirSync(join(filesDir, "legacy"), { recursive: true });
      writeFileSync(join(filesDir, storageKey), hostile);
      const id = await storeSubmission(
        db(),
        { kind: "application", lang: "de", name: "Alt", email: `alt${i}@example.de`, field: "gis", message: "Alt." },
        { attachment: { fileName, contentType: "application/pdf", size: hostile.length, storageKey } },
      );
      const { response } = await download(id);
      expectPdfDownload(response);
      expect(names(response.headers.get("content-disposition")), fileName).toEqual(expected);
    }
  });
});
