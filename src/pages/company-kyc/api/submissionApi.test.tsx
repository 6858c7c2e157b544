import { describe, expect, it, rs } from '@rstest/core';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { db } from '@mocks/db';
import { signInAs } from '@mocks/testing/client';
import { mediaApi } from '@/entities/media-file';
import { localeInitialised, setupI18n } from '@/shared/i18n';
import { appStore } from '@tests/support/render';
import { recordNotices } from '@tests/support/notices';
import { submissionApi, useSignedContractTransport } from './submissionApi';
import { uploadedFileCount } from '@tests/support/media';

const pdf = (name: string) => new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], name, { type: 'application/pdf' });

async function setup() {
  await setupI18n('en');
  localeInitialised('en');
  await signInAs('demo.one');
  return appStore();
}

describe('step 6 calls against the mock (001 §2.1 step 6, §7 "Signing and files")', () => {
  it('downloads the generated contract: id, then file, then the saved PDF', async () => {
    const saved: string[] = [];
    const click = rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const store = await setup();
    const id = await store.dispatch(submissionApi.endpoints.getAuthContract.initiate({ enterpriseId: '20001' })).unwrap();
    expect(id).toMatch(/^\d+$/);
    expect(await store.dispatch(submissionApi.endpoints.createContractFile.initiate(id!)).unwrap()).toMatch(/\.pdf$/);
    const result = await store.dispatch(submissionApi.endpoints.downloadContractFile.initiate(id!)).unwrap();
    expect(saved).toEqual([result.fileName]);
    expect(result.fileName).toMatch(/^Authorisation_contract_\w+\.pdf$/);
    click.mockRestore();
  });

  it('the signed copy’s transport uploads with progress, lists under the enterprise (afresh too, for a cancel), opens and removes', async () => {
    const store = await setup();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useSignedContractTransport('20001'), { wrapper });
    const progress: number[] = [];
    let stored: { id: string; name: string } | null = null;
    await act(async () => {
      stored = await result.current.upload(pdf('signed.pdf'), { onProgress: (percent) => progress.push(percent), signal: new AbortController().signal });
    });
    expect(stored).toMatchObject({ name: 'signed.pdf' });
    expect(progress.at(-1)).toBe(100);
    const listed = await store.dispatch(mediaApi.endpoints.listMediaFiles.initiate({ busiKey: '20001' })).unwrap();
    expect(listed.map((file) => file.fileName)).toEqual(['signed.pdf']);
    expect(await result.current.storedIds?.()).toEqual([stored!.id]);
    const blob = await result.current.open(stored!.id);
    expect(blob.type).toBe('application/pdf');
    await act(() => result.current.remove(stored!.id));
    expect(uploadedFileCount()).toBe(0);
    expect(await result.current.storedIds?.()).toEqual([]);
  });

  it('a refused upload rejects with the server’s message and no toast (the field shows it)', async () => {
    const notes = recordNotices();
    const store = await setup();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useSignedContractTransport('20001'), { wrapper });
    await expect(result.current.upload(new File(['x'], 'signed.gif'), { onProgress: () => undefined, signal: new AbortController().signal })).rejects.toThrow(
      'The file type must be one of pdf, jpg, jpeg, png, bmp',
    );
    expect(notes.error).toEqual([]);
  });

  it('submits once a signed copy is stored: the enterprise is SUBMIT; without one the server’s message is shown', async () => {
    const notes = recordNotices();
    const store = await setup();
    const refused = await store.dispatch(submissionApi.endpoints.claimAndCompleteTask.initiate('20001'));
    expect('error' in refused).toBe(true);
    expect(notes.error).toEqual(['Please upload the signed contract before submitting.']);
    await store.dispatch(submissionApi.endpoints.uploadSignedFile.initiate({ enterpriseId: '20001', file: pdf('signed.pdf') }, { track: false })).unwrap();
    await store.dispatch(submissionApi.endpoints.claimAndCompleteTask.initiate('20001')).unwrap();
    expect(db.enterprise.findFirst({ where: { id: { equals: '20001' } } })?.status).toBe('SUBMIT');
  });
});
