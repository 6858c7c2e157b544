import { describe, expect, it } from '@rstest/core';
import { UsageError, WIP_SINCE, verifierOptions, type VerifyArgs } from './verifierOptions';

const pactFile = (provider: string) => `/repo/pacts/kj-portal-web-${provider}.json`;
const args = (more: Partial<VerifyArgs> = {}): VerifyArgs => ({ provider: 'kj-tools', url: 'http://127.0.0.1:4010', headers: [], ...more });

describe('pact:verify without a broker', () => {
  it('verifies the committed pact file and publishes nothing', () => {
    const options = verifierOptions(args(), {}, pactFile);
    expect(options).toMatchObject({ provider: 'kj-tools', providerBaseUrl: 'http://127.0.0.1:4010', pactUrls: ['/repo/pacts/kj-portal-web-kj-tools.json'] });
    expect(options.publishVerificationResult).toBeUndefined();
    expect(options.pactBrokerUrl).toBeUndefined();
    // No states URL: the states are taken to hold, nothing is called.
    expect(options.stateHandlers).toBeUndefined();
    expect(options.providerStatesSetupUrl).toBeUndefined();
  });

  it('hands every state to the states URL through state handlers (not the deprecated providerStatesSetupUrl), and adds each header to every request', () => {
    const options = verifierOptions(
      args({ statesUrl: 'http://127.0.0.1:4010/_pact/provider-states', headers: ['Cookie: kj_session=pact', 'X-Api-Key: k1'] }),
      {},
      pactFile,
    );
    expect(options.providerStatesSetupUrl).toBeUndefined();
    // Any state name has a handler (stateForwarding.test.ts: what it posts).
    expect(options.stateHandlers?.['a state no checkout knows']).toEqual({ setup: expect.any(Function), teardown: expect.any(Function) });
    expect(options.requestFilter).toEqual(expect.any(Function));
    expect(options.customProviderHeaders).toEqual(['Cookie: kj_session=pact', 'X-Api-Key: k1']);
  });

  it('refuses a missing provider or URL, a header without a name, and a provider version with nowhere to publish', () => {
    expect(() => verifierOptions(args({ provider: undefined }), {}, pactFile)).toThrow(UsageError);
    expect(() => verifierOptions(args({ url: undefined }), {}, pactFile)).toThrow(/--provider and --url are required/);
    expect(() => verifierOptions(args({ headers: ['kj_session=pact'] }), {}, pactFile)).toThrow(/'Name: value'/);
    expect(() => verifierOptions(args({ providerVersion: 'abc123' }), {}, pactFile)).toThrow(/set PACT_BROKER_BASE_URL/);
    expect(() => verifierOptions(args({ noWip: true }), {}, pactFile)).toThrow(/--no-pending, --no-wip and --wip-since choose among the broker's pacts: set PACT_BROKER_BASE_URL/);
  });
});

describe('pact:verify with a broker', () => {
  const broker = { PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_TOKEN: 't0ken' };

  const release = { providerVersion: '4f1c2e9', providerBranch: 'main' };

  it('fetches the portal\'s main-branch and deployed pacts, pending and work-in-progress ones included, and publishes the results for the provider version and branch', () => {
    const options = verifierOptions(args(release), broker, pactFile);
    expect(options).toMatchObject({
      pactBrokerUrl: 'https://broker.example.com',
      pactBrokerToken: 't0ken',
      consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
      enablePending: true,
      includeWipPactsSince: WIP_SINCE,
      publishVerificationResult: true,
      providerVersion: '4f1c2e9',
      providerVersionBranch: 'main',
    });
    expect(options.pactUrls).toBeUndefined();
  });

  it('turns work-in-progress pacts off, or takes them since another day, and pending pacts off with them', () => {
    const noWip = verifierOptions(args({ ...release, noWip: true }), broker, pactFile);
    expect(noWip.enablePending).toBe(true);
    expect(noWip.includeWipPactsSince).toBeUndefined();
    expect(verifierOptions(args({ ...release, wipSince: '2026-12-01' }), broker, pactFile).includeWipPactsSince).toBe('2026-12-01');
    const neither = verifierOptions(args({ providerVersion: '4f1c2e9', noPending: true, noWip: true }), broker, pactFile);
    expect(neither.enablePending).toBe(false);
    expect(neither.includeWipPactsSince).toBeUndefined();
  });

  it('refuses switches that contradict each other, a day that is not one, and pending pacts without the provider branch', () => {
    expect(() => verifierOptions(args({ ...release, noPending: true }), broker, pactFile)).toThrow(/Work-in-progress pacts are verified as pending: --no-pending needs --no-wip/);
    expect(() => verifierOptions(args({ ...release, noWip: true, wipSince: '2026-12-01' }), broker, pactFile)).toThrow(/contradict/);
    expect(() => verifierOptions(args({ ...release, wipSince: '1 Dec 2026' }), broker, pactFile)).toThrow(/--wip-since takes a day, YYYY-MM-DD/);
    expect(() => verifierOptions(args({ providerVersion: '4f1c2e9' }), broker, pactFile)).toThrow(/worked out for your branch: give --provider-branch/);
  });

  it('takes basic authentication instead of a token', () => {
    const basic = { PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_USERNAME: 'ci', PACT_BROKER_PASSWORD: 'secret' };
    expect(verifierOptions(args(release), basic, pactFile)).toMatchObject({ pactBrokerUsername: 'ci', pactBrokerPassword: 'secret' });
    expect(() => verifierOptions(args(release), { ...basic, PACT_BROKER_PASSWORD: '' }, pactFile)).toThrow(/both PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD/);
  });

  it('refuses to publish without the provider version', () => {
    expect(() => verifierOptions(args(), broker, pactFile)).toThrow(/--provider-version is required/);
  });
});
