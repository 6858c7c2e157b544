import { describe, expect, it } from '@rstest/core';
import { signInAs } from '@mocks/testing/client';
import { recordNotices } from '@tests/support/notices';
import { kycManagerApi } from './kycManagerApi';
import { appStore } from '@tests/support/render';

describe('KYC manager endpoints (001 §2.1 step 2, §7, §8)', () => {
  it('reads the registered user as the manager before the first save, then what was saved', async () => {
    await signInAs('demo.kyc.cn');
    const store = appStore();
    const subscription = store.dispatch(kycManagerApi.endpoints.getKycManager.initiate('20021'));
    expect(await subscription.unwrap()).toMatchObject({ id: null, email: 'kyc.cn@demo.kj' });
    await store
      .dispatch(kycManagerApi.endpoints.saveKycManager.initiate({ enterpriseId: '20021', firstName: 'Lei', lastName: 'Li' }))
      .unwrap();
    await expect.poll(() => kycManagerApi.endpoints.getKycManager.select('20021')(store.getState()).data?.firstName).toBe('Lei');
    subscription.unsubscribe();
  });

  it('next refuses a manager without a position with the server’s message', async () => {
    await signInAs('demo.kyc.cn');
    const notices = recordNotices();
    const next = appStore().dispatch(
      kycManagerApi.endpoints.advanceKycManager.initiate({ enterpriseId: '20021', position: [] }),
    );
    await expect(next.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please select at least one position.' });
    expect(notices.error).toEqual(['Please select at least one position.']);
  });
});
