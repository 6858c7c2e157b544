import { describe, expect, it } from '@rstest/core';
import { get, signInAs } from '@mocks/testing/client';
import { menuApi } from '@/entities/menu';
import { productApi } from '@/entities/product';
import { userAccountApi } from '@/entities/session';
import { recordNotices } from '@tests/support/notices';
import { appStore } from '@tests/support/render';
import { exportDrawbackApi, type DrawbackForm } from '@/pages/export-drawback-kyc/api/exportDrawbackApi';
import { DEMO_ONE_TRADE_APPLICATION } from '@mocks/scenarios/states/drawback';

const api = exportDrawbackApi.endpoints;
const statusOf = (value: unknown) => (JSON.parse(String(value)) as { dictParam: string }).dictParam;

/** demo.one's application for its enterprise 20001, trading; channelId is the manager's remark. */
const FORM: DrawbackForm = DEMO_ONE_TRADE_APPLICATION;

describe('export-drawback endpoints (000 §4, §7, §8)', () => {
  it('step 1: the enterprise-info check resolves true, or shows the server’s message and rejects', async () => {
    await signInAs('demo.one');
    const store = appStore();
    const notices = recordNotices();
    const check = { enterpriseId: '20001', companyName: FORM.companyName, companyIdentCode: FORM.companyIdentCode, productType: FORM.productType };
    expect(await store.dispatch(api.checkEnterpriseInfo.initiate(check)).unwrap()).toBe(true);
    const taken = store.dispatch(api.checkEnterpriseInfo.initiate({ ...check, companyIdentCode: '91310115MA1K300011' }));
    await expect(taken.unwrap()).rejects.toMatchObject({ code: '30013', message: 'This unified social credit code belongs to another enterprise.' });
    expect(notices.error).toEqual(['This unified social credit code belongs to another enterprise.']);
  });

  it('step 2: a manager who is not the user gives false; the dialog’s updates make the check pass', async () => {
    await signInAs('demo.one');
    const store = appStore();
    const manager = { firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', telephone: '13900001111' };
    expect(await store.dispatch(userAccountApi.endpoints.validateUserAssociation.initiate(manager)).unwrap()).toBe(false);
    const prefill = store.dispatch(api.getEnterpriseManager.initiate('20001'));
    const { id, remark } = (await prefill.unwrap())!;
    expect(remark).toBe('KJCH20001');
    const details = { identNo: 'E12345678', firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', phone: '13900001111' };
    await store.dispatch(api.updateExportManager.initiate({ enterpriseId: '20001', id: id ?? null, sysUserId: '10001', identType: 'CREDENTIALS_ID', ...details })).unwrap();
    await store.dispatch(userAccountApi.endpoints.editManageUser.initiate({ id: id ?? undefined, sysUserId: '10001', identType: 'CREDENTIALS_ID', ...details })).unwrap();
    expect(await store.dispatch(userAccountApi.endpoints.validateUserAssociation.initiate(manager)).unwrap()).toBe(true);
    // The manager update refreshed the prefill's read.
    await expect.poll(() => api.getEnterpriseManager.select('20001')(store.getState()).data?.email).toBe('zhang.wei@demo.kj');
    prefill.unsubscribe();
  });

  it('step 3: applying refreshes the product centre (the product now under review), the menu and the record', async () => {
    await signInAs('demo.one');
    await get('/kj-web/sys/setOrgId', { orgId: '20001' });
    const store = appStore();
    const cards = store.dispatch(productApi.endpoints.listProductCentre.initiate('20001'));
    const menu = store.dispatch(menuApi.endpoints.getEnterpriseMenu.initiate({ enterpriseId: '20001', loginName: 'demo.one' }));
    const record = store.dispatch(api.getDrawbackRecord.initiate('20001'));
    await Promise.all([cards, menu, record]);
    expect(api.getDrawbackRecord.select('20001')(store.getState()).data).toBeNull();
    const menuFetchedAt = menuApi.endpoints.getEnterpriseMenu.select({ enterpriseId: '20001', loginName: 'demo.one' })(store.getState()).fulfilledTimeStamp;
    await store.dispatch(api.applyDrawback.initiate(FORM)).unwrap();
    await expect
      .poll(() => {
        const entries = productApi.endpoints.listProductCentre.select('20001')(store.getState()).data ?? [];
        return entries.filter((entry) => statusOf(entry.productType) === 'EXPORT_DRAWBACK_TRADE').map((entry) => statusOf(entry.productStatus));
      })
      .toEqual(['UNDER_REVIEW']);
    await expect.poll(() => api.getDrawbackRecord.select('20001')(store.getState()).data).toEqual(FORM);
    await expect
      .poll(() => menuApi.endpoints.getEnterpriseMenu.select({ enterpriseId: '20001', loginName: 'demo.one' })(store.getState()).fulfilledTimeStamp)
      .not.toBe(menuFetchedAt);
    [cards, menu, record].forEach((subscription) => subscription.unsubscribe());
  });
});
