import { describe, expect, it } from '@rstest/core';
import { deployCommand, publishCommand } from './brokerCommands';

const git = { commit: '4f1c2e9a0b', branch: 'main', pactsChanged: false };
const broker = { PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_TOKEN: 't0ken' };

describe('pact:publish', () => {
  it('publishes pacts/ with Pact\'s CLI as the git commit and branch, credentials left in the environment', () => {
    const { command, args } = publishCommand(broker, git);
    expect(command).toBe('pact-broker');
    expect(args).toEqual(['publish', 'pacts', '--consumer-app-version', '4f1c2e9a0b', '--branch', 'main']);
    expect(args.join(' ')).not.toContain('t0ken');
  });

  it('takes basic authentication, and PACT_BRANCH on a detached HEAD', () => {
    const basic = { PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_USERNAME: 'ci', PACT_BROKER_PASSWORD: 'secret', PACT_BRANCH: 'release/2.1' };
    expect(publishCommand(basic, { ...git, branch: '' }).args).toEqual(['publish', 'pacts', '--consumer-app-version', '4f1c2e9a0b', '--branch', 'release/2.1']);
  });

  it('says which setting is missing', () => {
    expect(() => publishCommand({}, git)).toThrow(/Set PACT_BROKER_BASE_URL/);
    expect(() => publishCommand({ PACT_BROKER_BASE_URL: 'https://broker.example.com' }, git)).toThrow(/Set PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD/);
    expect(() => publishCommand({ PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_USERNAME: 'ci' }, git)).toThrow(/needs both/);
    expect(() => publishCommand(broker, { ...git, branch: '' })).toThrow(/set PACT_BRANCH/);
  });

  it('refuses pacts that are not committed: the version would not be the commit that made them', () => {
    expect(() => publishCommand(broker, { ...git, pactsChanged: true })).toThrow(/uncommitted changes/);
  });
});

describe('pact:can-i-deploy and pact:record-deployment', () => {
  it('ask whether the portal at the git commit can go to the environment, and record it there, with Pact\'s CLI, credentials left in the environment', () => {
    const canIDeploy = deployCommand('can-i-deploy', 'production', broker, git);
    expect(canIDeploy).toEqual({ command: 'pact-broker', args: ['can-i-deploy', '--pacticipant', 'kj-portal-web', '--version', '4f1c2e9a0b', '--to-environment', 'production'] });
    const recorded = deployCommand('record-deployment', 'production', broker, git);
    expect(recorded).toEqual({ command: 'pact-broker', args: ['record-deployment', '--pacticipant', 'kj-portal-web', '--version', '4f1c2e9a0b', '--environment', 'production'] });
    expect([...canIDeploy.args, ...recorded.args].join(' ')).not.toContain('t0ken');
  });

  it('take basic authentication too', () => {
    const basic = { PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_USERNAME: 'ci', PACT_BROKER_PASSWORD: 'secret' };
    expect(deployCommand('can-i-deploy', 'uat', basic, git).args).toContain('uat');
  });

  it('say which setting is missing', () => {
    for (const step of ['can-i-deploy', 'record-deployment'] as const) {
      expect(() => deployCommand(step, undefined, broker, git)).toThrow(/--environment is required/);
      expect(() => deployCommand(step, 'production', {}, git)).toThrow(/Set PACT_BROKER_BASE_URL/);
      expect(() => deployCommand(step, 'production', { PACT_BROKER_BASE_URL: 'https://broker.example.com' }, git)).toThrow(/Set PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD/);
      expect(() => deployCommand(step, 'production', { PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_PASSWORD: 'secret' }, git)).toThrow(/needs both/);
    }
  });
});
