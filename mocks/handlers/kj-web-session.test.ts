import { describe, expect, it } from '@rstest/core';
import { JSEncrypt } from 'jsencrypt';
import { currentKeyPair } from '../lib/crypto/rsa';
import { get, post, signInAs } from '../testing/client';

describe('kj-web: registration key', () => {
  it('answers the public key and its serial, and the key encrypts what the private key decrypts', async () => {
    const body = await post<{ publicKey: string; serialNo: string }>('/kj-web/public/getPublicKey?channel=account');
    expect(body.data).toEqual({ publicKey: currentKeyPair().publicKey, serialNo: currentKeyPair().serialNo });

    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(body.data.publicKey);
    const decryptor = new JSEncrypt();
    decryptor.setPrivateKey(currentKeyPair().privateKey);
    expect(decryptor.decrypt(encryptor.encrypt('Secret#2025') as string)).toBe('Secret#2025');
  });

  it('is the same pair as the login key', async () => {
    const login = await post<string>('/sso-web/code/getLoginPublicKey', { loginName: 'x', sysChannel: 'kj_my_pc' });
    const enrol = await post<{ publicKey: string }>('/kj-web/public/getPublicKey?channel=account');
    expect(enrol.data.publicKey).toBe(login.data);
  });
});

describe('kj-web: organisation context', () => {
  it('needs a session', async () => {
    expect((await get('/kj-web/sys/setOrgId', { orgId: '20001' })).code).toBe('01100');
    expect((await post('/kj-web/sys/getCurSysUser')).code).toBe('01100');
  });

  it('accepts only one of the user’s own enterprises', async () => {
    await signInAs('demo.one');
    expect(await get('/kj-web/sys/setOrgId', { orgId: '20011' })).toMatchObject({
      code: '30011',
      msg: 'No permission. Please contact your administrator.',
    });
    expect((await get('/kj-web/sys/setOrgId', { orgId: '20001' })).code).toBe('200');
  });

  it('serves the current user', async () => {
    await signInAs('demo.many');
    expect((await post('/kj-web/sys/getCurSysUser')).data).toEqual({ id: '10002', loginName: 'demo.many', name: 'Demo Many', firstName: null, lastName: null, email: 'many@demo.kj' });
  });
});
