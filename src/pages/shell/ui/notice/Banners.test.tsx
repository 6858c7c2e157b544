import { afterEach, describe, expect, it } from '@rstest/core';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/support/render';
import { RebrandBanner } from '../RebrandBanner';

configure({ asyncUtilTimeout: 8000 });

const innerWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = innerWidth;
});

describe('the shell banners on a phone', () => {
  it('at 1280 px the rebrand banner says its title and body', async () => {
    await renderApp(<RebrandBanner />);
    expect(await screen.findByText('A new look is coming')).toBeInTheDocument();
    expect(screen.getByText(/The portal is getting a new brand/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('at 375 px it is one line, its body behind More (so the page starts on the first screen), and Less folds it again', async () => {
    window.innerWidth = 375;
    await renderApp(<RebrandBanner />);
    expect(await screen.findByText('A new look is coming')).toBeInTheDocument();
    expect(screen.queryByText(/The portal is getting a new brand/)).toBeNull();
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(/The portal is getting a new brand/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(screen.queryByText(/The portal is getting a new brand/)).toBeNull();
  });
});
