import { describe, expect, it } from '@rstest/core';
import { demoAccountId } from '../scenarios/accounts';
import { MESSAGE_CATALOGUES } from '../messages';
import { get, post, signInAs } from '../testing/client';
import { expectRefused } from '../testing/refused';
import { MockFailure } from './errors';
import { requireEnterprise, signIn, signOut, updateSession, type EnterpriseSource } from './session';

/** The error code requireEnterprise throws for `source`, or the enterprise it grants. */
function outcome(source: EnterpriseSource): string {
  try {
    return `ok ${requireEnterprise(source).enterpriseId}`;
  } catch (error) {
    if (error instanceof MockFailure) return error.code;
    throw error;
  }
}

/** demo.one belongs to One Trade (20001) only; 20011 is demo.many's Alpha. */
const signInDemoOne = (chosen: string | null = null) => {
  signIn(demoAccountId('demo.one'));
  updateSession({ orgId: chosen });
};

describe('requireEnterprise: the enterprise of an enterprise-scoped call', () => {
  it('needs a session first (01100), whatever the call names', () => {
    signOut();
    expect(outcome({ chosen: true })).toBe('01100');
    expect(outcome({ requested: '20001' })).toBe('01100');
    expect(outcome({ requested: '', orChosen: true })).toBe('01100');
  });

  it('the chosen enterprise: 30012 before setOrgId, then the chosen one if the user belongs to it', () => {
    signInDemoOne();
    expect(outcome({ chosen: true })).toBe('30012');
    signInDemoOne('20001');
    expect(outcome({ chosen: true })).toBe('ok 20001');
    signInDemoOne('20011');
    expect(outcome({ chosen: true })).toBe('30011');
  });

  it('the request’s enterprise: a member’s is granted; a non-member’s and a missing id answer 30011', () => {
    signInDemoOne('20001');
    expect(outcome({ requested: '20001' })).toBe('ok 20001');
    expect(outcome({ requested: '20011' })).toBe('30011');
    // The chosen enterprise does not stand in for a missing id here.
    expect(outcome({ requested: '' })).toBe('30011');
  });

  it('the request’s enterprise, else the chosen one: 30012 when neither names one', () => {
    signInDemoOne();
    expect(outcome({ requested: '', orChosen: true })).toBe('30012');
    expect(outcome({ requested: '20011', orChosen: true })).toBe('30011');
    signInDemoOne('20001');
    expect(outcome({ requested: '', orChosen: true })).toBe('ok 20001');
    expect(outcome({ requested: '20011', orChosen: true })).toBe('30011');
  });
});

describe('requireEnterprise behind the handlers', () => {
  const menuOf = (body: Record<string, string>, locale: 'en-US' | 'zh-CN' = 'en-US') =>
    post('/agw-web/sys/getMenuByEnterprise', { sysChannel: 'kj_my', ...body }, { locale });

  it('answers a non-member and a missing id with the no-permission message, in the request’s language', async () => {
    await signInAs('demo.one');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const expected = { code: '30011', msg: MESSAGE_CATALOGUES[locale].noPermission, data: null };
      expect(await menuOf({ enterpriseId: '20011', loginName: 'demo.one' }, locale)).toMatchObject(expected);
      expect(await menuOf({ loginName: 'demo.one' }, locale)).toMatchObject(expected);
      expect(await get('/kj-web/sys/setOrgId', { orgId: '20011' }, { locale })).toMatchObject(expected);
      expect(await get('/kj-web/sys/setOrgId', {}, { locale })).toMatchObject(expected);
      // The missing ids break the document too; the mock's guard still answers them.
      await expectRefused('POST /agw-web/sys/getMenuByEnterprise', 'GET /kj-web/sys/setOrgId');
      expect(await post('/kj-sys/notification/getPushlistUndeal', { enterpriseId: '20011', userId: '10001' }, { locale })).toMatchObject(expected);
      expect(await get('/kj-kyc/product/listByEnterpriseIdByClient', { enterpriseId: '20011' }, { locale })).toMatchObject(expected);
    }
  });

  it('answers 30012 before an enterprise is chosen, where the call takes the chosen one', async () => {
    await signInAs('demo.one');
    // Each call as the document has it: most take no body, the task page takes one.
    for (const [path, body] of [
      ['/kj-sys/user/whetherShowNotice'],
      ['/kj-sys/notification/getNotificationcount'],
      ['/kj-contract/contractInfo/getDigipoServiceContractClient'],
      ['/kj-idd/marketSetting/getRemainingCloseTime'],
      ['/tools-web/mediaTreePakage/list'],
      ['/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks', {}],
    ] as const) {
      expect({ path, ...(await post(path, body)) }).toMatchObject({ path, code: '30012' });
    }
    expect((await get('/kj-kyc/product/listByEnterpriseIdByClient', {})).code).toBe('30012');
  });
});
