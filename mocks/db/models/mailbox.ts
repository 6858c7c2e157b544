import { nullable, primaryKey } from '@mswjs/data';

/**
 * The demo mailbox: every e-mail the mock "sends" (forgot-password, registration and OTP
 * codes). The demo panel and tests read it instead of a real inbox.
 */
export const mailboxModels = {
  mail: {
    id: primaryKey(String),
    to: String,
    /** forgotPassword, registration or otp. */
    subjectKey: String,
    code: String,
    sentAt: Number,
    /** Set when the code was accepted: a code works once. */
    usedAt: nullable(Number),
  },
};
