import { DEMO_IDLE_TIMEOUT_MINUTES } from '../../src/shared/config/idleTimeoutDefaults';
import { currentRoute, signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { expectStep, kt, openWizardDirectly, textbox } from './support/kyc';

/**
 * The idle timeout end to end (the README's "Idle timeout"): a half-filled step of the
 * company KYC wizard, left alone, warns a minute before the deadline, signs out for
 * inactivity to the login page that says why, and signing in again brings the step back
 * with what was typed. The browser's clock is Playwright's (page.clock): it jumps over the
 * demo build's timeout (DEMO_IDLE_TIMEOUT_MINUTES) instead of waiting for it. The rules (what counts as activity, the tabs,
 * staying signed in) are the feature's unit and component tests.
 */

const L = 'en' as const;
const t = (key: string, params?: Record<string, string | number>) => kt(L, key, params);

test('a half-filled wizard step, idle: warned, signed out for inactivity, and back with the typed input after signing in again', async ({ page, consoleErrors }) => {
  await page.clock.install();
  // demo.kyc.half resumes on step 3, the legal person, still empty.
  await openWizardDirectly(page, 'half');
  await expectStep(page, L, 3);
  const familyName = () => textbox(page.getByRole('group', { name: t('identity:entry.legal', { n: 1 }), exact: true }), t('identity:field.lastName'));
  await familyName().fill('未保存的姓');

  // A minute before the timeout (the page's clock jumps), with no input since: the warning.
  await page.clock.fastForward((DEMO_IDLE_TIMEOUT_MINUTES - 1) * 60_000);
  const warning = page.getByRole('dialog', { name: t('shell:idle.title') });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: t('shell:idle.stay') })).toBeFocused();

  await page.clock.fastForward('01:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(t('login:signedOutIdle', { minutes: DEMO_IDLE_TIMEOUT_MINUTES }));

  await signIn(page, L, 'demo.kyc.half');
  await expect.poll(() => currentRoute(page)).toMatch(/^\/CommKycFile\?/);
  await expectStep(page, L, 3);
  await expect(familyName()).toHaveValue('未保存的姓');
  expect(consoleErrors).toEqual([]);
});
