import { db } from '../db';
import type { MailSubject } from './mail';

export { currentCaptcha, issueCaptcha } from './captcha';

/** A message of the demo mailbox, as the demo panel and tests see it. */
export interface MailMessage {
  id: string;
  to: string;
  /** forgotPassword, registration or otp: the panel words the subject in its own language. */
  subjectKey: MailSubject;
  code: string;
  /** Epoch milliseconds (the mock's clock). */
  sentAt: number;
  /** The code has been accepted once and no longer works. */
  used: boolean;
}

/** Every message of the demo mailbox, newest first. */
export function readMailbox(): MailMessage[] {
  return db.mail
    .getAll()
    .sort((a, b) => b.sentAt - a.sentAt || Number(b.id > a.id) - Number(b.id < a.id))
    .map(({ id, to, subjectKey, code, sentAt, usedAt }) => ({ id, to, subjectKey: subjectKey as MailSubject, code, sentAt, used: usedAt !== null }));
}

/** The code of the newest message to `to` (of one kind, if given), or null. */
export function latestMailCode(to: string, subjectKey?: MailSubject): string | null {
  const wanted = to.toLowerCase();
  return readMailbox().find((mail) => mail.to === wanted && (!subjectKey || mail.subjectKey === subjectKey))?.code ?? null;
}
