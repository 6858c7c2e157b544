import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { get, post, signInAs, type Envelope } from '../testing/client';

/** The contract screen's calls (000 §2 "Contract screen", §4 "DIGIPO contract screen", §7 "Contracts"). */
type Contract = Record<string, string | null>;

const digipo = () => post<Contract | null>('/kj-contract/contractInfo/getDigipoServiceContractClient');
const platform = () => post<Contract | null>('/kj-contract/contractInfo/getPlatformServiceContractClient');
const cfca = () => post<Contract | null>('/kj-contract/contractInfo/getCfcaContractClient');
const signDigipo = (contractType = 'DIGIPO_SERVICE', locale: 'en-US' | 'zh-CN' = 'en-US') =>
  post('/kj-contract/contractInfo/signDigipoContract', { contractType }, { locale });
const signContract = (id: string, locale: 'en-US' | 'zh-CN' = 'en-US') => post('/kj-contract/contractInfo/signContract', undefined, { query: { id }, locale });

/** Uploads a signed copy as the screen does: kj-media, MKJ03CONTRACT / CCONTRACT012, busiKey = the contract's mediaId. */
async function uploadSignedCopy(busiKey: string, catgId = 'CCONTRACT012'): Promise<Envelope<{ id: string }>> {
  const url = new URL('/kj-media/media/opera/do/uploadMediaFile', window.location.origin);
  for (const [name, value] of Object.entries({ modelCode: 'MKJ03CONTRACT', catgId, busiKey, sysCode: 'KJ_SYSTEM' })) url.searchParams.set(name, value);
  const body = new FormData();
  body.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'signed.pdf', { type: 'application/pdf' }), 'signed.pdf');
  return (await (await fetch(url, { method: 'POST', headers: { 'accept-language': 'en-US' }, body })).json()) as Envelope<{ id: string }>;
}

async function choose(loginName: string, orgId: string): Promise<void> {
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId });
}

describe('kj-contract: the contract screen’s reads', () => {
  it('need a session and a chosen organisation', async () => {
    expect((await platform()).code).toBe('01100');
    expect((await cfca()).code).toBe('01100');
    await signInAs('demo.digipo');
    expect(await platform()).toMatchObject({ code: '30012', msg: 'Please select a company first.' });
    expect(await cfca()).toMatchObject({ code: '30012' });
    expect(await signDigipo()).toMatchObject({ code: '30012' });
    expect(await signContract('420016')).toMatchObject({ code: '30012' });
  });

  it('answers the platform service contract with its contractStatus: WAIT_SIGN for Zeta, SIGNED for demo.digipo, none for Epsilon', async () => {
    await choose('demo.many', '20016');
    expect((await platform()).data).toMatchObject({ id: '420016', contractType: 'PLATFORM_SERVICE', contractStatus: 'WAIT_SIGN', mediaId: 'MEDIAP20016', custId: '20016' });
    await get('/kj-web/sys/setOrgId', { orgId: '20015' });
    expect(await platform()).toMatchObject({ code: '200', data: null });
    await choose('demo.digipo', '20009');
    expect((await platform()).data).toMatchObject({ contractStatus: 'SIGNED' });
  });

  it('answers a CA-certified contract for demo.digipo only (the screen’s CA box)', async () => {
    await choose('demo.digipo', '20009');
    expect((await cfca()).data).toMatchObject({ contractType: 'CFCA', contractStatus: 'WAIT_SIGN', custId: '20009' });
    await choose('demo.many', '20016');
    expect(await cfca()).toMatchObject({ code: '200', data: null });
  });

  it('serves each contract’s service schedule, a PDF naming the company, as the kj-media file of its mediaId', async () => {
    await choose('demo.digipo', '20009');
    const response = await fetch(`${window.location.origin}/kj-media/media/opera/downloadFileById?fileId=MEDIA20009`, { headers: { 'accept-language': 'en-US' } });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(await response.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Digipo Demo Co., Ltd.');
    expect(text).toContain('DGP-2025-20009');
    const platformSchedule = await fetch(`${window.location.origin}/kj-media/media/opera/downloadFileById?fileId=MEDIAP20016`, { headers: { 'accept-language': 'en-US' } });
    expect(new TextDecoder('latin1').decode(await platformSchedule.arrayBuffer())).toContain('Platform Service Agreement');
    // The schedule is not one of the signed copies the screen lists under the mediaId.
    const signed = await post<unknown[]>('/kj-media/media/opera/showFileByCatgIdBusiKey', undefined, {
      query: { busiKey: 'MEDIA20009', modelCode: 'MKJ03CONTRACT', catgId: 'CCONTRACT012', sysCode: 'KJ_SYSTEM' },
    });
    expect(signed.data).toEqual([]);
  });
});

describe('kj-contract: signing the DIGIPO service contract (signDigipoContract)', () => {
  it('refuses before the signed copy is uploaded under the contract’s mediaId, in the request’s language', async () => {
    await choose('demo.digipo', '20009');
    expect(await signDigipo()).toMatchObject({ code: '30013', msg: 'Please upload the signed contract first.' });
    expect(await signDigipo('DIGIPO_SERVICE', 'zh-CN')).toMatchObject({ code: '30013', msg: '请先上传已签署的合同。' });
    // A copy elsewhere (another area, another key) does not count.
    await uploadSignedCopy('MEDIA20009', 'CCONTRACT001');
    await uploadSignedCopy('20009');
    expect(await signDigipo()).toMatchObject({ code: '30013' });
    expect((await digipo()).data).toMatchObject({ contractStatus: 'WAIT_SIGN' });
  });

  it('signs with the copy uploaded: the contract and its CA contract leave WAIT_SIGN, so routing no longer finds it', async () => {
    await choose('demo.digipo', '20009');
    expect((await uploadSignedCopy('MEDIA20009')).code).toBe('200');
    expect(await signDigipo()).toMatchObject({ code: '200', data: null });
    expect(await digipo()).toMatchObject({ code: '200', data: null });
    expect(await cfca()).toMatchObject({ code: '200', data: null });
    expect(db.contract.findFirst({ where: { id: { equals: '320009' } } })?.contractStatus).toBe('SIGNED');
    // Nothing is left to sign.
    expect(await signDigipo('DIGIPO_SERVICE', 'zh-CN')).toMatchObject({ code: '30013', msg: '没有待签署的合同。' });
  });

  it('signs Zeta’s contract (no CA contract) and leaves the other enterprises’ alone', async () => {
    await choose('demo.many', '20016');
    await uploadSignedCopy('MEDIA20016');
    expect((await signDigipo()).code).toBe('200');
    expect(await digipo()).toMatchObject({ data: null });
    expect(db.contract.findFirst({ where: { id: { equals: '320009' } } })?.contractStatus).toBe('WAIT_SIGN');
  });

  it('refuses another contract type and an enterprise without one', async () => {
    await choose('demo.many', '20016');
    expect(await signDigipo('PLATFORM_SERVICE')).toMatchObject({ code: '30013', msg: 'There is no contract waiting to be signed.' });
    await get('/kj-web/sys/setOrgId', { orgId: '20015' });
    expect(await signDigipo()).toMatchObject({ code: '30013', msg: 'There is no contract waiting to be signed.' });
  });
});

describe('kj-contract: signing the platform service contract (signContract?id)', () => {
  it('needs the signed copy, then signs; a second sign is refused', async () => {
    await choose('demo.many', '20016');
    expect(await signContract('420016')).toMatchObject({ code: '30013', msg: 'Please upload the signed contract first.' });
    await uploadSignedCopy('MEDIAP20016');
    expect(await signContract('420016')).toMatchObject({ code: '200' });
    expect((await platform()).data).toMatchObject({ contractStatus: 'SIGNED' });
    expect(await signContract('420016', 'zh-CN')).toMatchObject({ code: '30013', msg: '该合同已签署。' });
    // The DIGIPO contract of the same enterprise is its own matter.
    expect((await digipo()).data).toMatchObject({ contractStatus: 'WAIT_SIGN' });
  });

  it('refuses an unknown id, a contract of another enterprise, and the authorisation contract', async () => {
    await choose('demo.many', '20016');
    expect(await signContract('999')).toMatchObject({ code: '30013', msg: 'There is no contract waiting to be signed.' });
    expect(await signContract('420009')).toMatchObject({ code: '30011' });
    const auth = await post<string>('/kj-contract/contractInfo/getAuthContract', { enterpriseId: '20016' });
    expect(await signContract(auth.data)).toMatchObject({ code: '30013' });
  });
});
