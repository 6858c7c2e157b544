import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { get, post, signInAs } from '../testing/client';
import { expectRefused } from '../testing/refused';

type Entry = Record<string, string | number | null>;
const param = (value: unknown) => (JSON.parse(String(value)) as { dictParam: string }).dictParam;

const listCards = (enterpriseId?: string, locale: 'en-US' | 'zh-CN' = 'en-US') =>
  get<Entry[]>('/kj-kyc/productEnterprise/listProductInfo', enterpriseId ? { enterpriseId } : {}, { locale });
const validate = (enterpriseId: string, productType: string) =>
  post<boolean>('/kj-kyc/productEnterprise/validateProductKyc', { enterpriseId, productType });

describe('kj-kyc: product-centre cards (listProductInfo)', () => {
  it('needs a session and one of the user’s enterprises', async () => {
    expect((await listCards('20001')).code).toBe('01100');
    await signInAs('demo.one');
    // Without the required enterpriseId (a request the document does not allow), the mock
    // falls back to the chosen enterprise: none yet.
    expect((await listCards()).code).toBe('30012');
    await expectRefused('GET /kj-kyc/productEnterprise/listProductInfo');
    expect((await listCards('20011')).code).toBe('30011');
  });

  it('demo.one (20001, INIT): products to verify and an activated export drawback, with texts in both languages', async () => {
    await signInAs('demo.one');
    const body = await listCards('20001');
    expect(body.code).toBe('200');
    expect(body.data.map((entry) => [param(entry.productType), param(entry.productStatus), param(entry.enterpriseStatus)])).toEqual([
      ['E_FINANCE', 'NOT_APPROVED', 'INIT'],
      ['ACCOUNT', 'NOT_APPROVED', 'INIT'],
      ['EXPORT_DRAWBACK_PROD', 'ACTIVATED', 'INIT'],
      ['EXPORT_DRAWBACK_TRADE', 'NOT_APPROVED', 'INIT'],
    ]);
    expect(body.data[2]).toMatchObject({ menuCode: 'MEUCN9000', productNameEn: 'Export drawback (manufacturer)', productName: '出口退税（生产企业）' });
    const zh = await listCards('20001', 'zh-CN');
    expect(JSON.parse(String(zh.data[2]!.productStatus))).toEqual({ dictParam: 'ACTIVATED', displayName: '已开通' });
  });

  it('seeds an ENDURANCE enterprise with a product under review (Epsilon) and one without (demo.fund)', async () => {
    await signInAs('demo.many');
    const epsilon = await listCards('20015');
    expect(epsilon.data.map((entry) => param(entry.productStatus))).toContain('UNDER_REVIEW');
    expect(epsilon.data.every((entry) => param(entry.enterpriseStatus) === 'ENDURANCE')).toBe(true);
    await signInAs('demo.fund');
    const fund = await listCards('20007');
    expect(fund.data.map((entry) => [param(entry.productType), param(entry.productStatus)])).toEqual([
      ['IDD', 'NOT_APPROVED'],
      ['MARKET', 'ACTIVATED'],
      ['DIGIPO', 'NOT_APPROVED'],
    ]);
  });

  it('a REJECT enterprise has a FAILED product with the server message', async () => {
    await signInAs('demo.many');
    const delta = await listCards('20014');
    expect(delta.data.map((entry) => [param(entry.productStatus), entry.msg])).toEqual([['FAILED', 'KYC information was rejected.']]);
  });
});

describe('kj-kyc: validateProductKyc (000 §7, §8)', () => {
  it('needs a session, a product type and one of the user’s enterprises', async () => {
    expect((await validate('20001', 'E_FINANCE')).code).toBe('01100');
    await signInAs('demo.one');
    expect((await post('/kj-kyc/productEnterprise/validateProductKyc', { enterpriseId: '20001' })).code).toBe('400');
    await expectRefused('POST /kj-kyc/productEnterprise/validateProductKyc');
    expect((await validate('20011', 'IDD')).code).toBe('30011');
  });

  it('allows the KYC of a product the enterprise has, unless it FAILED', async () => {
    await signInAs('demo.one');
    expect(await validate('20001', 'E_FINANCE')).toMatchObject({ code: '200', data: true });
    expect((await validate('20001', 'IDD')).data).toBe(false);
    db.product.update({ where: { id: { equals: '2000102' } }, data: { productStatus: 'FAILED' } });
    expect((await validate('20001', 'E_FINANCE')).data).toBe(false);
  });

  it('refuses every product of a REJECT enterprise', async () => {
    await signInAs('demo.many');
    expect((await validate('20014', 'ACCOUNT')).data).toBe(false);
    expect((await validate('20012', 'E_FINANCE')).data).toBe(true);
  });
});
