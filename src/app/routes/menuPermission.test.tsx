import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { chooseForTest } from '@tests/support/session';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

let notices: NoticeRecord;

beforeEach(() => {
  sessionCleared();
  localStorage.clear();
  sessionStorage.clear();
  notices = recordNotices();
});

/** Signed in as demo.many, who chose `enterpriseId` (on the server too, as a choice does: setOrgId). */
async function signedInWith(enterpriseId: string) {
  await signInAs('demo.many');
  await get('/kj-web/sys/setOrgId', { orgId: enterpriseId });
  userSignedIn({ loginName: 'demo.many' });
  chooseForTest(enterpriseId);
}

describe('the menu permission check of the onboarding pages (001 §6)', () => {
  it('asks for the enterprise of the page and shows the page when its menu list is not empty', async () => {
    await signedInWith('20018');
    const requests = recordRequests();
    // A page that takes the id as given (the KYC wizards log out for an id not chosen: their own tests).
    await renderApp('/AdvanceCredit?id=20011');
    expect(await screen.findByRole('heading', { name: 'Advance credit' })).toBeInTheDocument();
    expect((await requests.to('/kj-sys/menu/getEnterpriseMenuList')).map((seen) => seen.body)).toEqual([{ enterpriseId: '20011' }]);
    expect(notices.all).toEqual([]);
  });

  it('checks the chosen enterprise when the page names none', async () => {
    await signedInWith('20011');
    const requests = recordRequests();
    await renderApp('/AdvanceCredit');
    await waitFor(async () => expect((await requests.to('/kj-sys/menu/getEnterpriseMenuList')).map((seen) => seen.body)).toEqual([{ enterpriseId: '20011' }]));
  });

  it.each([
    ['en', 'No permission. Please contact your administrator.'],
    ['zh', '暂无权限，请联系管理员。'],
  ] as const)('an empty list: the no-permission message (%s), then logout to /login', async (locale, message) => {
    // Iota Empty (20019) is demo.many's, but has no menu.
    await signedInWith('20019');
    const requests = recordRequests();
    const { route } = await renderApp('/CommKycFile?id=20019', { locale });
    await waitFor(() => expect(route()).toBe('/login'));
    expect(notices.all).toContainEqual({ kind: 'warning', text: message });
    expect(await requests.to('/sso-web/opera/logout')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /KYC/ })).toBeNull();
  });

  it('a failed check shows the error and a Retry that asks again, and does not log out', async () => {
    await signedInWith('20011');
    let failures = 1;
    server.use(
      http.post('*/kj-sys/menu/getEnterpriseMenuList', () => {
        if (failures === 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ code: '500', msg: 'down' });
      }),
    );
    const { route } = await renderApp('/kycFileCN?id=20011&status=INIT');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'KYC file' })).toBeInTheDocument();
    expect(route()).toBe('/kycFileCN?id=20011&status=INIT');
  });

  it('sends a visitor with no enterprise to /login without asking', async () => {
    const requests = recordRequests();
    const { route } = await renderApp('/contract');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(await requests.to('/kj-sys/menu/getEnterpriseMenuList')).toEqual([]);
  });
});
