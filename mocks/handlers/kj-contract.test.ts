import { describe, expect, it } from '@rstest/core';
import { get, post, signInAs } from '../testing/client';

const contract = () => post<Record<string, string> | null>('/kj-contract/contractInfo/getDigipoServiceContractClient');

describe('kj-contract: DIGIPO service contract of the chosen enterprise', () => {
  it('needs a session and a chosen organisation', async () => {
    expect((await contract()).code).toBe('01100');
    await signInAs('demo.digipo');
    expect(await contract()).toMatchObject({ code: '30012', msg: 'Please select a company first.' });
  });

  it('answers mediaId and contractType for Zeta Digipo, null for Epsilon Market', async () => {
    await signInAs('demo.many');
    await get('/kj-web/sys/setOrgId', { orgId: '20016' });
    expect((await contract()).data).toMatchObject({ mediaId: 'MEDIA20016', contractType: 'DIGIPO_SERVICE', contractStatus: 'WAIT_SIGN' });
    await get('/kj-web/sys/setOrgId', { orgId: '20015' });
    expect(await contract()).toMatchObject({ code: '200', data: null });
  });

  it('has one for demo.digipo’s enterprise', async () => {
    await signInAs('demo.digipo');
    await get('/kj-web/sys/setOrgId', { orgId: '20009' });
    expect((await contract()).data).toMatchObject({ mediaId: 'MEDIA20009' });
  });
});
