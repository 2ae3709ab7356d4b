import { e2e } from "../../../playwright.config";
import type { ReceivedMail } from "./smtp-server.mjs";

export type { ReceivedMail };

/**
 * What the end-to-end SMTP server (tests/e2e/support/smtp-server.mjs) has received so far, in
 * the order it arrived. Only the inbox server sends mail, so only the inbox spec finds any; its
 * tests pick their mails by an address or name of their own.
 */
export async function receivedMails(): Promise<ReceivedMail[]> {
  const res = await fetch(`${e2e.mail.api}/mails`);
  if (!res.ok) throw new Error(`the test mail server answered ${res.status}`);
  return (await res.json()) as ReceivedMail[];
}

/** The mails received for one recipient. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  return (await receivedMails()).filter((mail) => mail.to.includes(address));
}

/** Team notifications about one sender: to CONTACT_INBOX, with the sender as Reply-To. */
export async function notificationsAbout(sender: string): Promise<ReceivedMail[]> {
  return (await mailsTo(e2e.mail.inbox)).filter((mail) => mail.replyTo === sender);
}
