import { test, expect, gotoRoute } from './support/fixtures';
import { expectLoginPage } from './support/app';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('login page, Chinese', async ({ page, axe }) => {
    await gotoRoute(page, '/login');
    await expectLoginPage(page, 'zh');
    await axe({ label: 'login (zh)' });
  });

  test('login page, English', async ({ page, axe }) => {
    await gotoRoute(page, '/login?lang=en');
    await expectLoginPage(page, 'en');
    await axe({ label: 'login (en)' });
  });

  test('placeholder page (/terms)', async ({ page, axe }) => {
    await gotoRoute(page, '/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe({ label: 'terms placeholder' });
  });
});
