import { describe, expect, it } from '@rstest/core';
import { msUntilClose, now } from '../lib/clock';
import { IDD_MARKET_CLOSE_TIME } from '../scenarios/shell';
import { get, post, signInAs } from '../testing/client';

const status = () => post<string | null>('/kj-idd/home/queryPlatformAgreementSignStatus');
const sign = () => post('/kj-idd/home/signPlatformAgreement');

describe('kj-idd: platform agreement', () => {
  it('needs a session', async () => {
    expect((await status()).code).toBe('01100');
    expect((await sign()).code).toBe('01100');
  });

  it('answers the PDF url while demo.agreement has not signed, and null once signed', async () => {
    await signInAs('demo.agreement');
    expect((await status()).data).toBe('/kj-media/demo-files/platform-agreement.pdf');
    expect((await sign()).code).toBe('200');
    expect((await status()).data).toBeNull();
  });

  it('answers null for everyone else', async () => {
    await signInAs('demo.one');
    expect(await status()).toMatchObject({ code: '200', data: null });
  });
});

describe('kj-idd: market-close countdown (000 §7 "Shell and misc")', () => {
  const remaining = () => post<number | null>('/kj-idd/marketSetting/getRemainingCloseTime');
  const choose = (orgId: string) => get('/kj-web/sys/setOrgId', { orgId });

  it('needs a session and a chosen enterprise', async () => {
    expect((await remaining()).code).toBe('01100');
    await signInAs('demo.many');
    expect((await remaining()).code).toBe('30012');
  });

  it('answers the milliseconds until the IDD enterprise closes (Alpha, 20011), less as time passes', async () => {
    await signInAs('demo.many');
    await choose('20011');
    const first = (await remaining()).data;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(24 * 3600 * 1000);
    const expected = msUntilClose(IDD_MARKET_CLOSE_TIME, now());
    expect(Math.abs((first ?? 0) - expected)).toBeLessThan(5000);
  });

  it('answers null when the countdown is not enabled (a non-IDD enterprise)', async () => {
    await signInAs('demo.many');
    await choose('20012');
    expect(await remaining()).toMatchObject({ code: '200', data: null });
  });
});

describe('msUntilClose', () => {
  const at = (time: string) => new Date(`2026-11-23T${time}`).getTime();
  it.each([
    ['17:00:00', '17:30:00', 30 * 60 * 1000],
    ['17:29:59', '17:30:00', 1000],
    ['17:30:00', '17:30:00', 24 * 3600 * 1000],
    ['18:00:00', '17:30:00', 23.5 * 3600 * 1000],
  ])('at %s, closing %s → %i ms', (time, close, expected) => {
    expect(msUntilClose(close, at(time))).toBe(expected);
  });
});
