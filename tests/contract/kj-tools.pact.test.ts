import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { brandingApi } from '@/pages/login/api/brandingApi';
import { BRANDING_SETTING_NAMES } from '@/pages/login/model/branding';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { brandingConfigured } from './support/states';

const { regex, string } = MatchersV3;

const provider = pactWith('kj-tools');

describe('kj-tools, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('reads the login-page branding settings', async () => {
    await provider
      .addInteraction()
      .given(...brandingConfigured())
      .uponReceiving('a request for the four login-page branding settings')
      .withRequest('POST', '/kj-tools/configuration/website', (request) =>
        request
          .headers({ 'Accept-Language': regex('^(zh-CN|en-US)$', 'en-US') })
          // Pinned: the portal asks for exactly these four names, in this order.
          .jsonBody([...BRANDING_SETTING_NAMES]),
      )
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': regex('^application/json', 'application/json') }).jsonBody({
          code: '200',
          msg: string('success'),
          data: {
            'is.branded.version': regex('^(true|false|Y|N|1|0)$', 'true'),
            'logo.url': string('https://cdn.example.com/branding/logo.svg'),
            'record.message': string('沪ICP备2025000000号-1'),
            'background.url': string('https://cdn.example.com/branding/background.jpg'),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const store = createApiStore();
        const branding = await store.dispatch(brandingApi.endpoints.getWebsiteConfiguration.initiate([...BRANDING_SETTING_NAMES])).unwrap();
        expect(branding).toEqual({
          branded: true,
          logoUrl: 'https://cdn.example.com/branding/logo.svg',
          backgroundUrl: 'https://cdn.example.com/branding/background.jpg',
          recordMessage: '沪ICP备2025000000号-1',
        });
      });
  });
});
