import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/support/render';
import DemoPanel, { type DemoMail } from './DemoPanel';

const mail = (code: string, subjectKey: DemoMail['subjectKey'], used = false): DemoMail => ({
  id: code,
  to: 'one@demo.kj',
  subjectKey,
  code,
  sentAt: Date.UTC(2026, 10, 23, 8, 0, 0),
  used,
});

describe('demo panel (demo builds)', () => {
  it('shows the codes of the demo mailbox, read afresh each time it opens', async () => {
    const mailbox = [mail('482913', 'otp')];
    const readMailbox = rs.fn(() => mailbox);
    await renderApp(<DemoPanel onReset={() => undefined} readMailbox={readMailbox} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Demo data/ }));
    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.getByText(/One-time password/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Demo data/ }));
    mailbox.unshift(mail('771100', 'registration', true));
    await user.click(screen.getByRole('button', { name: /Demo data/ }));
    expect(await screen.findByText('771100')).toBeInTheDocument();
    expect(screen.getByText(/Registration code.*used/)).toBeInTheDocument();
  });

  it('says when the mailbox is empty, in Chinese too', async () => {
    await renderApp(<DemoPanel onReset={() => undefined} readMailbox={() => []} />, { locale: 'zh' });
    await userEvent.setup().click(screen.getByRole('button', { name: /演示数据/ }));
    expect(await screen.findByText('暂无邮件。您申请的验证码会显示在这里。')).toBeInTheDocument();
  });

  it('resets the demo data after confirmation', async () => {
    const onReset = rs.fn(async () => undefined);
    const reload = rs.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await renderApp(<DemoPanel onReset={onReset} readMailbox={() => []} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Demo data/ }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(onReset).not.toHaveBeenCalled();
    const confirm = await screen.findAllByRole('button', { name: 'Reset' });
    await user.click(confirm[confirm.length - 1]!);
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    reload.mockRestore();
  });
});
