import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, Button, Select, Steps } from 'antd';
import { renderApp } from '@tests/support/render';
import { THEME_CLASS } from './appTheme';

/** The text of every style element antd injected. */
const injectedStyles = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

/** The icons antd draws itself, as the shell's announcements, the wizard's steps and a form's selects show them. */
function AntdOwnIcons() {
  return (
    <>
      <Alert type="info" showIcon closable={{ 'aria-label': 'Close the notice' }} title="Maintenance on Saturday" />
      <Alert type="success" showIcon title="A new brand" />
      <Steps current={1} items={[{ title: 'Step A' }, { title: 'Step B' }]} />
      <Select aria-label="Country" allowClear showSearch={{ optionFilterProp: 'label' }} defaultValue="CN" options={[{ value: 'CN', label: 'China' }]} />
    </>
  );
}

describe('AppProviders', () => {
  it("hides antd's own icons from assistive technology: a screen reader on a Chinese page heard 'info-circle', 'close', 'check'", async () => {
    const { container } = await renderApp(<AntdOwnIcons />, { locale: 'zh' });
    expect(container.querySelectorAll('.anticon').length).toBeGreaterThan(4);
    await waitFor(() => expect(screen.queryAllByRole('img')).toEqual([]));
    // …and the ones that appear later (the search icon of an opened select).
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await waitFor(() => expect(document.body.querySelector('.anticon-search')).not.toBeNull());
    await waitFor(() => expect(screen.queryAllByRole('img')).toEqual([]));
    // The controls keep their names; a select's clear button says it in the UI's language ('Clear' in antd's internals).
    expect(screen.getByRole('button', { name: 'Close the notice' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-select-clear')).toHaveAttribute('aria-label', '清除'));
  });

  it('declares the theme variables on a class the document root carries, so styles outside antd components resolve them', async () => {
    await renderApp(<Button>Any</Button>);
    expect(document.documentElement).toHaveClass(THEME_CLASS);
    // The variables the portal's CSS modules use (upload tiles, lists) are declared on that class.
    const declared = new RegExp(`\\.${THEME_CLASS}\\{[^}]*--ant-color-border:`);
    expect(injectedStyles()).toMatch(declared);
  });
});
