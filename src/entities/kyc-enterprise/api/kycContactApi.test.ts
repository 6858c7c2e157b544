import { describe, expect, it } from '@rstest/core';
import { get, signInAs } from '@mocks/testing/client';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { kycContactApi } from './kycContactApi';
import { appStore } from '@tests/support/render';

/** The requests the portal sent from now on, as "METHOD path?query" with their JSON bodies. */
function recordCalls() {
  const requests = recordRequests();
  return async () => (await requests.all()).map(({ method, path, search, body }) => ({ call: `${method} ${path}${search}`, body }));
}

const PERSON = {
  lastName: '李', firstName: '雷', email: 'li.lei@example.com', phone: '13800001234', phoneAreaCode: '86',
  identType: 'CREDENTIALS_ID', identNo: '310101199001010011', certificateIssuingPlaceCode: 'CHN', mediaId: 'M1',
};

describe('KYC legal persons and beneficial owners (001 §2.1 steps 3-4, §7, §8)', () => {
  it('reads the legal persons with the authorised person included (containsManager=true)', async () => {
    await signInAs('demo.kyc.done');
    const calls = recordCalls();
    const legals = await appStore().dispatch(kycContactApi.endpoints.getLegalPersons.initiate('20025')).unwrap();
    expect((await calls()).map((request) => request.call)).toEqual(['GET /kj-kyc/enterprise/listLegalByEnterpriseId?enterpriseId=20025&containsManager=true']);
    expect(legals).toEqual([expect.objectContaining({ managerPerson: 'Y' })]);
  });

  it('saves the list, each entry naming the enterprise, and reads the enterprise’s subscribed list again', async () => {
    await signInAs('demo.kyc.cn');
    const store = appStore();
    const subscription = store.dispatch(kycContactApi.endpoints.getLegalPersons.initiate('20021'));
    expect(await subscription.unwrap()).toEqual([]);
    const calls = recordCalls();
    await store.dispatch(kycContactApi.endpoints.saveLegalPersons.initiate([{ ...PERSON, enterpriseId: '20021' }])).unwrap();
    await expect.poll(() => kycContactApi.endpoints.getLegalPersons.select('20021')(store.getState()).data?.length).toBe(1);
    expect((await calls())[0]).toEqual({ call: 'POST /kj-kyc/enterprise/updateLegalInPortal', body: [{ ...PERSON, enterpriseId: '20021' }] });
    subscription.unsubscribe();
  });

  it('next on an empty director list shows the server’s message and rejects', async () => {
    await signInAs('demo.kyc.os');
    // An empty list names no enterprise: the server takes the chosen one.
    await get('/kj-web/sys/setOrgId', { orgId: '20022' });
    const notices = recordNotices();
    const next = appStore().dispatch(kycContactApi.endpoints.advanceLegalPersons.initiate([]));
    await expect(next.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please add at least one director.' });
    expect(notices.error).toEqual(['Please add at least one director.']);
  });

  it('next on the beneficial owners goes through handleAfterUpdateBeneficiaryInPortal and stores them', async () => {
    await signInAs('demo.kyc.cn');
    const store = appStore();
    const calls = recordCalls();
    const owner = { ...PERSON, contactRoleType: 'PERSONAL' as const, gender: 'MALE' as const, birthday: '1990-01-01' };
    const { email: _email, phone: _phone, phoneAreaCode: _area, ...wire } = owner;
    await store.dispatch(kycContactApi.endpoints.advanceBeneficialOwners.initiate([{ ...wire, enterpriseId: '20021' }])).unwrap();
    expect((await calls()).map((request) => request.call)).toEqual(['POST /kj-kyc/enterprise/handleAfterUpdateBeneficiaryInPortal']);
    const owners = await store.dispatch(kycContactApi.endpoints.getBeneficialOwners.initiate('20021')).unwrap();
    expect(owners).toEqual([expect.objectContaining({ contactRoleType: 'PERSONAL', birthday: '1990-01-01', enterpriseId: '20021' })]);
  });
});
