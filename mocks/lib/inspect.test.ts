import { describe, expect, it } from '@rstest/core';
import { advanceMockClock } from './clock';
import { latestMailCode, readMailbox } from './inspect';
import { sendCode } from './mail';

describe('demo mailbox', () => {
  it('lists messages newest first, and the latest code per address and kind', () => {
    const first = sendCode('A@Example.com', 'registration');
    advanceMockClock(1000);
    const second = sendCode('b@example.com', 'otp');
    expect(readMailbox().map((mail) => [mail.to, mail.subjectKey, mail.code])).toEqual([
      ['b@example.com', 'otp', second],
      ['a@example.com', 'registration', first],
    ]);
    expect(latestMailCode('a@example.com')).toBe(first);
    expect(latestMailCode('b@example.com', 'registration')).toBeNull();
  });
});
