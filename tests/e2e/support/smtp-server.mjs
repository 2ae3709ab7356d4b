/**
 * A real SMTP server on 127.0.0.1 (no TLS, no authentication) that keeps what it receives, with
 * headers and text decoded. The integration tests start it in their own process; the end-to-end
 * suite runs this file as a program (a webServer entry in playwright.config.ts):
 *
 *   node tests/e2e/support/smtp-server.mjs --smtp-port 4175 --http-port 4176
 *
 * and the specs read what arrived over HTTP on the loopback address: `GET /mails` (JSON, in the
 * order received), `DELETE /mails` (forget them). As a program it refuses every recipient whose
 * address contains "bounce" with 550, as a mailbox that does not exist would be refused.
 *
 * Plain JavaScript (types in JSDoc): Node runs it without a build step.
 */
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";

/**
 * A mail as the server received it, headers and text decoded.
 * @typedef {object} ReceivedMail
 * @property {string[]} to RCPT TO addresses.
 * @property {string} from MAIL FROM address.
 * @property {Record<string, string>} headers Header names in lower case.
 * @property {string} subject
 * @property {string} replyTo
 * @property {string} text
 * @property {string} raw
 */

/**
 * @typedef {object} TestSmtpServer
 * @property {string} url
 * @property {number} port
 * @property {ReceivedMail[]} mails
 * @property {(n: number) => void} refuseNext Refuse the next `n` messages with a temporary error (451).
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} SmtpServerOptions
 * @property {number} [port] 0 (the default) picks a free port.
 * @property {(address: string) => boolean} [refuseRecipient] Recipients to refuse for good (550).
 */

/**
 * Starts the server.
 * @param {SmtpServerOptions} [options]
 * @returns {Promise<TestSmtpServer>}
 */
export async function startSmtpServer({ port = 0, refuseRecipient = () => false } = {}) {
  /** @type {ReceivedMail[]} */
  const mails = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseRecipient(address.address)) {
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse > 0) {
          refuse--;
          callback(Object.assign(new Error("Mailbox temporarily unavailable, try again later"), { responseCode: 451 }));
          return;
        }
        mails.push(parseMail(Buffer.concat(chunks).toString("latin1"), session));
        callback(null);
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (server.server.address());
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    mails,
    refuseNext(n) {
      refuse = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {string} raw the message as received, bytes as latin1
 * @param {import("smtp-server").SMTPServerSession} session
 * @returns {ReceivedMail}
 */
export function parseMail(raw, session) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const bytes =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64")
        : Buffer.from(body, "latin1");
  return {
    to: session.envelope.rcptTo.map((r) => r.address),
    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
    headers,
    subject: headers.subject ?? "",
    replyTo: headers["reply-to"] ?? "",
    text: bytes.toString("utf8").replace(/\r\n/g, "\n"),
    raw,
  };
}

/**
 * @param {string} text
 * @returns {Buffer}
 */
function decodeQuotedPrintable(text) {
  /** @type {number[]} */
  const bytes = [];
  const unfolded = text.replace(/=\r\n/g, "");
  for (let i = 0; i < unfolded.length; i++) {
    const c = unfolded.charAt(i);
    if (c === "=" && /^[0-9A-F]{2}$/i.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(c.charCodeAt(0));
  }
  return Buffer.from(bytes);
}

/**
 * RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); blanks between two of them vanish.
 * @param {string} value
 * @returns {string}
 */
function decodeWords(value) {
  const latin = value.replace(/(\?=)\s+(=\?)/g, "$1$2");
  const decoded = latin.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
    (_, _charset, /** @type {string} */ kind, /** @type {string} */ data) => {
      if (kind.toUpperCase() === "B") return Buffer.from(data, "base64").toString("latin1");
      return decodeQuotedPrintable(data.replace(/_/g, " ")).toString("latin1");
    },
  );
  // Bytes were kept as latin1 so that a character split across two words joins up again.
  return Buffer.from(decoded, "latin1").toString("utf8");
}

/**
 * The program: the SMTP server plus its HTTP side for the specs, both on the loopback address.
 * @param {string[]} args
 */
async function main(args) {
  const { values } = parseArgs({ args, options: { "smtp-port": { type: "string" }, "http-port": { type: "string" } } });
  const smtpPort = Number(values["smtp-port"]);
  const httpPort = Number(values["http-port"]);
  if (!Number.isInteger(smtpPort) || !Number.isInteger(httpPort) || smtpPort <= 0 || httpPort <= 0) {
    throw new Error("usage: node tests/e2e/support/smtp-server.mjs --smtp-port N --http-port N");
  }
  const smtp = await startSmtpServer({ port: smtpPort, refuseRecipient: (address) => address.includes("bounce") });
  const http = createServer((req, res) => {
    if (req.url === "/mails" && req.method === "GET") {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      res.end(JSON.stringify(smtp.mails));
    } else if (req.url === "/mails" && req.method === "DELETE") {
      smtp.mails.length = 0;
      res.writeHead(204).end();
    } else {
      res.writeHead(404, { "content-type": "text/plain" }).end("GET /mails or DELETE /mails\n");
    }
  });
  await new Promise((resolve, reject) => {
    http.once("error", reject);
    http.listen(httpPort, "127.0.0.1", () => resolve(undefined));
  });
  console.log(`test mail server: SMTP ${smtp.url}, mails at http://127.0.0.1:${httpPort}/mails`);
  // Playwright stops the program with a signal when the tests end; nothing needs to be kept.
  const stop = () => process.exit(0);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((/** @type {unknown} */ error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
