import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { hashPassword } from '../lib/crypto/hash';
import { isSameUser } from '../lib/drawback';
import { DEMO_ACCOUNT_ROWS, DEMO_PASSWORD, demoAccounts } from './accounts';
import { DEMO_ENTERPRISES, DEMO_MEMBERSHIPS } from './enterprises';

const enterprisesOf = (loginName: string) =>
  (DEMO_MEMBERSHIPS[loginName] ?? []).map((id) => DEMO_ENTERPRISES.find((enterprise) => enterprise.id === id)!);

describe('demo accounts', () => {
  it('store SHA-256 of salt + the demo password, and no password in clear', async () => {
    for (const row of db.account.getAll()) {
      expect(await hashPassword(row.salt, DEMO_PASSWORD)).toBe(row.passwordHash);
      expect(JSON.stringify(row)).not.toContain(DEMO_PASSWORD);
    }
    expect(db.account.count()).toBe(DEMO_ACCOUNT_ROWS.length);
  });

  it('are listed for the presenter with login name, password, scenario and the page it opens', () => {
    // In the story's order (presenter's panel, login page), every account once.
    expect(demoAccounts.map((account) => account.loginName)).toEqual([
      'demo.one', 'demo.many',
      'demo.kyc.cn', 'demo.kyc.os', 'demo.kyc.half', 'demo.kyc.back', 'demo.kyc.done', 'demo.agreement',
      'demo.file.cn', 'demo.file.hk', 'demo.file.os', 'demo.file.back', 'demo.file.done',
      'demo.drawback', 'demo.drawback.other',
      'demo.pre.new', 'demo.pre.stores', 'demo.pre.partial', 'demo.pre.done', 'demo.pre.apply',
      'demo.efin', 'demo.digipo', 'demo.fund',
      'demo.otp', 'demo.init', 'demo.reset', 'demo.none',
    ]);
    expect([...demoAccounts.map((account) => account.loginName)].sort()).toEqual(DEMO_ACCOUNT_ROWS.map((row) => row.loginName).sort());
    expect(new Set(DEMO_ACCOUNT_ROWS.map((row) => row.id)).size).toBe(DEMO_ACCOUNT_ROWS.length);
    expect(new Set(DEMO_ENTERPRISES.map((enterprise) => enterprise.id)).size).toBe(DEMO_ENTERPRISES.length);
    expect(demoAccounts.every((account) => account.password === DEMO_PASSWORD && account.email.endsWith('@demo.kj'))).toBe(true);
    expect(new Set(demoAccounts.map((account) => account.scenario)).size).toBe(demoAccounts.length);
  });

  it('cover every routing branch with demo.many (000 §4 "After choosing an enterprise")', () => {
    const branches = enterprisesOf('demo.many').map(({ status, productType }) => `${status} ${productType}`);
    expect(branches).toEqual([
      'INIT IDD', 'BACK E_FINANCE', 'SUBMIT DIGIPO', 'REJECT ACCOUNT', 'ENDURANCE MARKET',
      'ENDURANCE DIGIPO', 'INIT DOC_EXCHANGE', 'SUBMIT DEFAULT_PRODUCT', 'INIT DEFAULT_PRODUCT', 'ENDURANCE MARKET',
    ]);
    expect(enterprisesOf('demo.many').filter((enterprise) => enterprise.emptyMenu).map((enterprise) => enterprise.companyName)).toEqual(['Iota Empty Ltd.']);
  });

  it('give the single-enterprise accounts the enterprise their scenario needs', () => {
    expect(enterprisesOf('demo.none')).toEqual([]);
    expect(enterprisesOf('demo.fund')).toEqual([expect.objectContaining({ status: 'ENDURANCE', productType: 'MARKET', enterpriseRole: 'FUND' })]);
    expect(enterprisesOf('demo.fund')[0]!.toPage).toBeUndefined();
    expect(enterprisesOf('demo.efin')).toEqual([expect.objectContaining({ status: 'INIT', productType: 'E_FINANCE' })]);
    expect(enterprisesOf('demo.digipo')).toEqual([expect.objectContaining({ status: 'ENDURANCE', productType: 'DIGIPO', digipoContract: true })]);
    // company KYC wizard (001 §2.1): one DEFAULT_PRODUCT enterprise each, in the state its scenario names
    expect(['demo.kyc.cn', 'demo.kyc.os', 'demo.kyc.half', 'demo.kyc.back', 'demo.kyc.done'].map((loginName) => enterprisesOf(loginName).map(({ status, locationName, productType }) => `${status} ${locationName} ${productType}`))).toEqual([
      ['INIT TERRITORY DEFAULT_PRODUCT'], ['INIT OVERSEAS DEFAULT_PRODUCT'], ['INIT TERRITORY DEFAULT_PRODUCT'], ['BACK TERRITORY DEFAULT_PRODUCT'], ['SUBMIT TERRITORY DEFAULT_PRODUCT'],
    ]);
    // KYC file wizard (001 §2.2): one IDD enterprise each (→ /kycFileCN), in the state its scenario names
    expect(['demo.file.cn', 'demo.file.hk', 'demo.file.os', 'demo.file.back', 'demo.file.done'].map((loginName) => enterprisesOf(loginName).map(({ status, locationName, productType }) => `${status} ${locationName} ${productType}`))).toEqual([
      ['INIT TERRITORY IDD'], ['INIT OVERSEAS IDD'], ['INIT OVERSEAS IDD'], ['BACK TERRITORY IDD'], ['SUBMIT TERRITORY IDD'],
    ]);
    // export-drawback wizard (000 §2 type=prefill): one INIT DEFAULT_PRODUCT enterprise each, with a menu (both drawback products to verify)
    for (const loginName of ['demo.drawback', 'demo.drawback.other']) {
      expect(enterprisesOf(loginName)).toEqual([expect.objectContaining({ status: 'INIT', locationName: 'TERRITORY', productType: 'DEFAULT_PRODUCT' })]);
      expect(enterprisesOf(loginName)[0]!.emptyMenu).toBeUndefined();
    }
    // pre-approval (001 §2.5, §2.6): one INIT DEFAULT_PRODUCT enterprise each, with a menu (the permission check) and E_FINANCE to verify
    for (const loginName of ['demo.pre.new', 'demo.pre.stores', 'demo.pre.partial', 'demo.pre.done', 'demo.pre.apply']) {
      const [enterprise] = enterprisesOf(loginName);
      expect(enterprise).toEqual(expect.objectContaining({ status: 'INIT', productType: 'DEFAULT_PRODUCT' }));
      expect(db.menu.count({ where: { enterpriseId: { equals: enterprise!.id } } })).toBeGreaterThan(0);
      expect(db.product.findFirst({ where: { enterpriseId: { equals: enterprise!.id }, productType: { equals: 'E_FINANCE' } } })?.productStatus).toBe('NOT_APPROVED');
    }
    for (const loginName of ['demo.one', 'demo.init', 'demo.reset', 'demo.otp', 'demo.agreement']) {
      expect(enterprisesOf(loginName)).toEqual([expect.objectContaining({ status: 'INIT', productType: 'DEFAULT_PRODUCT' })]);
    }
  });

  it('give demo.drawback a manager who is the account itself and demo.drawback.other one who is not (lib/drawback.ts isSameUser)', () => {
    const managerOf = (loginName: string) => {
      const [enterpriseId] = DEMO_MEMBERSHIPS[loginName]!;
      return JSON.parse(db.kycManager.findFirst({ where: { id: { equals: enterpriseId! } } })!.data) as Record<string, string>;
    };
    const accountOf = (loginName: string) => db.account.findFirst({ where: { loginName: { equals: loginName } } })!;
    const same = (loginName: string) => {
      const manager = managerOf(loginName);
      return isSameUser(accountOf(loginName), { lastName: manager.lastName!, firstName: manager.firstName!, email: manager.email!, phone: manager.phone! });
    };
    expect(accountOf('demo.drawback').telephone).toBe('13800000041');
    expect(same('demo.drawback')).toBe(true);
    expect(same('demo.drawback.other')).toBe(false);
    for (const loginName of ['demo.drawback', 'demo.drawback.other']) {
      expect(managerOf(loginName)).toEqual(expect.objectContaining({ identType: 'CREDENTIALS_ID', identNo: expect.stringMatching(/^[0-9A-Z]{18}$/) }));
    }
  });
});
