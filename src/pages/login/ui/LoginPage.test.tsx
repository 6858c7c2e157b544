import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithApp } from '../../../../tests/support/render';
import { LoginPage } from './LoginPage';

describe('login page branding (000 §1, §3)', () => {
  it('shows the deployment logo, record text and branded tag from the website settings', async () => {
    await renderWithApp(<LoginPage />, { locale: 'en' });
    const logo = await screen.findByRole('img', { name: 'Company logo' });
    expect(logo.getAttribute('src')).toBeTruthy();
    expect(await screen.findByTestId('record-message')).not.toBeEmptyDOMElement();
    expect(screen.getByText('Branded edition')).toBeInTheDocument();
  });

  it('renders in Chinese', async () => {
    await renderWithApp(<LoginPage />, { locale: 'zh' });
    expect(await screen.findByRole('img', { name: '企业标志' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  });

  it('renders server text as text, never as markup', async () => {
    server.use(
      http.post('*/kj-tools/configuration/website', () =>
        HttpResponse.json({
          code: '200',
          data: { 'is.branded.version': 'false', 'record.message': '<img src=x onerror="alert(1)">ICP 1' },
        }),
      ),
    );
    const { container } = await renderWithApp(<LoginPage />, { locale: 'en' });
    expect(await screen.findByTestId('record-message')).toHaveTextContent('<img src=x onerror="alert(1)">ICP 1');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.queryByText('Branded edition')).toBeNull();
    // No logo configured: the portal name stands in.
    expect(screen.getByRole('heading', { level: 2, name: 'Trade Finance Portal' })).toBeInTheDocument();
  });

  it('falls back to the default look when the settings call fails, without a toast', async () => {
    server.use(http.post('*/kj-tools/configuration/website', () => HttpResponse.json({ code: '500', msg: 'down' })));
    await renderWithApp(<LoginPage />, { locale: 'en' });
    await waitFor(() => expect(screen.getByTestId('login-page')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('heading', { level: 2, name: 'Trade Finance Portal' })).toBeInTheDocument();
    expect(screen.queryByText('down')).toBeNull();
  });
});
