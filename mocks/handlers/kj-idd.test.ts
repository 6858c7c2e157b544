import { describe, expect, it } from '@rstest/core';
import { PLATFORM_AGREEMENT_URL } from '../scenarios';
import { post, signInAs } from '../testing/client';

const status = () => post<string | null>('/kj-idd/home/queryPlatformAgreementSignStatus', {});
const sign = () => post('/kj-idd/home/signPlatformAgreement', {});

describe('kj-idd: platform agreement', () => {
  it('needs a session', async () => {
    expect((await status()).code).toBe('01100');
    expect((await sign()).code).toBe('01100');
  });

  it('answers the PDF url while demo.agreement has not signed, and null once signed', async () => {
    await signInAs('demo.agreement');
    expect((await status()).data).toBe(PLATFORM_AGREEMENT_URL);
    expect((await sign()).code).toBe('200');
    expect((await status()).data).toBeNull();
  });

  it('answers null for everyone else', async () => {
    await signInAs('demo.one');
    expect(await status()).toMatchObject({ code: '200', data: null });
  });
});
