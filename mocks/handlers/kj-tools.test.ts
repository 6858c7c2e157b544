import { describe, expect, it } from '@rstest/core';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import { brandingApi } from '@/pages/login/api/brandingApi';
import { BRANDING_SETTING_NAMES } from '@/pages/login/model/branding';
import { db } from '../db';
import { DEMO_BRANDING } from '../scenarios';
import { expectRefused } from '../testing/refused';

const url = () => `${window.location.origin}/kj-tools/configuration/website`;

async function website(body: unknown) {
  const response = await fetch(url(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: string; data: Record<string, string | null> | null };
}

describe('kj-tools website settings', () => {
  it('answers only the names asked for', async () => {
    const body = await website(['record.message', 'is.branded.version']);
    expect(body.code).toBe('200');
    expect(body.data).toEqual({
      'record.message': DEMO_BRANDING['record.message'],
      'is.branded.version': 'false',
    });
  });

  it('reads the database, so a changed setting is served', async () => {
    db.websiteSetting.update({ where: { name: { equals: 'is.branded.version' } }, data: { value: 'true' } });
    expect((await website(['is.branded.version'])).data).toEqual({ 'is.branded.version': 'true' });
  });

  it('leaves out names that are not configured', async () => {
    db.websiteSetting.delete({ where: { name: { equals: 'background.url' } } });
    expect((await website(['background.url', 'logo.url'])).data).toEqual({ 'logo.url': DEMO_BRANDING['logo.url'] });
  });

  it('rejects a body that is not a list of names', async () => {
    const body = await website({ names: 'logo.url' });
    expect(body.code).not.toBe('200');
    await expectRefused('POST /kj-tools/configuration/website');
  });

  it('serves the demo branding through the real website-configuration endpoint', async () => {
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const branding = await store.dispatch(brandingApi.endpoints.getWebsiteConfiguration.initiate([...BRANDING_SETTING_NAMES])).unwrap();
    expect(branding).toEqual({
      branded: false,
      logoUrl: expect.stringMatching(/^data:image\/svg\+xml/),
      backgroundUrl: expect.stringMatching(/^data:image\/svg\+xml/),
      recordMessage: DEMO_BRANDING['record.message'],
    });
  });
});
