import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { MESSAGE_CATALOGUES, type MessageKey } from '../messages';
import { post, signInAs } from '../testing/client';

type Locale = 'en-US' | 'zh-CN';
const message = (locale: Locale, key: MessageKey) => MESSAGE_CATALOGUES[locale][key];

const CHECK = '/kj-sys/kjEnterprise/checkInitEnterpriseInfo';
const VALIDATE = '/kj-sys/user/validateUserAssociation';
const EDIT = '/kj-sys/user/editManageUser';

/** demo.one's own details (account 10001) and its enterprise 20001's step 1. */
const USER = { firstName: 'Demo', lastName: 'One', email: 'one@demo.kj', telephone: '13800000001' };
const COMPANY = { enterpriseId: '20001', companyName: '壹号贸易有限公司', companyIdentCode: '91310115MA1K300001', productType: 'EXPORT_DRAWBACK_TRADE' };
const UPDATE = { id: 'M1', sysUserId: '10001', identType: 'CREDENTIALS_ID', identNo: '11010519491231002X', firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', phone: '13900001111' };

const account = () => db.account.findFirst({ where: { id: { equals: '10001' } } })!;

describe('kj-sys: the enterprise-info check of drawback step 1 (000 §4, §5)', () => {
  it('needs a session and one of the user’s enterprises', async () => {
    expect((await post(CHECK, COMPANY)).code).toBe('01100');
    await signInAs('demo.one');
    expect((await post(CHECK, { ...COMPANY, enterpriseId: '20011' })).code).toBe('30011');
  });

  it('passes step 1 as filled in', async () => {
    await signInAs('demo.one');
    expect(await post(CHECK, COMPANY)).toMatchObject({ code: '200', data: true });
    // A code the enterprise does not have yet is fine while no other enterprise has it.
    expect(await post(CHECK, { ...COMPANY, companyIdentCode: '91440300MA5F999999', productType: 'EXPORT_DRAWBACK_PROD' })).toMatchObject({ code: '200', data: true });
  });

  it.each<[string, Record<string, string>, MessageKey]>([
    ['company name empty', { companyName: ' ' }, 'companyNameRequired'],
    ['credit code empty', { companyIdentCode: '' }, 'drawbackIdentCodeRequired'],
    ['credit code with a hyphen', { companyIdentCode: '91310115-MA1K3001' }, 'drawbackIdentCodeFormat'],
    ['credit code of another enterprise (Alpha 20011)', { companyIdentCode: '91310115MA1K300011' }, 'drawbackIdentCodeTaken'],
  ])('refuses %s with 30013 in both languages', async (_case, change, key) => {
    await signInAs('demo.one');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(CHECK, { ...COMPANY, ...change }, { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
    }
  });
});

describe('kj-sys: the user association of drawback step 2 (000 §4, 001 §8)', () => {
  it('needs a session', async () => {
    expect((await post(VALIDATE, USER)).code).toBe('01100');
    expect((await post(EDIT, UPDATE)).code).toBe('01100');
  });

  it.each<[string, Partial<typeof USER>, boolean]>([
    ['the user’s own details', {}, true],
    ['the names in the other order and the e-mail in capitals', { firstName: 'One', lastName: 'Demo', email: 'ONE@demo.kj' }, true],
    ['another first name', { firstName: 'Wei' }, false],
    ['another e-mail', { email: 'other@demo.kj' }, false],
    ['another phone', { telephone: '13900001111' }, false],
    // A KYC authorised person's phone is optional (001 §2.2 step 2): none is no difference.
    ['no phone', { telephone: '' }, true],
    ['no phone and another first name', { telephone: '', firstName: 'Wei' }, false],
  ])('%s: the data says whether they are the user’s', async (_case, change, same) => {
    await signInAs('demo.one');
    expect(await post(VALIDATE, { ...USER, ...change })).toMatchObject({ code: '200', data: same });
  });

  it.each<[string, Partial<typeof USER>, MessageKey]>([
    ['no last name', { lastName: '' }, 'kycFamilyNameRequired'],
    ['no first name', { firstName: '' }, 'kycFirstNameRequired'],
    ['a bad e-mail', { email: 'one@' }, 'emailFormat'],
    ['a phone with letters', { telephone: '138-0000' }, 'phoneFormat'],
  ])('checks the step 2 rules: %s', async (_case, change, key) => {
    await signInAs('demo.one');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(VALIDATE, { ...USER, ...change }, { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
    }
  });

  it('editManageUser gives the signed-in account the manager’s details, so the check passes next time', async () => {
    await signInAs('demo.one');
    const manager = { firstName: UPDATE.firstName, lastName: UPDATE.lastName, email: UPDATE.email, telephone: UPDATE.phone };
    expect((await post(VALIDATE, manager)).data).toBe(false);
    expect((await post(EDIT, UPDATE)).code).toBe('200');
    expect(account()).toMatchObject({ name: 'Zhang Wei', firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', telephone: '13900001111', loginName: 'demo.one' });
    expect((await post(VALIDATE, manager)).data).toBe(true);
  });

  it('editManageUser without a phone (a KYC authorised person’s is optional) keeps the account’s', async () => {
    await signInAs('demo.one');
    const before = account();
    expect((await post(EDIT, { ...UPDATE, phone: '' })).code).toBe('200');
    expect(account()).toMatchObject({ name: 'Zhang Wei', firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', telephone: before.telephone });
  });

  it('editManageUser takes a KYC authorised person’s passport number of up to 50 letters and digits (001 §8)', async () => {
    await signInAs('demo.one');
    expect((await post(EDIT, { ...UPDATE, identNo: 'P'.repeat(50) })).code).toBe('200');
  });

  it.each<[string, Record<string, string>, string, MessageKey]>([
    ['another user’s account', { sysUserId: '10002' }, '30011', 'noPermission'],
    ['an e-mail of another account', { email: 'many@demo.kj' }, '30008', 'emailRegistered'],
    ['an id number with symbols', { identNo: '1101-0519' }, '30013', 'drawbackIdNumberFormat'],
  ])('editManageUser refuses %s and changes nothing', async (_case, change, code, key) => {
    await signInAs('demo.one');
    const before = account();
    expect(await post(EDIT, { ...UPDATE, ...change })).toMatchObject({ code, msg: message('en-US', key) });
    expect(account()).toMatchObject({ name: before.name, email: before.email, telephone: before.telephone });
  });
});
