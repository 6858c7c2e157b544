import type { Page } from '@playwright/test';
import { expect, gotoRoute, spaced, test } from './support/fixtures';
import { expectLoginPage, type Locale } from './support/app';
import { currentRoute, signIn } from './support/auth';
import { screenshotAtWidths } from './support/screenshots';
import { openSignedIn } from './support/signedIn';
import { pickUserMenuItem } from './support/shell';
import { expectFullyTranslated, resourceText } from './support/translation';

/**
 * The bilingual sweep: every screen state of the portal, once in each language, is
 * checked for texts of the other language and raw keys (support/translation.ts), judged
 * by axe at 1280 and 1920 px (no serious or critical finding; an overlay state judges its
 * overlay, the page behind has its own state) and photographed at 1280 and 375 px into
 * screenshots/. The journeys elsewhere prove behaviour in one language; here the words
 * and the look are proven in both.
 */

interface Screen {
  /** Screenshot file prefix. */
  name: string;
  /** Brings the page to the screen state (in `locale`). */
  open: (page: Page, locale: Locale) => Promise<void>;
  /**
   * For a state that opens an overlay on a page another state judges already: the overlay,
   * the only part axe has not seen (the page behind is demo.one's product centre, judged
   * whole in product-centre-init at the same widths).
   */
  axeInclude?: string;
  /** Parts left out of axe (none unless a reason is given). */
  exclude?: string[];
  /** The widths axe judges the state at (default 1280 and 1920 px). */
  axeWidths?: number[];
  /** Runs after each resize, before the screenshot. */
  settle?: (page: Page, locale: Locale) => Promise<void>;
}

const r = resourceText;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function productCentre(page: Page, locale: Locale) {
  await expect(heading(page, r(locale, 'product:title'))).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** demo.many picks a company in the chooser, then opens `route` once the routing after the choice has settled. */
async function chooseCompany(page: Page, locale: Locale, company: RegExp, route = '/main-productCenter') {
  await openSignedIn(page, 'manyChoosing', { locale });
  await page.getByRole('dialog').getByRole('button', { name: company }).click();
  await expect.poll(() => currentRoute(page)).not.toMatch(/^\/(companyChoose|home(\?|$))/);
  await gotoRoute(page, route);
}

const SCREENS: Screen[] = [
  {
    name: 'login',
    open: async (page, locale) => {
      await gotoRoute(page, locale === 'en' ? '/login?lang=en' : '/login');
      await expectLoginPage(page, locale);
    },
  },
  {
    name: 'company-chooser',
    open: async (page, locale) => {
      await openSignedIn(page, 'manyChoosing', { locale });
      await expect(page.getByRole('dialog', { name: r(locale, 'enterprise:chooser.title') })).toBeVisible();
    },
  },
  {
    name: 'product-centre-init',
    open: async (page, locale) => {
      await openSignedIn(page, 'one', { locale, route: '/main-productCenter' });
      await productCentre(page, locale);
      await page.getByRole('button', { name: spaced(r(locale, 'product:action.subscribe')) }).click();
      await expect(page.getByRole('img', { name: /QR|二维码/ })).toBeVisible();
    },
  },
  {
    name: 'product-centre-submit',
    open: async (page, locale) => {
      await chooseCompany(page, locale, /Theta Default/);
      await productCentre(page, locale);
    },
  },
  {
    name: 'product-centre-endurance',
    open: async (page, locale) => {
      await chooseCompany(page, locale, /Epsilon Market/);
      await productCentre(page, locale);
    },
  },
  {
    name: 'product-centre-activate',
    open: async (page, locale) => {
      await openSignedIn(page, 'fund', { locale, route: '/main-productCenter' });
      await productCentre(page, locale);
      await page.getByRole('button', { name: spaced(r(locale, 'product:action.activate')) }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'big-home',
    open: async (page, locale) => {
      await openSignedIn(page, 'one', { locale, route: '/bigHome' });
      await expect(page.getByRole('heading', { name: r(locale, 'product:bigHome.pendingTasks') })).toBeVisible();
    },
  },
  {
    name: 'shell-menu-drawer',
    open: async (page, locale) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openSignedIn(page, 'one', { locale, route: '/main-productCenter' });
      await page.getByRole('banner').getByRole('button', { name: r(locale, 'shell:header.openMenu') }).click();
      await expect(page.getByRole('navigation', { name: r(locale, 'shell:nav.label') })).toBeVisible();
    },
    axeWidths: [375],
    // Back on a phone after the desktop screenshot: open the menu drawer again.
    settle: async (page, locale) => {
      const nav = page.getByRole('navigation', { name: r(locale, 'shell:nav.label') });
      if ((page.viewportSize()?.width ?? 1280) < 992 && !(await nav.isVisible())) {
        await page.getByRole('banner').getByRole('button', { name: r(locale, 'shell:header.openMenu') }).click();
        await expect(nav).toBeVisible();
      }
    },
  },
  {
    name: 'notifications-drawer',
    open: async (page, locale) => {
      await openSignedIn(page, 'one', { locale, route: '/main-productCenter' });
      await page.getByRole('button', { name: r(locale, 'notification:bell'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: r(locale, 'notification:title') }).getByRole('listitem').first()).toBeVisible();
    },
    axeInclude: '.ant-drawer',
  },
  {
    name: 'downloads',
    open: async (page, locale) => {
      await openSignedIn(page, 'one', { locale, route: '/main-productCenter' });
      await page.getByRole('button', { name: r(locale, 'download:button'), exact: true }).click();
      await expect(page.locator('.ant-popover .ant-table-row').first()).toBeVisible();
      await page.mouse.move(0, 0);
    },
    axeInclude: '.ant-popover:not(.ant-popover-hidden)',
  },
  {
    name: 'change-password',
    open: async (page, locale) => {
      await openSignedIn(page, 'one', { locale, route: '/main-productCenter' });
      await pickUserMenuItem(page, 'demo.one', r(locale, 'shell:userMenu.changePassword'));
      const dialog = page.getByRole('dialog', { name: r(locale, 'account:changePassword.title') });
      await dialog.getByRole('button', { name: spaced(r(locale, 'account:changePassword.submit')) }).click();
      await expect(dialog.getByText(r(locale, 'validation:oldPasswordRequired'), { exact: true })).toBeVisible();
    },
    axeInclude: '.ant-modal-wrap',
  },
  {
    name: 'idd-countdown',
    open: async (page, locale) => {
      await chooseCompany(page, locale, /Alpha Trading/, '/child-iDDPortal/home?menuKey=IDD&productType=IDD');
      await expect(page.getByRole('banner').getByRole('timer')).toBeVisible();
    },
  },
  {
    name: 'marketplace-cart',
    open: async (page, locale) => {
      await openSignedIn(page, 'fund', { locale, route: '/child-marketplacePortal/buyCar' });
      await expect(page.getByRole('banner').getByRole('button', { name: /^(Cart|购物车)/ })).toBeVisible();
    },
  },
  {
    name: 'store-binding',
    open: async (page, locale) => {
      await openSignedIn(page, 'one', { locale, route: '/child-accountSettingPortal/bindStore' });
      await expect(heading(page, /Store binding|店铺绑定/)).toBeVisible();
    },
  },
  {
    name: 'terms',
    open: async (page, locale) => {
      await gotoRoute(page, `/terms?lang=${locale}&doc=accountServicesZh`);
      await expect(page.getByRole('region').getByRole('img', { name: /1/ })).toBeVisible();
    },
    settle: async (page) => {
      // The viewer redraws 500 ms after a resize: wait until the page fits the new width.
      await expect
        .poll(() => page.getByRole('region').getByRole('img', { name: /1/ }).evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth))
        .toBe(true);
    },
  },
  {
    name: 'platform-agreement',
    open: async (page, locale) => {
      await gotoRoute(page, `/login?lang=${locale}`);
      await signIn(page, locale, 'demo.agreement');
      await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible();
    },
  },
  {
    name: 'not-found',
    open: async (page, locale) => {
      await gotoRoute(page, `/no-such-route?lang=${locale}`);
      await expect(page.getByRole('link').first()).toBeVisible();
    },
  },
];

/**
 * After a resize the shell re-lays itself out once its throttled width update has run
 * (500 ms): under 992 px the side menu becomes a drawer behind a menu button. Waits for
 * the layout of the new width on shell pages; other pages have neither.
 */
async function shellSettled(page: Page, locale: Locale) {
  const nav = page.getByRole('navigation', { name: r(locale, 'shell:nav.label') });
  const menuButton = page.getByRole('banner').getByRole('button', { name: r(locale, 'shell:header.openMenu') });
  if ((await nav.count()) + (await menuButton.count()) === 0) return;
  const phone = (page.viewportSize()?.width ?? 1280) < 992;
  await expect(menuButton).toHaveCount(phone ? 1 : 0);
}

for (const screen of SCREENS) {
  for (const locale of ['zh', 'en'] as const) {
    test(`${screen.name} (${locale}): in ${locale} only, axe, screenshots`, async ({ page, axe, consoleErrors }) => {
      await screen.open(page, locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en-US');
      await expectFullyTranslated(page, locale, screen.name);
      for (const width of screen.axeWidths ?? [1280, 1920]) {
        if (page.viewportSize()?.width !== width) {
          await page.setViewportSize({ width, height: width < 992 ? 812 : 1080 });
          await shellSettled(page, locale);
        }
        await axe({ label: `${screen.name} (${locale}, ${width})`, include: screen.axeInclude, exclude: screen.exclude });
      }
      await screenshotAtWidths(page, `${screen.name}-${locale}`, async (p) => {
        await shellSettled(p, locale);
        await screen.settle?.(p, locale);
      });
      expect(consoleErrors).toEqual([]);
    });
  }
}
