import { describe, expect, it, rstest } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD, demoAccounts } from '@mocks/node';
import { renderApp } from '@tests/support/render';
import DemoAccounts, { DemoAccountList } from './DemoAccounts';

describe('demo accounts card (demo builds)', () => {
  it('lists every demo account with its password and a described scenario, collapsed at first', async () => {
    await renderApp(<DemoAccountList accounts={demoAccounts} onPick={rstest.fn()} />, { locale: 'en' });
    const card = screen.getByTestId('demo-accounts');
    expect(card.tagName).toBe('DETAILS');
    expect(card).not.toHaveAttribute('open');
    expect(screen.getByText('Demo accounts')).toBeInTheDocument();
    expect(screen.getByText(`Click an account to fill in the form. Every password is ${DEMO_PASSWORD}.`)).toBeInTheDocument();
    for (const account of demoAccounts) {
      const button = screen.getByRole('button', { name: `Fill in ${account.loginName}`, hidden: true });
      // Every scenario has a translated line, not the raw id, and names no address.
      const line = button.querySelector('span')?.textContent;
      expect(line).not.toBe(account.scenario);
      expect(line).not.toMatch(/\/|#|productType|=/);
    }
  });

  it('describes the scenarios in Chinese', async () => {
    await renderApp(<DemoAccountList accounts={demoAccounts} onPick={rstest.fn()} />, { locale: 'zh' });
    expect(screen.getByText('演示账号')).toBeInTheDocument();
    expect(screen.getByText('首次登录须设置新密码')).toBeInTheDocument();
  });

  it('hands the clicked account over', async () => {
    const user = userEvent.setup();
    const onPick = rstest.fn();
    await renderApp(<DemoAccountList accounts={demoAccounts} onPick={onPick} />, { locale: 'en' });
    await user.click(screen.getByText('Demo accounts'));
    await user.click(screen.getByRole('button', { name: 'Fill in demo.otp' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ loginName: 'demo.otp', password: DEMO_PASSWORD }));
  });

  it('reads the accounts through the mock’s door (@mocks/browser): every demo account, in the story’s order', async () => {
    await renderApp(<DemoAccounts onPick={rstest.fn()} />, { locale: 'en' });
    const card = await screen.findByTestId('demo-accounts');
    const names = within(card)
      .getAllByRole('button', { hidden: true })
      .map((button) => button.querySelector('code')?.textContent);
    expect(names).toEqual([
      // an established client, then onboarding a new one, the products, and the sign-in's security
      'demo.one', 'demo.many',
      'demo.kyc.cn', 'demo.kyc.os', 'demo.kyc.half', 'demo.kyc.back', 'demo.kyc.done', 'demo.agreement',
      'demo.file.cn', 'demo.file.hk', 'demo.file.os', 'demo.file.back', 'demo.file.done',
      'demo.drawback', 'demo.drawback.other',
      'demo.pre.new', 'demo.pre.stores', 'demo.pre.partial', 'demo.pre.done', 'demo.pre.apply',
      'demo.efin', 'demo.digipo', 'demo.fund',
      'demo.otp', 'demo.init', 'demo.reset', 'demo.none',
    ]);
    expect(screen.getByText(`Click an account to fill in the form. Every password is ${DEMO_PASSWORD}.`)).toBeInTheDocument();
  });
});
