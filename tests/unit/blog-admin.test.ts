import { describe, expect, it } from "vitest";
import { isLocalHost, visualEditorAllowed } from "~/admin/visual-editor/hosts";
import { sniffImage } from "~/features/media/image-type";
import { postFormValues, readPostForm } from "~/features/editor/post-form";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImage: the upload trusts magic bytes, not the client's type", () => {
  it("recognises PNG, JPEG, GIF, WebP and AVIF", () => {
    expect(sniffImage(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]))).toBe("png");
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"))).toBe("jpg");
    expect(sniffImage(bytes("GIF89a", [1, 0, 1, 0]))).toBe("gif");
    expect(sniffImage(bytes("GIF87a", [1, 0]))).toBe("gif");
    expect(sniffImage(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "mif1"))).toBe("avif");
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypavis"))).toBe("avif");
  });

  it("refuses SVG, HTML, PDF, HEIC, truncated headers and empty files", () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(sniffImage(bytes("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImage(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImage(bytes([0, 0, 0, 0x18], "ftypheic"))).toBeNull();
    expect(sniffImage(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBeNull();
    expect(sniffImage(bytes([0x89], "PNG"))).toBeNull();
    expect(sniffImage(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe("visual editor hosts (VISUAL_EDITOR=local-only)", () => {
  it("treats localhost, 127.x, ::1 and 192.168.x as local, with or without port", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "en.localhost:4302",
      "127.0.0.1",
      "127.8.9.10:80",
      "[::1]:3000",
      "::1",
      "192.168.178.20:3000",
    ]) {
      expect(isLocalHost(host), host).toBe(true);
    }
  });

  it("treats public names and other private ranges as not local", () => {
    for (const host of [
      "forestcrew.de",
      "www.forestcrew.de:443",
      "10.0.0.5",
      "172.16.0.1",
      "192.169.0.1",
      "localhost.evil.example",
      "128.0.0.1",
      "",
      null,
    ]) {
      expect(isLocalHost(host), String(host)).toBe(false);
    }
  });

  it("is open to every host by default and restricted only with local-only", () => {
    expect(visualEditorAllowed("forestcrew.de", undefined)).toBe(true);
    expect(visualEditorAllowed("forestcrew.de", "")).toBe(true);
    expect(visualEditorAllowed("forestcrew.de", "local-only")).toBe(false);
    expect(visualEditorAllowed("localhost:3000", "local-only")).toBe(true);
  });
});

describe("editor form values", () => {
  it("reads every field, keeps all tags in order, and defaults the language to German", () => {
    const form = new FormData();
    form.set("title", " Titel ");
    form.set("slug", "titel");
    form.append("tags", "Digitalisierung");
    form.append("tags", "Forst");
    form.append("tags", "");
    form.set("lang", "fr");
    const values = readPostForm(form);
    expect(values).toMatchObject({ title: " Titel ", slug: "titel", author: "", content: "", lang: "de", revision: "" });
    expect(values.tags).toEqual(["Digitalisierung", "Forst", ""]);
    form.set("lang", "en");
    expect(readPostForm(form).lang).toBe("en");
  });

  it("turns the CRLF line breaks of a form submission into \\n", () => {
    const form = new FormData();
    form.set("content", "## A\r\n\r\n| a |\r\n|---|\r\n");
    form.set("summary", "eins\rzwei");
    expect(readPostForm(form)).toMatchObject({ content: "## A\n\n| a |\n|---|\n", summary: "eins\nzwei" });
  });

  it("starts a new post empty in the site's language and an existing one from the post", () => {
    expect(postFormValues(undefined, "", "en")).toMatchObject({ title: "", tags: [], lang: "en", revision: "" });
    const values = postFormValues(
      {
        id: "post-1",
        slug: "a",
        title: "A",
        author: "B",
        date: "2026-01-01T00:00:00.000Z",
        tags: ["x"],
        summary: "S",
        content: "ignored",
        lang: "de",
        lastModified: "2026-01-01T00:00:00.000Z",
        revision: 4,
        status: "published",
      },
      "# Markdown",
      "en",
    );
    expect(values).toMatchObject({ title: "A", content: "# Markdown", revision: "4", lang: "de", coverImage: "", excerpt: "" });
  });
});
