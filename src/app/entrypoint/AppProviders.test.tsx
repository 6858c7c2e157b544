import { describe, expect, it } from '@rstest/core';
import { Button } from 'antd';
import { renderApp } from '@tests/support/render';
import { THEME_CLASS } from './AppProviders';

/** The text of every style element antd injected. */
const injectedStyles = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe('AppProviders: antd theme variables for the portal’s own styles', () => {
  it('declares the theme variables on a class the document root carries, so styles outside antd components resolve them', async () => {
    await renderApp(<Button>Any</Button>);
    expect(document.documentElement).toHaveClass(THEME_CLASS);
    // The variables the portal's CSS modules use (upload tiles, lists) are declared on that class.
    const declared = new RegExp(`\\.${THEME_CLASS}\\{[^}]*--ant-color-border:`);
    expect(injectedStyles()).toMatch(declared);
  });
});
