import { describe, expect, it } from '@rstest/core';
import { SIGNED_CONTRACT_AREA } from '@mocks/db/models/media';
import { storePdf } from '@mocks/scenarios/states/media';
import { get, signInAs } from '@mocks/testing/client';
import { baseApi, ENTERPRISE_SCOPED_TAGS } from '@/shared/api';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { appStore } from '@tests/support/render';
import { contractApi } from './contractApi';

/** The calls the portal sends from now on ("POST /path"), in order. */
function recordCalls() {
  const requests = recordRequests();
  return async () => (await requests.all()).map((request) => `${request.method} ${request.path}`);
}

async function choose(loginName: string, orgId: string): Promise<void> {
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId });
}

const platformOf = (store: ReturnType<typeof appStore>) => contractApi.endpoints.getPlatformServiceContract.select()(store.getState()).data;

describe('contract screen endpoints (000 §2 "Contract screen", §7 "Contracts", §8)', () => {
  it('reads the platform service contract and the CA-certified contract of the chosen enterprise', async () => {
    await choose('demo.digipo', '20009');
    const store = appStore();
    expect(await store.dispatch(contractApi.endpoints.getPlatformServiceContract.initiate()).unwrap()).toMatchObject({ contractStatus: 'SIGNED' });
    expect(await store.dispatch(contractApi.endpoints.getCfcaContract.initiate()).unwrap()).toMatchObject({ contractType: 'CFCA', contractStatus: 'WAIT_SIGN' });
  });

  it('a failed contract fetch shows the message as an error toast and rejects', async () => {
    await signInAs('demo.digipo');
    const notices = recordNotices();
    const read = appStore().dispatch(contractApi.endpoints.getCfcaContract.initiate());
    await expect(read.unwrap()).rejects.toMatchObject({ code: '30012', message: 'Please select a company first.' });
    expect(notices.error).toEqual(['Please select a company first.']);
  });

  it('a refused sign shows the message as an error toast and rejects; nothing is refreshed', async () => {
    await choose('demo.digipo', '20009');
    const store = appStore();
    const read = store.dispatch(contractApi.endpoints.getCfcaContract.initiate());
    await read.unwrap();
    const notices = recordNotices();
    const calls = recordCalls();
    const sign = store.dispatch(contractApi.endpoints.signDigipoContract.initiate({ contractType: 'DIGIPO_SERVICE' }));
    await expect(sign.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please upload the signed contract first.' });
    expect(notices.error).toEqual(['Please upload the signed contract first.']);
    expect(await calls()).toEqual(['POST /kj-contract/contractInfo/signDigipoContract']);
    read.unsubscribe();
  });

  it('signing the DIGIPO contract with its copy uploaded refreshes the contract reads (the CA contract is signed with it)', async () => {
    await choose('demo.digipo', '20009');
    storePdf('contract-test-1', { ...SIGNED_CONTRACT_AREA, busiKey: 'MEDIA20009' }, 'signed.pdf');
    const store = appStore();
    const read = store.dispatch(contractApi.endpoints.getCfcaContract.initiate());
    expect(await read.unwrap()).not.toBeNull();
    await store.dispatch(contractApi.endpoints.signDigipoContract.initiate({ contractType: 'DIGIPO_SERVICE' })).unwrap();
    await expect.poll(() => contractApi.endpoints.getCfcaContract.select()(store.getState()).data).toBeNull();
    read.unsubscribe();
  });

  it('signing the platform contract by id refreshes its status; the enterprise-scoped tags include the contracts', async () => {
    await choose('demo.many', '20016');
    storePdf('contract-test-2', { ...SIGNED_CONTRACT_AREA, busiKey: 'MEDIAP20016' }, 'signed.pdf');
    const store = appStore();
    const read = store.dispatch(contractApi.endpoints.getPlatformServiceContract.initiate());
    const contract = await read.unwrap();
    expect(contract).toMatchObject({ id: '420016', contractStatus: 'WAIT_SIGN' });
    await store.dispatch(contractApi.endpoints.signContract.initiate(contract!.id!)).unwrap();
    await expect.poll(() => platformOf(store)?.contractStatus).toBe('SIGNED');
    // Another enterprise chosen (the portal's setOrganisation invalidates every enterprise-scoped tag): its contract is read.
    expect(ENTERPRISE_SCOPED_TAGS).toContain('Contract');
    await get('/kj-web/sys/setOrgId', { orgId: '20015' });
    store.dispatch(baseApi.util.invalidateTags([...ENTERPRISE_SCOPED_TAGS]));
    await expect.poll(() => platformOf(store)).toBeNull();
    read.unsubscribe();
  });
});
