import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { env, EnvError, envVariables, parseEnv } from "~/config/env.server";

/** The error lines parseEnv reports for an environment. */
function errors(raw: Record<string, string>): string[] {
  try {
    parseEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).lines;
  }
  throw new Error("parseEnv accepted the environment");
}

describe("parseEnv", () => {
  it("has the defaults the README documents", () => {
    const e = parseEnv({});
    expect(e).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      BUILD_DIR: "build",
      DATABASE_URL: "file:./data/site.db",
      DATA_DIR: "./data",
      SITE_URL: "http://localhost:3000",
      SITE_URL_EN: "http://en.localhost:3000",
      BLOG_SEED: "on",
      E2E_FAULTS: false,
    });
    expect(e.ADMIN_PASSWORD).toBeUndefined();
    expect(e.TRUST_PROXY).toBeUndefined();
    expect(e.VISUAL_EDITOR).toBeUndefined();
    expect(e.CHAT_PROVIDER).toBeUndefined();
  });

  it("derives the default site addresses from PORT, and keeps only the origin of a given one", () => {
    const e = parseEnv({ PORT: "4100", SITE_URL_EN: "https://en.example.de/some/path/" });
    expect(e.SITE_URL).toBe("http://localhost:4100");
    expect(e.SITE_URL_EN).toBe("https://en.example.de");
  });

  it("treats an empty value as unset", () => {
    const e = parseEnv({ PORT: "", DATA_DIR: "", DATABASE_URL: "  ", BLOG_SEED: "", SITE_URL: "" });
    expect(e.PORT).toBe(3000);
    expect(e.DATA_DIR).toBe("./data");
    expect(e.DATABASE_URL).toBe("file:./data/site.db");
    expect(e.BLOG_SEED).toBe("on");
  });

  it("converts numbers, switches and choices", () => {
    const e = parseEnv({
      PORT: " 8080 ",
      CHAT_RATE_PER_MINUTE: "1000",
      CHAT_RETENTION_DAYS: "30",
      E2E_FAULTS: "1",
      BLOG_SEED: "OFF",
      CHAT_PROVIDER: " Gemini ",
    });
    expect(e).toMatchObject({
      PORT: 8080,
      CHAT_RATE_PER_MINUTE: 1000,
      CHAT_RETENTION_DAYS: 30,
      E2E_FAULTS: true,
      BLOG_SEED: "off",
      CHAT_PROVIDER: "gemini",
    });
  });

  it("reads TRUST_PROXY as Express means it", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
    expect(errors({ TRUST_PROXY: "yes please" })[0]).toMatch(/^Invalid TRUST_PROXY: expected /);
  });

  it.each([
    ["2", 2],
    [" 1 ", 1],
    ["TRUE", true],
    ["Loopback", ["loopback"]],
    ["linklocal,uniquelocal", ["linklocal", "uniquelocal"]],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/255.0.0.0, 192.168.1.1", ["10.0.0.0/255.0.0.0", "192.168.1.1"]],
    ["::1, fd00::/8", ["::1", "fd00::/8"]],
  ])("accepts the TRUST_PROXY form %j as Express documents it", (value, parsed) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(parsed);
  });

  it.each([
    "yes",
    "1.5",
    "-1",
    "1234",
    "10.0.0.0/33",
    "fd00::/129",
    "::1/255.0.0.0",
    "10.0.0.256",
    "loopback,",
    "local",
    "a.b.c.d",
    "10.0.0.0/8/8",
  ])("refuses the TRUST_PROXY value %j with one line at start", (value) => {
    expect(errors({ TRUST_PROXY: value })).toEqual([
      `Invalid TRUST_PROXY: expected a number of proxies (1), true, false, or proxy addresses and subnets (loopback, 10.0.0.0/8) (got ${JSON.stringify(value)}).`,
    ]);
  });

  it("hands Express a TRUST_PROXY it reads as meant: 1 is one hop, not the address 0.0.0.1", async () => {
    const { default: express } = await import("express");
    const trusts = (value: string) => {
      const app = express();
      app.set("trust proxy", parseEnv({ TRUST_PROXY: value }).TRUST_PROXY);
      return app.get("trust proxy fn") as (address: string, hop: number) => boolean;
    };
    expect(trusts("1")("127.0.0.1", 0)).toBe(true);
    expect(trusts("1")("127.0.0.1", 1)).toBe(false);
    expect(trusts("loopback, 10.0.0.0/8")("10.1.2.3", 0)).toBe(true);
    expect(trusts("loopback, 10.0.0.0/8")("192.0.2.1", 0)).toBe(false);
  });

  it("names the variable, the expected form and the value, in one line", () => {
    expect(errors({ PORT: "abc" })).toEqual(['Invalid PORT: expected a whole number from 1 to 65535 (got "abc").']);
    expect(errors({ PORT: "70000" })).toEqual(['Invalid PORT: expected a whole number from 1 to 65535 (got "70000").']);
    expect(errors({ CHAT_RATE_PER_MINUTE: "-1" })).toEqual([
      'Invalid CHAT_RATE_PER_MINUTE: expected a whole number, at least 1 (got "-1").',
    ]);
    expect(errors({ CHAT_RETENTION_DAYS: "soon" })).toEqual([
      'Invalid CHAT_RETENTION_DAYS: expected a whole number of days, at least 1 (got "soon").',
    ]);
    expect(errors({ BLOG_SEED: "maybe" })).toEqual(['Invalid BLOG_SEED: expected on or off (got "maybe").']);
    expect(errors({ SITE_URL: "javascript:alert(1)" })).toEqual([
      'Invalid SITE_URL: expected an http(s) address such as https://www.example.de (got "javascript:alert(1)").',
    ]);
    expect(errors({ VISUAL_EDITOR: "everyone" })).toEqual(['Invalid VISUAL_EDITOR: expected local-only (got "everyone").']);
    expect(errors({ E2E_FAULTS: "yes\nno" })).toEqual(['Invalid E2E_FAULTS: expected 1 or 0 (got "yes\\nno").']);
  });

  it("reports every bad variable, one line each", () => {
    expect(errors({ PORT: "x", NODE_ENV: "staging", HOST: "" })).toEqual([
      'Invalid NODE_ENV: expected development, production or test (got "staging").',
      'Invalid PORT: expected a whole number from 1 to 65535 (got "x").',
    ]);
  });

  it("never repeats a secret", () => {
    expect(errors({ ADMIN_PASSWORD: "short" })).toEqual(["Invalid ADMIN_PASSWORD: expected at least 12 characters."]);
    const [line] = errors({ DATABASE_URL: "mysql://root:hunter2@localhost/db" });
    expect(line).toBe('Unsupported DATABASE_URL scheme "mysql:": use file:PATH for SQLite or postgres://… for PostgreSQL.');
    expect(errors({ SESSION_SECRET: " , " })).toEqual(["Invalid SESSION_SECRET: expected one or more comma-separated secrets."]);
  });

  it("accepts SQLite paths and PostgreSQL addresses", () => {
    expect(parseEnv({ DATABASE_URL: "file:/var/lib/site.db" }).DATABASE_URL).toBe("file:/var/lib/site.db");
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@db/site?options=-c%20search_path%3Dx" }).DATABASE_URL).toMatch(/^postgres:/);
  });

  it("covers every variable of the README's configuration table", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("Test-only variables"));
    const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
    expect(documented.size).toBeGreaterThan(30);
    expect([...documented].filter((name) => !envVariables.includes(name as never))).toEqual([]);
    // Read by the server but documented elsewhere: the build folder (with the tests) and the test faults (Blog).
    expect(envVariables.filter((name) => !documented.has(name))).toEqual(["BUILD_DIR", "E2E_FAULTS"]);
  });
});

describe("env()", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("parses process.env once and again only after a change", () => {
    vi.stubEnv("PORT", "4321");
    const first = env();
    expect(first.PORT).toBe(4321);
    expect(env()).toBe(first);
    vi.stubEnv("PORT", "4322");
    expect(env().PORT).toBe(4322);
    vi.stubEnv("PORT", "nope");
    expect(() => env()).toThrow(/^Invalid PORT/);
  });
});
