import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

/** A mail as the in-process SMTP server received it, headers and text decoded. */
export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  from: string;
  headers: Record<string, string>;
  subject: string;
  replyTo: string;
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Refuse the next `n` messages with a temporary error (451). */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no authentication) that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse > 0) {
          refuse--;
          const error = Object.assign(new Error("Mailbox temporarily unavailable, try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("latin1");
        mails.push(parseMail(raw, session));
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    refuseNext(n) {
      refuse = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, session: SMTPServerSession): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
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

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r\n/g, "");
  for (let i = 0; i < unfolded.length; i++) {
    const c = unfolded[i]!;
    if (c === "=" && /^[0-9A-F]{2}$/i.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(c.charCodeAt(0));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); blanks between two of them vanish. */
function decodeWords(value: string): string {
  const latin = value.replace(/(\?=)\s+(=\?)/g, "$1$2");
  const decoded = latin.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) => {
    if (kind.toUpperCase() === "B") return Buffer.from(data, "base64").toString("latin1");
    return decodeQuotedPrintable(data.replace(/_/g, " ")).toString("latin1");
  });
  // Bytes were kept as latin1 so that a character split across two words joins up again.
  return Buffer.from(decoded, "latin1").toString("utf8");
}
