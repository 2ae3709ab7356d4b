/**
 * Every environment variable the server reads, parsed once by one schema. A bad value stops the
 * server at start with one line naming the variable and the form it expects, before anything is
 * changed, instead of failing later (or silently falling back) deep inside a feature.
 *
 * An empty value counts as unset everywhere. Defaults that belong to a feature (chat limits,
 * models, retention) stay with the feature: here such variables are only checked.
 */
import { isIP, isIPv4 } from "node:net";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const DEFAULT_DATABASE_URL = "file:./data/site.db";
/** The admin password policy; password.server.ts enforces the same length when it is set. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export type DatabaseTarget = { dialect: "sqlite"; path: string } | { dialect: "postgres"; connectionString: string };

/** `file:PATH`, a bare path or `:memory:` → SQLite; `postgres://`/`postgresql://` → PostgreSQL. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: "postgres", connectionString: url };
  if (/^file:\/\//i.test(url)) return { dialect: "sqlite", path: fileURLToPath(url) };
  if (/^file:/i.test(url)) return { dialect: "sqlite", path: url.slice("file:".length) };
  // Two or more letters before ":" is a scheme (one letter would be a Windows drive).
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(url)?.[1];
  if (scheme !== undefined || url.trim() === "") {
    // Only the scheme goes into the message: the URL may carry credentials.
    throw new Error(
      `Unsupported DATABASE_URL${scheme ? ` scheme "${scheme}:"` : " (empty)"}: ` +
        `use file:PATH for SQLite or postgres://… for PostgreSQL.`,
    );
  }
  return { dialect: "sqlite", path: url };
}

const text = (max = 1000) => z.string().trim().min(1).max(max);
const wholeNumber = (min: number, max = 1_000_000_000) =>
  z.string().trim().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
const httpUrl = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/ }));
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.string().trim().toLowerCase().pipe(z.enum(values));

// Express "trust proxy" (expressjs.com/en/guide/behind-proxies.html): a hop count, true/false, or
// comma-separated addresses, CIDR subnets (10.0.0.0/8, fd00::/8, 10.0.0.0/255.0.0.0) and proxy-addr's
// names (loopback, linklocal, uniquelocal). Handed to Express as a number, a boolean or a list:
// Express reads a string "1" as the address 0.0.0.1, and an unknown name makes it throw per request.
const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);
function proxyEntry(part: string): string | undefined {
  if (proxyNames.has(part.toLowerCase())) return part.toLowerCase();
  const [address = "", prefix, ...rest] = part.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  if (prefix === undefined) return part;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128) ? part : undefined;
  return version === 4 && isIPv4(prefix) ? part : undefined;
}
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (/^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
    if (/^\d{1,3}$/.test(value)) return Number(value);
    const entries = value.split(",").map((part) => proxyEntry(part.trim()));
    if (entries.every((entry) => entry !== undefined)) return entries;
    ctx.addIssue({ code: "custom", message: "not a proxy setting" });
    return z.NEVER;
  });

const shape = {
  NODE_ENV: choice(["development", "production", "test"]).default("production"),
  PORT: wholeNumber(1, 65535).default(3000),
  HOST: z
    .string()
    .trim()
    .regex(/^[^\s/]+$/)
    .default("0.0.0.0"),
  BUILD_DIR: z.string().default("build"),
  DATABASE_URL: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      try {
        parseDatabaseUrl(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message, params: { ownLine: true } });
      }
    })
    .default(DEFAULT_DATABASE_URL),
  DATA_DIR: z.string().default("./data"),
  // Database faults (ADR 0016): statement and connection timeouts, the start-up retry window.
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(100, 600_000).default(5000),
  DB_CONNECT_TIMEOUT_MS: wholeNumber(100, 600_000).default(800),
  DB_START_RETRY_SECONDS: wholeNumber(0, 86_400).default(180),
  ADMIN_PASSWORD: z
    .string()
    .refine((value) => [...value].length >= MIN_ADMIN_PASSWORD_LENGTH)
    .optional(),
  ADMIN_EMAIL: z.string().trim().pipe(z.email()).optional(),
  AUDIT_RETENTION_DAYS: wholeNumber(1, 100_000).optional(),
  SESSION_SECRET: z
    .string()
    .refine((value) => value.split(",").some((part) => part.trim() !== ""))
    .optional(),
  SITE_URL: httpUrl.optional(),
  SITE_URL_EN: httpUrl.optional(),
  TRUST_PROXY: trustProxy.optional(),
  VISUAL_EDITOR: choice(["local-only"]).optional(),
  BLOG_SEED: choice(["on", "off"]).default("on"),
  SITE_BRAND: text(40).optional(),
  SITE_COMPANY: text(120).optional(),
  CONTACT_EMAIL: z.string().trim().pipe(z.email()).optional(),
  CONTACT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()/-]{6,25}$/)
    .optional(),
  REGISTER_URL: httpUrl.optional(),
  APP_URL: httpUrl.optional(),
  IOS_APP_URL: httpUrl.optional(),
  DOCS_URL: httpUrl.optional(),
  SUPPORT_URL: httpUrl.optional(),
  TIMBER_URL: httpUrl.optional(),
  CHAT_PROVIDER: choice(["offline", "gemini", "openai"]).optional(),
  GEMINI_API_KEY: text().optional(),
  GEMINI_MODEL: text(200).optional(),
  GEMINI_API_BASE: httpUrl.optional(),
  OPENAI_BASE_URL: httpUrl.optional(),
  OPENAI_API_KEY: text().optional(),
  OPENAI_MODEL: text(200).optional(),
  CHAT_IP_SALT: text().optional(),
  CHAT_RETENTION_DAYS: wholeNumber(1, 100_000).optional(),
  CHAT_RATE_PER_MINUTE: wholeNumber(1).optional(),
  CHAT_RATE_PER_DAY: wholeNumber(1).optional(),
  CHAT_RATE_PER_SESSION_MINUTE: wholeNumber(1).optional(),
  CHAT_RATE_TRANSLATE_PER_MINUTE: wholeNumber(1).optional(),
  E2E_FAULTS: choice(["0", "1"])
    .transform((value) => value === "1")
    .default(false),
  // Mail for the forms (contact, application, waitlist): notifications and acknowledgements.
  SMTP_URL: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^smtps?$/ }))
    .optional(),
  CONTACT_INBOX: z.string().trim().pipe(z.email()).optional(),
  FORM_RATE_PER_10_MINUTES: wholeNumber(1).optional(),
  MAIL_FROM: z.string().trim().pipe(z.email()).optional(),
  // The provider's legal details (legal notice, privacy policy). Required for a public site: a
  // missing one is reported at start, and the page leaves its line out instead of showing it empty.
  COMPANY_MANAGING_DIRECTORS: text(300).optional(),
  COMPANY_REGISTER_COURT: text(120).optional(),
  COMPANY_REGISTER_NUMBER: z
    .string()
    .trim()
    .regex(/^(HRA|HRB|GnR|PR|VR)\s?\d{1,6}(\s?[A-Z]{1,3})?$/)
    .optional(),
  COMPANY_VAT_ID: z
    .string()
    .trim()
    .regex(/^DE\s?\d{9}$/)
    .optional(),
  EDITORIAL_RESPONSIBLE: text(300).optional(),
  // Analytics: the tag manager container, loaded only after consent, and how long each choice is logged.
  GTM_ID: z
    .string()
    .trim()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional(),
  CONSENT_LOG_RETENTION_DAYS: wholeNumber(1, 100_000).optional(),
  // The Domain of the consent cookie, so both language hosts share one choice (ADR 0037); unset, host-only.
  CONSENT_COOKIE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^\.?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)
    .transform((value) => value.replace(/^\./, ""))
    .optional(),
  // HTTP caching: the Cache-Control of public pages and resources (app/lib/http-cache.server.ts).
  PAGE_CACHE_CONTROL: z
    .string()
    .trim()
    .regex(/^[a-z-]+(=\d{1,9})?(\s*,\s*[a-z-]+(=\d{1,9})?)*$/i)
    .optional(),
};

export type EnvVariable = keyof typeof shape;

/** What each variable must look like, for the error line ("Invalid PORT: expected …"). */
const expected: Record<EnvVariable, string> = {
  NODE_ENV: "development, production or test",
  PORT: "a whole number from 1 to 65535",
  HOST: "a host name or IP address to listen on",
  BUILD_DIR: "a folder",
  DATABASE_URL: "file:PATH for SQLite or postgres://… for PostgreSQL",
  DATA_DIR: "a folder",
  DB_STATEMENT_TIMEOUT_MS: "a whole number of milliseconds from 100 to 600000",
  DB_CONNECT_TIMEOUT_MS: "a whole number of milliseconds from 100 to 600000",
  DB_START_RETRY_SECONDS: "a whole number of seconds from 0 to 86400",
  ADMIN_PASSWORD: `at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`,
  ADMIN_EMAIL: "an e-mail address",
  AUDIT_RETENTION_DAYS: "a whole number of days, at least 1",
  SESSION_SECRET: "one or more comma-separated secrets",
  SITE_URL: "an http(s) address such as https://www.example.de",
  SITE_URL_EN: "an http(s) address such as https://en.example.de",
  TRUST_PROXY: "a number of proxies (1), true, false, or proxy addresses and subnets (loopback, 10.0.0.0/8)",
  VISUAL_EDITOR: "local-only",
  BLOG_SEED: "on or off",
  SITE_BRAND: "1 to 40 characters",
  SITE_COMPANY: "1 to 120 characters",
  CONTACT_EMAIL: "an e-mail address",
  CONTACT_PHONE: "a phone number such as +49 4102 8919 350",
  REGISTER_URL: "an http(s) address",
  APP_URL: "an http(s) address",
  IOS_APP_URL: "an http(s) address",
  DOCS_URL: "an http(s) address",
  SUPPORT_URL: "an http(s) address",
  TIMBER_URL: "an http(s) address",
  CHAT_PROVIDER: "offline, gemini or openai",
  GEMINI_API_KEY: "an API key",
  GEMINI_MODEL: "a model name",
  GEMINI_API_BASE: "an http(s) address",
  OPENAI_BASE_URL: "an http(s) address such as http://127.0.0.1:11434/v1",
  OPENAI_API_KEY: "an API key",
  OPENAI_MODEL: "a model name",
  CHAT_IP_SALT: "a secret",
  CHAT_RETENTION_DAYS: "a whole number of days, at least 1",
  CHAT_RATE_PER_MINUTE: "a whole number, at least 1",
  CHAT_RATE_PER_DAY: "a whole number, at least 1",
  CHAT_RATE_PER_SESSION_MINUTE: "a whole number, at least 1",
  CHAT_RATE_TRANSLATE_PER_MINUTE: "a whole number, at least 1",
  E2E_FAULTS: "1 or 0",
  SMTP_URL: "smtp://user:password@host:587 or smtps://…",
  CONTACT_INBOX: "an e-mail address",
  FORM_RATE_PER_10_MINUTES: "a whole number, at least 1",
  MAIL_FROM: "an e-mail address",
  COMPANY_MANAGING_DIRECTORS: "one or more names, comma-separated",
  COMPANY_REGISTER_COURT: "a register court such as Amtsgericht Lübeck",
  COMPANY_REGISTER_NUMBER: "a register number such as HRB 12345 HL",
  COMPANY_VAT_ID: "a German VAT id such as DE123456789",
  EDITORIAL_RESPONSIBLE: "a name and address",
  GTM_ID: "a Google Tag Manager container id such as GTM-ABC1234",
  CONSENT_LOG_RETENTION_DAYS: "a whole number of days, at least 1",
  CONSENT_COOKIE_DOMAIN: "a domain both SITE_URL and SITE_URL_EN belong to, such as .example.de",
  PAGE_CACHE_CONTROL: "Cache-Control directives such as public, max-age=0, s-maxage=60, stale-while-revalidate=600",
};

/** Values never repeated in an error line (they may leak into logs). */
const secret = new Set<EnvVariable>([
  "DATABASE_URL",
  "ADMIN_PASSWORD",
  "SESSION_SECRET",
  "GEMINI_API_KEY",
  "OPENAI_API_KEY",
  "CHAT_IP_SALT",
  "SMTP_URL",
]);

const siteOrigins = (e: { SITE_URL?: string | undefined; SITE_URL_EN?: string | undefined; PORT: number }) => ({
  SITE_URL: new URL(e.SITE_URL ?? `http://localhost:${e.PORT}`).origin,
  SITE_URL_EN: new URL(e.SITE_URL_EN ?? `http://en.localhost:${e.PORT}`).origin,
});

/** Whether a host belongs to a cookie domain (is it or one of its subdomains). */
const withinDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

const schema = z
  .object(shape)
  .superRefine((e, ctx) => {
    // A consent cookie for a domain a language host does not belong to is dropped by the browser
    // there: that host would ask on every page. A single label (".de") is a top-level domain.
    const domain = e.CONSENT_COOKIE_DOMAIN;
    if (domain === undefined) return;
    const hosts = Object.values(siteOrigins(e)).map((origin) => new URL(origin).hostname);
    const outside = hosts.filter((host) => !withinDomain(host, domain));
    if (outside.length > 0 || (!domain.includes(".") && domain !== "localhost"))
      ctx.addIssue({
        code: "custom",
        path: ["CONSENT_COOKIE_DOMAIN"],
        message:
          outside.length > 0
            ? `Invalid CONSENT_COOKIE_DOMAIN: ${outside.join(" and ")} ${outside.length > 1 ? "do" : "does"} not belong to "${domain}" (it must be a domain of both SITE_URL and SITE_URL_EN).`
            : `Invalid CONSENT_COOKIE_DOMAIN: "${domain}" is a top-level domain; use the site's own domain, such as .example.de.`,
        params: { ownLine: true },
      });
  })
  .transform((e) => ({ ...e, ...siteOrigins(e) }));

/** The parsed configuration; SITE_URL and SITE_URL_EN are origins (scheme and host, no path). */
export type Env = z.output<typeof schema>;

export const envVariables = Object.keys(shape) as EnvVariable[];

/** A configuration error: one line per invalid variable, nothing else (no stack trace is shown). */
export class EnvError extends Error {
  override name = "EnvError";
  constructor(readonly lines: string[]) {
    super(lines.join("\n"));
  }
}

function shown(value: string): string {
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);
}

/** Parses an environment (process.env, or a test's own record). Throws EnvError. */
export function parseEnv(raw: Readonly<Record<string, string | undefined>>): Env {
  const input: Record<string, string> = {};
  for (const name of envVariables) {
    const value = raw[name];
    if (value !== undefined && value.trim() !== "") input[name] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = issue.path[0] as EnvVariable;
    if (lines.has(name)) continue;
    if (issue.code === "custom" && issue.params?.ownLine) {
      lines.set(name, issue.message);
      continue;
    }
    const got = secret.has(name) ? "" : ` (got ${shown(input[name] ?? "")})`;
    lines.set(name, `Invalid ${name}: expected ${expected[name]}${got}.`);
  }
  throw new EnvError([...lines.values()]);
}

let cached: { fingerprint: string; env: Env } | undefined;

/**
 * The server's configuration from process.env. Parsed again only when one of its variables
 * changed since the last call (tests set variables between cases); otherwise the same object.
 */
export function env(): Env {
  let fingerprint = "";
  for (const name of envVariables) fingerprint += `${process.env[name] ?? ""}\0`;
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, env: parseEnv(process.env) };
  return cached.env;
}
