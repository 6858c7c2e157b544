import { describe, expect, it, rs } from '@rstest/core';
import { db } from '@mocks/db';
import { signInAs } from '@mocks/testing/client';
import { encryptForMock } from '@mocks/testing/encrypt';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { kycFileApi } from './kycFileApi';
import { appStore } from '@tests/support/render';
import { KYC_COMPANY as COMPANY } from '@tests/support/kycSamples';

/** The calls the portal sends from now on ("POST /path"), in order. */
function recordCalls() {
  const requests = recordRequests();
  return async () => (await requests.all()).map((request) => `${request.method} ${request.path}`);
}

const FRESH = '20021';
const BACK = '20024';

describe('KYC file wizard endpoints (001 §2.2, §7, §8)', () => {
  it('step 1: reads the enterprise by a POST body, saves it as next and gets the location; the read refreshes', async () => {
    await signInAs('demo.kyc.cn');
    const store = appStore();
    const read = store.dispatch(kycFileApi.endpoints.getKycFileEnterprise.initiate({ enterpriseId: FRESH }));
    expect(await read.unwrap()).toMatchObject({ id: FRESH, status: 'INIT', location: 'TERRITORY' });
    const calls = recordCalls();
    expect(await store.dispatch(kycFileApi.endpoints.saveKycFileEnterprise.initiate(COMPANY)).unwrap()).toBe('TERRITORY');
    await expect.poll(() => kycFileApi.endpoints.getKycFileEnterprise.select({ enterpriseId: FRESH })(store.getState()).data?.registeredDetail).toBe(COMPANY.registeredDetail);
    expect(await calls()).toEqual(['POST /kj-kyc/eKyc/saveEnterprise', 'POST /kj-kyc/eKyc/getEnterprise']);
    read.unsubscribe();
  });

  it('step 1: a refused next shows the server’s message and rejects, so the step stays', async () => {
    await signInAs('demo.kyc.cn');
    const notices = recordNotices();
    const next = appStore().dispatch(kycFileApi.endpoints.saveKycFileEnterprise.initiate({ ...COMPANY, registeredDetail: '' }));
    await expect(next.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please enter the registered address.' });
    expect(notices.error).toEqual(['Please enter the registered address.']);
  });

  it('step 2: back stages a draft the read then returns; next refuses a manager without a position', async () => {
    await signInAs('demo.kyc.cn');
    const store = appStore();
    const read = store.dispatch(kycFileApi.endpoints.getKycFileManager.initiate({ enterpriseId: FRESH }));
    expect(await read.unwrap()).toMatchObject({ id: null, email: 'kyc.cn@demo.kj' });
    await store.dispatch(kycFileApi.endpoints.stageKycFileManager.initiate({ enterpriseId: FRESH, manager: { firstName: 'Draft', position: [] } })).unwrap();
    await expect.poll(() => kycFileApi.endpoints.getKycFileManager.select({ enterpriseId: FRESH })(store.getState()).data?.firstName).toBe('Draft');
    const notices = recordNotices();
    const next = store.dispatch(kycFileApi.endpoints.saveKycFileManager.initiate({ enterpriseId: FRESH, position: [] }));
    await expect(next.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please select at least one position.' });
    expect(notices.error).toEqual(['Please select at least one position.']);
    read.unsubscribe();
  });

  it('step 3: reads legal, beneficiaries and shareholders; back sends the bundle as a draft', async () => {
    await signInAs('demo.kyc.back');
    const store = appStore();
    const contacts = await store.dispatch(kycFileApi.endpoints.getKycFileContacts.initiate(BACK)).unwrap();
    expect(contacts).toMatchObject({ enterpriseId: BACK, legal: expect.objectContaining({ managerPerson: 'N' }), stockholderList: [] });
    const requests = recordRequests();
    const draft = { enterpriseId: BACK, legal: contacts?.legal ?? null, beneficiaryList: [], stockholderList: [] };
    await store.dispatch(kycFileApi.endpoints.stageKycFileContacts.initiate(draft)).unwrap();
    expect((await requests.to('/kj-kyc/eKyc/stagedEnterpriseContact')).map((request) => request.body)).toEqual([JSON.parse(JSON.stringify(draft))]);
  });

  it('step 3: next refuses more than 50 shareholders with the server’s message', async () => {
    await signInAs('demo.kyc.back');
    const store = appStore();
    const legal = (await store.dispatch(kycFileApi.endpoints.getKycFileContacts.initiate(BACK)).unwrap())?.legal ?? null;
    const owner = { contactRoleType: 'PERSONAL' as const, gender: 'MALE' as const, birthday: '1980-01-01', lastName: 'Wang', firstName: 'Wu', identType: 'CREDENTIALS_ID', identNo: 'X1', certificateIssuingPlaceCode: 'CHN' };
    const body = { enterpriseId: BACK, legal, beneficiaryList: [owner], stockholderList: Array.from({ length: 51 }, () => owner) };
    const next = store.dispatch(kycFileApi.endpoints.saveKycFileContacts.initiate(body));
    await expect(next.unwrap()).rejects.toMatchObject({ code: '30013', message: 'At most 50 shareholders can be added.' });
  });

  it('step 4: submits the open-account form; the enterprise reads as SUBMIT', async () => {
    await signInAs('demo.kyc.back');
    const store = appStore();
    const read = store.dispatch(kycFileApi.endpoints.getKycFileEnterprise.initiate({ enterpriseId: BACK }));
    expect((await read.unwrap())?.status).toBe('BACK');
    await store.dispatch(kycFileApi.endpoints.submitOpenAccount.initiate({ enterpriseId: BACK, serviceAgreement: 'Y', mediaId: 'OA1' })).unwrap();
    await expect.poll(() => kycFileApi.endpoints.getKycFileEnterprise.select({ enterpriseId: BACK })(store.getState()).data?.status).toBe('SUBMIT');
    read.unsubscribe();
  });

  it('step 5: sends the encrypted passwords with encrypt: true', async () => {
    await signInAs('demo.kyc.cn');
    const requests = recordRequests();
    const password = encryptForMock('Trade#Pass1');
    await appStore().dispatch(kycFileApi.endpoints.saveTransactionPassword.initiate({ enterpriseId: FRESH, password, confirmPassword: password, encrypt: true })).unwrap();
    expect((await requests.to('/kj-kyc/eKyc/saveTransactionPassword')).map((request) => request.body)).toEqual([
      { enterpriseId: FRESH, password, confirmPassword: password, encrypt: true },
    ]);
    expect(db.kycTransactionPassword.count()).toBe(1);
  });

  it('downloads the service agreement under its content-disposition name, without a toast', async () => {
    await signInAs('demo.kyc.cn');
    const saved: string[] = [];
    const click = rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const notices = recordNotices();
    const result = await appStore().dispatch(kycFileApi.endpoints.downloadExportAgreement.initiate('大陆开户演示有限公司')).unwrap();
    expect(result.fileName).toBe('Service_agreement_大陆开户演示有限公司.pdf');
    expect(saved).toEqual([result.fileName]);
    click.mockRestore();
    expect(notices.error).toEqual([]);
  });
});
