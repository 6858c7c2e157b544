import { describe, expect, it } from '@rstest/core';
import type { MockLocale } from '../lib/locale';
import { MESSAGE_CATALOGUES, type MessageKey } from '../messages';
import { call, get, login, post, signInAs, type Envelope } from '../testing/client';
import { expectRefused } from '../testing/refused';

/*
 * Every reply speaks the request's language (000 §7: each request carries Accept-Language,
 * zh-CN or en-US): a failure's message is the catalogue's text (mocks/messages) in that
 * language, whichever handler answers it.
 */

const chooseOneTrade = async () => {
  await signInAs('demo.one');
  await get('/kj-web/sys/setOrgId', { orgId: '20001' });
};
const nobody = async () => undefined;

interface FailureCase {
  /** What the request does wrong. */
  name: string;
  code: string;
  key: MessageKey;
  setup: () => Promise<unknown>;
  send: (locale: MockLocale) => Promise<Envelope>;
  /** The call ("POST /path") when the request itself breaks the OpenAPI document: the mock's own check answers it. */
  refused?: string;
}

const cases: FailureCase[] = [
  {
    name: 'a protected call without a session',
    code: '01100',
    key: 'sessionExpired',
    setup: nobody,
    send: (locale) => post('/kj-web/sys/getCurSysUser', undefined, { locale }),
  },
  {
    name: 'an enterprise-scoped call before setOrgId',
    code: '30012',
    key: 'noEnterpriseChosen',
    setup: () => signInAs('demo.one'),
    send: (locale) => post('/kj-sys/user/whetherShowNotice', undefined, { locale }),
  },
  {
    name: 'choosing another user’s enterprise',
    code: '30011',
    key: 'noPermission',
    setup: () => signInAs('demo.one'),
    send: (locale) => get('/kj-web/sys/setOrgId', { orgId: '20011' }, { locale }),
  },
  {
    name: 'a wrong captcha',
    code: '30002',
    key: 'wrongCaptcha',
    setup: nobody,
    send: (locale) => post('/sso-web/opera/doLogin', { loginName: 'demo.one', password: 'x', imgCode: '----' }, { locale }),
    refused: 'POST /sso-web/opera/doLogin',
  },
  {
    name: 'a forgot-password code for no e-mail address',
    code: '30013',
    key: 'emailRequired',
    setup: nobody,
    send: (locale) => get('/kj-sys/setting/sendForgetPwdCodeForDigipo', { email: '' }, { locale }),
  },
  {
    name: 'a product check without a product type',
    code: '400',
    key: 'badRequest',
    setup: chooseOneTrade,
    send: (locale) => post('/kj-kyc/productEnterprise/validateProductKyc', {}, { locale }),
    refused: 'POST /kj-kyc/productEnterprise/validateProductKyc',
  },
  {
    name: 'website settings without a list of names',
    code: '400',
    key: 'settingNamesRequired',
    setup: nobody,
    send: (locale) => post('/kj-tools/configuration/website', [], { locale }),
    refused: 'POST /kj-tools/configuration/website',
  },
  {
    name: 'a download-task page that is not a positive integer',
    code: '400',
    key: 'pageNotPositive',
    setup: chooseOneTrade,
    send: (locale) => post('/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks', { current: 0, size: 10 }, { locale }),
    refused: 'POST /kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks',
  },
  {
    name: 'marking downloaded without an id',
    code: '400',
    key: 'downloadTaskRequired',
    setup: chooseOneTrade,
    send: (locale) => post('/kj-tools/kjLedgerDownloadInfo/markDownloaded', {}, { locale }),
  },
  {
    name: 'marking downloaded a task that is not the user’s',
    code: '400',
    key: 'downloadTaskUnknown',
    setup: chooseOneTrade,
    send: (locale) => post('/kj-tools/kjLedgerDownloadInfo/markDownloaded', { id: '2000101' }, { locale }),
  },
  {
    name: 'the file of a task that does not exist',
    code: '400',
    key: 'fileMissing',
    setup: chooseOneTrade,
    send: (locale) => get('/tools-web/mediaTreePakage/mediaTreeDownload', { id: '2000101' }, { locale }),
  },
  {
    name: 'the file of a task still packaging',
    code: '400',
    key: 'fileNotReady',
    setup: chooseOneTrade,
    send: (locale) => get('/tools-web/mediaTreePakage/mediaTreeDownload', { id: '900101' }, { locale }),
  },
  {
    name: 'a file that has been cleaned up',
    code: '400',
    key: 'fileGone',
    setup: chooseOneTrade,
    send: (locale) => get('/tools-web/mediaTreePakage/mediaTreeDownload', { id: '900106' }, { locale }),
  },
];

const HAN = /\p{Script=Han}/u;

describe('failure replies in the request’s language', () => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    const en = MESSAGE_CATALOGUES['en-US'][item.key];
    const zh = MESSAGE_CATALOGUES['zh-CN'][item.key];
    // The catalogue has both wordings, and they differ: a zh reply in English would show.
    expect(en).toEqual(expect.any(String));
    expect(zh).toMatch(HAN);
    expect(en).not.toMatch(HAN);

    for (const [locale, text] of [['en-US', en], ['zh-CN', zh]] as const) {
      await item.setup();
      const body = await item.send(locale);
      expect({ locale, ...body }).toMatchObject({ locale, code: item.code, msg: text, message: text, data: null });
    }
    await expectRefused(...(item.refused ? [item.refused, item.refused] : []));
  });
});

describe('success replies in the request’s language', () => {
  it.each([
    ['website settings', () => post('/kj-tools/configuration/website', ['record.message'], { locale: 'zh-CN' })],
    ['dictionaries', () => post('/kj-web/dict/getAllDictList', undefined, { locale: 'zh-CN' })],
    ['a doLogin', () => login('demo.one', undefined, { locale: 'zh-CN' })],
  ] as const)('%s', async (_name, send) => {
    expect(await send()).toMatchObject({ code: '200', msg: MESSAGE_CATALOGUES['zh-CN'].success });
  });

  it('the packaging failure of a download task', async () => {
    await chooseOneTrade();
    type Package = { id: string; errorMsg: string | null };
    const packages = async (locale: MockLocale) =>
      (await call<Package[]>('POST', '/tools-web/mediaTreePakage/list', { locale })).data;
    // 900102 settles to FAILED after PENDING_POLLS + 1 polls (scenarios/downloads.ts).
    for (let poll = 0; poll < 6; poll += 1) await packages('en-US');
    const reason = async (locale: MockLocale) => (await packages(locale)).find((item) => item.id === '900102')?.errorMsg;
    expect(await reason('en-US')).toBe(MESSAGE_CATALOGUES['en-US'].packagingFailed);
    expect(await reason('zh-CN')).toBe(MESSAGE_CATALOGUES['zh-CN'].packagingFailed);
  });
});
