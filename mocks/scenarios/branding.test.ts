import { describe, expect, it } from '@rstest/core';
import enCommon from '@/shared/i18n/locales/en-US/common.json';
import zhCommon from '@/shared/i18n/locales/zh-CN/common.json';
import { DEMO_BRANDING } from './branding';

const logoSvg = () => decodeURIComponent(DEMO_BRANDING['logo.url'].replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

describe('demo branding', () => {
  it("the logo reads the portal's one name, as the header inside says it, in both languages", () => {
    const words = [...logoSvg().matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(words).toEqual([zhCommon.appName, enCommon.appName]);
  });
});
