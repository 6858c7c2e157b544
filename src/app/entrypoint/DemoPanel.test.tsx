import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/support/render';
import { demoAccounts } from '@mocks/node';
import { clearFaults, EVERY_CALL, FAULT_KINDS, listFaults, MAX_LATENCY_MS, removeFault, SERVICE_PREFIXES, setFault } from '@mocks/lib/faults';
import DemoPanel, { type DemoFaults, type DemoMail } from './DemoPanel';

type User = ReturnType<typeof userEvent.setup>;

/** The Node mock's fault switch, handed to the panel as the browser mock hands its own. */
const faults: DemoFaults = {
  list: listFaults,
  set: setFault,
  remove: removeFault,
  clear: clearFaults,
  kinds: FAULT_KINDS,
  prefixes: SERVICE_PREFIXES,
  everyCall: EVERY_CALL,
  maxLatencyMs: MAX_LATENCY_MS,
};

const mail = (code: string, subjectKey: DemoMail['subjectKey'], used = false): DemoMail => ({
  id: code,
  to: 'one@demo.kj',
  subjectKey,
  code,
  sentAt: Date.UTC(2026, 10, 23, 8, 0, 0),
  used,
});

/** Opens the panel, then its tools section (mailbox, faults, reset). */
async function openTools(user: User, label = /Demo data/, tools: string | RegExp = 'Tools') {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('button', { name: tools }));
}

const scenarios = { accounts: demoAccounts, requestSignIn: () => undefined };

describe('demo panel (demo builds)', () => {
  it('shows the codes of the demo mailbox, read afresh each time it opens', async () => {
    const mailbox = [mail('482913', 'otp')];
    const readMailbox = rs.fn(() => mailbox);
    await renderApp(<DemoPanel onReset={() => undefined} readMailbox={readMailbox} faults={faults} {...scenarios} />, { locale: 'en' });
    const user = userEvent.setup();
    await openTools(user);
    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.getByText(/One-time password/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Demo data/ }));
    mailbox.unshift(mail('771100', 'registration', true));
    await user.click(screen.getByRole('button', { name: /Demo data/ }));
    expect(await screen.findByText('771100')).toBeInTheDocument();
    expect(screen.getByText(/Registration code.*used/)).toBeInTheDocument();
  });

  it('says when the mailbox is empty, in Chinese too', async () => {
    await renderApp(<DemoPanel onReset={() => undefined} readMailbox={() => []} faults={faults} {...scenarios} />, { locale: 'zh' });
    await openTools(userEvent.setup(), /演示数据/, /^工\s*具$/);
    expect(await screen.findByText('暂无邮件。您申请的验证码会显示在这里。')).toBeInTheDocument();
  });

  it('resets the demo data after confirmation', async () => {
    const onReset = rs.fn(async () => undefined);
    const reload = rs.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await renderApp(<DemoPanel onReset={onReset} readMailbox={() => []} faults={faults} {...scenarios} />, { locale: 'en' });
    const user = userEvent.setup();
    await openTools(user);
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(onReset).not.toHaveBeenCalled();
    const confirm = await screen.findAllByRole('button', { name: 'Reset' });
    await user.click(confirm[confirm.length - 1]!);
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    reload.mockRestore();
  });

  it('switches a fault on for a service with latency (typed, Enter submits), lists it, removes it and clears all', async () => {
    await renderApp(<DemoPanel onReset={() => undefined} readMailbox={() => []} faults={faults} {...scenarios} />, { locale: 'en' });
    const user = userEvent.setup();
    await openTools(user);
    const region = await screen.findByRole('region', { name: 'Fault switch' });
    expect(within(region).getByText('No fault is switched on.')).toBeInTheDocument();

    const target = within(region).getByRole('combobox', { name: 'Target' });
    await user.clear(target);
    await user.type(target, '/kj-tools');
    await user.tab();
    const latency = within(region).getByRole('spinbutton', { name: 'Latency (ms)' });
    await user.clear(latency);
    await user.type(latency, '1500');
    // The fault kind stays HTTP 500 (the default); Enter in a field submits the form.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listFaults()).toEqual([{ target: '/kj-tools', kind: 'http500', latencyMs: 1500 }]));
    expect(within(region).getByText('HTTP 500, after 1500 ms')).toBeInTheDocument();

    setFault({ target: '/kj-sys/notification/getNotificationcount', kind: 'sessionExpired' });
    await user.clear(target);
    await user.type(target, '/kj-web');
    await user.tab();
    // Tab has reached the fault kind.
    const kind = within(region).getByRole('combobox', { name: 'Fault' });
    expect(kind).toHaveFocus();
    await user.click(kind);
    await user.click(await screen.findByTitle('Network error'));
    await user.clear(latency);
    await user.type(latency, '0');
    await user.click(within(region).getByRole('button', { name: 'Switch on' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    expect(listFaults()).toContainEqual({ target: '/kj-web', kind: 'networkError', latencyMs: 0 });

    await user.click(within(region).getByRole('button', { name: 'Switch off the fault on /kj-tools' }));
    expect(listFaults().map((fault) => fault.target)).toEqual(['/kj-sys/notification/getNotificationcount', '/kj-web']);
    await user.click(within(region).getByRole('button', { name: 'Switch all off' }));
    expect(listFaults()).toEqual([]);
    expect(within(region).getByText('No fault is switched on.')).toBeInTheDocument();
  });

  it('says in Chinese what is wrong with a target, and puts offline on every call', async () => {
    await renderApp(<DemoPanel onReset={() => undefined} readMailbox={() => []} faults={faults} {...scenarios} />, { locale: 'zh' });
    const user = userEvent.setup();
    await openTools(user, /演示数据/, /^工\s*具$/);
    const region = await screen.findByRole('region', { name: '故障开关' });
    const target = within(region).getByRole('combobox', { name: '目标' });
    await user.clear(target);
    await user.type(target, 'kj-sys');
    await user.tab();
    await user.click(within(region).getByRole('button', { name: /开\s*启/ }));
    expect(await within(region).findByText('请输入以 / 开头的路径，例如 /kj-sys。')).toBeInTheDocument();
    expect(listFaults()).toEqual([]);

    setFault({ target: '*', kind: 'offline' });
    await user.click(screen.getByRole('button', { name: /演示数据/ }));
    await user.click(screen.getByRole('button', { name: /演示数据/ }));
    const reopened = await screen.findByRole('region', { name: '故障开关' });
    expect(within(reopened).getByText('所有接口')).toBeInTheDocument();
    expect(within(reopened).getByText('离线（所有接口）')).toBeInTheDocument();
    expect(within(reopened).getByRole('button', { name: '关闭 所有接口 上的故障' })).toBeInTheDocument();
  });

  it('lists the scenarios in the story’s order, by business name, and signs the one clicked in from the login page', async () => {
    const requestSignIn = rs.fn();
    await renderApp(<DemoPanel onReset={() => undefined} readMailbox={() => []} faults={faults} accounts={demoAccounts} requestSignIn={requestSignIn} />, {
      locale: 'en',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Demo data/ }));
    const list = await screen.findByRole('list', { name: 'Scenarios' });
    const names = within(list).getAllByRole('button').map((button) => button.textContent);
    expect(names).toHaveLength(demoAccounts.length);
    expect(names.slice(0, 2)).toEqual(['An established trader: products, messages and downloads', 'A group with several companies to choose from']);
    // The tools wait behind their own button.
    expect(screen.queryByRole('region', { name: 'Fault switch' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'A company whose KYC was returned for correction' }));
    expect(requestSignIn).toHaveBeenCalledWith(expect.objectContaining({ loginName: 'demo.kyc.back', opens: '/CommKycFile?id=20024&status=BACK' }));
    // Not signed in: straight to the login page, whose demo list signs the account in.
    expect(window.location.hash).toMatch(/^#\/login\?demo=\d+$/);
  });

  it('hides and shows with F2, in Chinese too', async () => {
    await renderApp(<DemoPanel onReset={() => undefined} readMailbox={() => []} faults={faults} {...scenarios} />, { locale: 'zh' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /演示数据/ }));
    expect(await screen.findByText('按 F2 隐藏或显示此按钮。')).toBeInTheDocument();
    await user.keyboard('{F2}');
    expect(screen.queryByRole('button', { name: /演示数据/ })).toBeNull();
    await user.keyboard('{F2}');
    expect(screen.getByRole('button', { name: /演示数据/ })).toBeInTheDocument();
  });
});
