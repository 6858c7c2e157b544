import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { chooseForTest } from '@tests/support/session';
import { renderApp } from '@tests/support/render';
import { BigHomePage } from './BigHomePage';

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function openBigHome(loginName: string, enterprise: { id: string; companyName: string; companyNameCn: string }, locale: 'en' | 'zh' = 'en') {
  signIn(demoAccountId(loginName));
  updateSession({ orgId: enterprise.id });
  userSignedIn({ loginName: loginName });
  chooseForTest(enterprise.id, { companyName: enterprise.companyName, companyNameCn: enterprise.companyNameCn });
  await renderApp(
    <Routes>
      <Route path="/bigHome" element={<BigHomePage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { locale, route: '/bigHome' },
  );
}

const ONE = { id: '20001', companyName: 'One Trade Co., Ltd.', companyNameCn: '壹号贸易有限公司' };
const EFIN = { id: '20008', companyName: 'E-Finance Demo Co., Ltd.', companyNameCn: '数字融资演示有限公司' };

afterEach(() => {
  sessionCleared();
});

describe('big home (000 §2 "Big home")', () => {
  it('introduces the current company, shows no pending tasks, and sends to the product centre for products not in the menu', async () => {
    const user = userEvent.setup();
    await openBigHome('demo.one', ONE);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, One Trade Co., Ltd.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-finance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending tasks' })).toBeInTheDocument();
    expect(screen.getByText('No pending tasks')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Company introduction' })).toBeInTheDocument();
    expect(screen.getByText(/^One Trade Co., Ltd. uses the platform/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Digital trade in the product centre' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find E-finance in the product centre' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/main-productCenter');
  });

  it('opens digital finance through its menu entry when the menu offers it', async () => {
    const user = userEvent.setup();
    await openBigHome('demo.efin', EFIN);
    const open = await screen.findByRole('button', { name: 'Open E-finance' });
    await user.click(open);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child-efinancePortal/page?menuKey=EFIN&productType=E_FINANCE'));
  });

  it('speaks Chinese, with the Chinese company name', async () => {
    await openBigHome('demo.one', ONE, 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '欢迎，壹号贸易有限公司' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '产品' });
    expect(within(section).getByRole('heading', { name: '电子融资' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: '数字贸易' })).toBeInTheDocument();
    expect(screen.getByText('暂无待办任务')).toBeInTheDocument();
  });
});
