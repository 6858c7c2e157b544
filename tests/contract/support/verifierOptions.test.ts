import { describe, expect, it } from '@rstest/core';
import { UsageError, verifierOptions, type VerifyArgs } from './verifierOptions';

const pactFile = (provider: string) => `/repo/pacts/kj-portal-web-${provider}.json`;
const args = (more: Partial<VerifyArgs> = {}): VerifyArgs => ({ provider: 'kj-tools', url: 'http://127.0.0.1:4010', headers: [], ...more });

describe('pact:verify without a broker', () => {
  it('verifies the committed pact file and publishes nothing', () => {
    const options = verifierOptions(args(), {}, pactFile);
    expect(options).toMatchObject({ provider: 'kj-tools', providerBaseUrl: 'http://127.0.0.1:4010', pactUrls: ['/repo/pacts/kj-portal-web-kj-tools.json'] });
    expect(options.publishVerificationResult).toBeUndefined();
    expect(options.pactBrokerUrl).toBeUndefined();
    // No states URL: the states are taken to hold, nothing is called.
    expect(options.providerStatesSetupUrl).toBeUndefined();
  });

  it('calls the states URL around every interaction, and adds each header to every request', () => {
    const options = verifierOptions(
      args({ statesUrl: 'http://127.0.0.1:4010/_pact/provider-states', headers: ['Cookie: kj_session=pact', 'X-Api-Key: k1'] }),
      {},
      pactFile,
    );
    expect(options).toMatchObject({
      providerStatesSetupUrl: 'http://127.0.0.1:4010/_pact/provider-states',
      providerStatesSetupTeardown: true,
      customProviderHeaders: ['Cookie: kj_session=pact', 'X-Api-Key: k1'],
    });
  });

  it('refuses a missing provider or URL, a header without a name, and a provider version with nowhere to publish', () => {
    expect(() => verifierOptions(args({ provider: undefined }), {}, pactFile)).toThrow(UsageError);
    expect(() => verifierOptions(args({ url: undefined }), {}, pactFile)).toThrow(/--provider and --url are required/);
    expect(() => verifierOptions(args({ headers: ['kj_session=pact'] }), {}, pactFile)).toThrow(/'Name: value'/);
    expect(() => verifierOptions(args({ providerVersion: 'abc123' }), {}, pactFile)).toThrow(/set PACT_BROKER_BASE_URL/);
  });
});

describe('pact:verify with a broker', () => {
  const broker = { PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_TOKEN: 't0ken' };

  it('fetches the portal\'s main-branch and deployed pacts and publishes the results for the provider version and branch', () => {
    const options = verifierOptions(args({ providerVersion: '4f1c2e9', providerBranch: 'main' }), broker, pactFile);
    expect(options).toMatchObject({
      pactBrokerUrl: 'https://broker.example.com',
      pactBrokerToken: 't0ken',
      consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
      publishVerificationResult: true,
      providerVersion: '4f1c2e9',
      providerVersionBranch: 'main',
    });
    expect(options.pactUrls).toBeUndefined();
  });

  it('takes basic authentication instead of a token', () => {
    const basic = { PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_USERNAME: 'ci', PACT_BROKER_PASSWORD: 'secret' };
    expect(verifierOptions(args({ providerVersion: '4f1c2e9' }), basic, pactFile)).toMatchObject({ pactBrokerUsername: 'ci', pactBrokerPassword: 'secret' });
    expect(() => verifierOptions(args({ providerVersion: '4f1c2e9' }), { ...basic, PACT_BROKER_PASSWORD: '' }, pactFile)).toThrow(/both PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD/);
  });

  it('refuses to publish without the provider version', () => {
    expect(() => verifierOptions(args(), broker, pactFile)).toThrow(/--provider-version is required/);
  });
});
