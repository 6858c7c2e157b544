import { db } from '../db';
import { now } from './clock';
import { failure } from './errors';
import { newId, randomDigits } from './random';
import { updateSession, currentSession } from './session';

export type MailSubject = 'forgotPassword' | 'registration' | 'otp';

/** An e-mailed or OTP code is accepted for 10 minutes. */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

/** 000 §4 "Countdowns": 60 s for e-mailed codes, 59 s for the OTP. */
const COUNTDOWN_S = { forgotCodeSentAt: 60, enrollCodeSentAt: 60, otpSentAt: 59 } as const;
type CountdownField = keyof typeof COUNTDOWN_S;

/**
 * Refuses a new code while the previous one's countdown runs (code 30005), else notes the
 * time. The countdown belongs to the browser session, as the button's does.
 */
export function startCountdown(field: CountdownField): void {
  const last = currentSession()[field];
  if (last !== null && now() - last < COUNTDOWN_S[field] * 1000) throw failure('codeTooSoon');
  updateSession({ [field]: now() });
}

/** "Sends" a 6-digit code: it lands in the demo mailbox. */
export function sendCode(to: string, subjectKey: MailSubject): string {
  const code = randomDigits(6);
  db.mail.create({ id: newId(), to: to.toLowerCase(), subjectKey, code, sentAt: now(), usedAt: null });
  return code;
}

/**
 * Whether `code` is the latest code of this kind sent to `to`, unused and under 10
 * minutes old. An accepted code is used up.
 */
export function takeCode(to: string, subjectKey: MailSubject, code: unknown): boolean {
  const latest = db.mail
    .findMany({ where: { to: { equals: to.toLowerCase() }, subjectKey: { equals: subjectKey } } })
    .sort((a, b) => b.sentAt - a.sentAt)[0];
  if (!latest || latest.usedAt !== null || typeof code !== 'string') return false;
  if (now() - latest.sentAt >= CODE_LIFETIME_MS || latest.code !== code.trim()) return false;
  db.mail.update({ where: { id: { equals: latest.id } }, data: { usedAt: now() } });
  return true;
}
