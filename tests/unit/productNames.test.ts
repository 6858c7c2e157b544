import { describe, expect, it } from '@rstest/core';
import { DEMO_DICTIONARIES } from '@mocks/scenarios/dictionaries';
import { menuTemplatesFor } from '@mocks/scenarios/menus';
import { PRODUCT_CATALOGUE } from '@mocks/scenarios/products';
import enOnboarding from '@/shared/i18n/locales/en-US/onboarding';
import enProduct from '@/shared/i18n/locales/en-US/product.json';
import enShell from '@/shared/i18n/locales/en-US/shell.json';
import zhOnboarding from '@/shared/i18n/locales/zh-CN/onboarding';
import zhProduct from '@/shared/i18n/locales/zh-CN/product.json';
import zhShell from '@/shared/i18n/locales/zh-CN/shell.json';

/**
 * One name per product: the e-finance product (000 §1 "e-finance (E_FINANCE)", MEUC8002
 * "e-finance") is named alike on its product-centre card, in the header's product switch
 * (the menu entry), in the product dictionary, in the quick entries, as the shell's area and
 * in the e-KYC wizard's title. The demo's seed data stands in for the server's names.
 */
describe('the e-finance product has one name', () => {
  const dictionary = DEMO_DICTIONARIES.find((definition) => definition.code === 'PRODUCT_TYPE')!.entries.find((entry) => entry.param === 'E_FINANCE')!;
  const menu = menuTemplatesFor('E_FINANCE').find((entry) => entry.menuCode === 'MEUC8002')!;
  const card = PRODUCT_CATALOGUE.E_FINANCE!;

  it.each([
    ['en', dictionary.en, enProduct, enShell, enOnboarding],
    ['zh', dictionary.zh, zhProduct, zhShell, zhOnboarding],
  ] as const)('%s', (locale, name, product, shell, onboarding) => {
    expect(card[locale]).toBe(name);
    expect(menu[locale]).toBe(name);
    expect(product.topEntry.MEUC8002).toBe(name);
    expect(product.bigHome.digitalFinance.title).toBe(name);
    expect(shell.subApp.areas['child-efinancePortal']).toBe(name);
    expect(onboarding.kycFile.page.titleEfin.startsWith(name)).toBe(true);
  });
});
