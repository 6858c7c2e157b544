import { describe, expect, it } from '@rstest/core';
import { signInAs } from '@mocks/testing/client';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { kycEnterpriseApi } from './kycEnterpriseApi';
import { appStore } from '@tests/support/render';

/** The paths the portal calls from now on, in order. */
function recordPaths() {
  const requests = recordRequests();
  return async () => (await requests.all()).map((request) => request.path);
}

const ENTERPRISE = '20021';

describe('KYC enterprise endpoints (001 §2.1, §7, §8)', () => {
  it('reads the enterprise with its status and location', async () => {
    await signInAs('demo.kyc.cn');
    const enterprise = await appStore().dispatch(kycEnterpriseApi.endpoints.getKycEnterprise.initiate(ENTERPRISE)).unwrap();
    expect(enterprise).toMatchObject({ id: ENTERPRISE, status: 'INIT', location: 'TERRITORY' });
  });

  it('saves without advancing through updateInPortal, and reads again what the subscribed step shows', async () => {
    await signInAs('demo.kyc.cn');
    const store = appStore();
    const subscription = store.dispatch(kycEnterpriseApi.endpoints.getKycEnterprise.initiate(ENTERPRISE));
    await subscription.unwrap();
    const paths = recordPaths();
    await store
      .dispatch(kycEnterpriseApi.endpoints.saveKycEnterprise.initiate({ id: ENTERPRISE, registeredDetail: 'Pudong, Shanghai' }))
      .unwrap();
    await expect.poll(() => kycEnterpriseApi.endpoints.getKycEnterprise.select(ENTERPRISE)(store.getState()).data?.registeredDetail).toBe('Pudong, Shanghai');
    expect(await paths()).toEqual(['/kj-kyc/enterprise/updateInPortal', '/kj-kyc/enterprise/getByEnterpriseIdClient']);
    subscription.unsubscribe();
  });

  it('next goes through handleAfterUpdateInPortal; a refusal shows the server’s message and rejects, so the step stays', async () => {
    await signInAs('demo.kyc.cn');
    const notices = recordNotices();
    const paths = recordPaths();
    const result = appStore().dispatch(
      kycEnterpriseApi.endpoints.advanceKycEnterprise.initiate({ id: ENTERPRISE, registeredAreaCode: 'CHN' }),
    );
    await expect(result.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please enter the registered address.' });
    expect(await paths()).toEqual(['/kj-kyc/enterprise/handleAfterUpdateInPortal']);
    expect(notices.error).toEqual(['Please enter the registered address.']);
  });
});
