import { describe, expect, it } from '@rstest/core';
import { get, post, signInAs } from '../testing/client';

const show = () => post<{ show: boolean; content: string | null; contentEn: string | null }>('/kj-sys/user/whetherShowNotice');
const close = () => post('/kj-sys/user/notice/close');
const choose = (orgId: string) => get('/kj-web/sys/setOrgId', { orgId });

describe('kj-sys: the top notice (000 §1, §7 "Shell and misc")', () => {
  it('needs a session and a chosen enterprise', async () => {
    expect((await show()).code).toBe('01100');
    expect((await close()).code).toBe('01100');
    await signInAs('demo.many');
    expect((await show()).code).toBe('30012');
  });

  it('shows the notice in both languages until closed, per account and enterprise', async () => {
    await signInAs('demo.many');
    await choose('20011');
    const before = await show();
    expect(before.code).toBe('200');
    expect(before.data.show).toBe(true);
    expect(before.data.content).toMatch(/维护/);
    expect(before.data.contentEn).toMatch(/maintenance/);

    expect((await close()).code).toBe('200');
    expect((await show()).data.show).toBe(false);

    // Another enterprise of the same account still shows it.
    await choose('20012');
    expect((await show()).data.show).toBe(true);

    // The close survives signing in again.
    await signInAs('demo.many');
    await choose('20011');
    expect((await show()).data.show).toBe(false);
  });
});
