import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { get, signInAs } from '@mocks/testing/client';
import { contractApi } from '@/entities/contract';
import { sessionCleared, userSignedIn } from '@/entities/session';
import type { PdfLoader, PdfPage } from '@/shared/ui/pdf-viewer';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { chooseForTest } from '@tests/support/session';
import { ContractPage } from './ContractPage';
import { signedFile } from '@tests/support/files';
import { recordSavedFiles } from '@tests/support/downloads';

/**
 * The contract screen (000 §2, §4 "DIGIPO contract screen", §7 "Contracts", §8) against the
 * mock: demo.digipo's DIGIPO service contract with its CA-certified contract, and Zeta
 * Digipo's (demo.many) platform service contract. The schedule is read from kj-media and
 * shown by a fake pdf.js (the viewer's own rules are in shared/ui/pdf-viewer).
 */

configure({ asyncUtilTimeout: 10_000 });
const JOURNEY_MS = 60_000;

let notices: NoticeRecord;

/** A fake pdf.js that records the documents opened. */
function fakePdf() {
  const opened: string[] = [];
  const loader: PdfLoader = (url) => {
    opened.push(url);
    return {
      promise: Promise.resolve({
        numPages: 1,
        getPage: async (): Promise<PdfPage> => ({
          getViewport: ({ scale }) => ({ width: 600 * scale, height: 800 * scale }),
          render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
        }),
        destroy: () => undefined,
      }),
      destroy: () => undefined,
    };
  };
  return { loader, opened };
}

async function signedIn(loginName: string, enterpriseId: string) {
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId: enterpriseId });
  userSignedIn({ loginName: loginName });
  chooseForTest(enterpriseId, { status: null, productType: 'DIGIPO', location: 'TERRITORY' });
}

const signedCopy = () => signedFile('signed_contract.pdf');

async function uploadSignedCopy(user: ReturnType<typeof userEvent.setup>) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, signedCopy());
  await screen.findByText('signed_contract.pdf');
}

beforeEach(() => {
  sessionCleared();
  sessionStorage.clear();
  notices = recordNotices();
});

afterEach(() => {
  rstest.restoreAllMocks();
});

describe('the contract screen (000 §4 "DIGIPO contract screen")', () => {
  it('DIGIPO with a CA contract: the schedule in the viewer, its download saves a PDF under the server’s name; submit waits for the signed copy and the CA box; signDigipoContract with the type; then the DIGIPO home', async () => {
    await signedIn('demo.digipo', '20009');
    const pdf = fakePdf();
    const { route } = await renderApp(<ContractPage pdfLoader={pdf.loader} />, { route: '/contract?mediaId=MEDIA20009&contractTypeDz=DIGIPO_SERVICE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract signing' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(pdf.opened).toHaveLength(1));
    expect(pdf.opened[0]).toMatch(/^blob:/);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const box = await screen.findByRole('checkbox', { name: 'I confirm the CA-certified contract' });
    const user = userEvent.setup();

    // The schedule downloads as a PDF, under the name the server gave it.
    const saved = recordSavedFiles();
    await user.click(screen.getByRole('button', { name: 'Download the service schedule' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved).toEqual(['DIGIPO Service Agreement DGP-2025-20009.pdf']);

    // Submit says what is still in the way: the signed copy, then the CA box.
    expect(submit).toHaveAccessibleDescription('Upload the signed contract to submit.');
    await uploadSignedCopy(user);
    expect(submit).toBeDisabled();
    await waitFor(() => expect(submit).toHaveAccessibleDescription('Tick the CA-certified contract box to submit.'));
    await user.click(box);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(submit).not.toHaveAccessibleDescription();

    const requests = recordRequests();
    await user.click(submit);
    await waitFor(() => expect(route()).toBe('/child-digipoPortal/home'));
    expect((await requests.to('/kj-contract/contractInfo/signDigipoContract')).map((seen) => seen.body)).toEqual([{ contractType: 'DIGIPO_SERVICE' }]);
    expect(notices.success).toContain('The contract has been signed.');
  }, JOURNEY_MS);

  it('the ticked CA box and the signed copy are there again when the user signs in again after the session ended', async () => {
    await signedIn('demo.digipo', '20009');
    const address = '/contract?mediaId=MEDIA20009&contractTypeDz=DIGIPO_SERVICE';
    const first = await renderApp(<ContractPage pdfLoader={fakePdf().loader} />, { route: address });
    const box = await screen.findByRole('checkbox', { name: 'I confirm the CA-certified contract' }, { timeout: 20_000 });
    const user = userEvent.setup();
    await uploadSignedCopy(user);
    await user.click(box);
    // The session has ended meanwhile: Submit is answered 01100, and Login Again leaves the
    // page (the app's address, which the memory router here does not keep) for the sign-in.
    window.location.hash = `#${address}`;
    server.use(http.post('*/kj-contract/contractInfo/signDigipoContract', () => HttpResponse.json({ code: '01100', msg: 'expired' }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    notices.alerts[0]?.onOk?.();
    expect(window.location.hash).toBe(`#/login?refer=${encodeURIComponent(address)}`);
    first.unmount();

    // Signed in again as the same user, back on the screen: ready to submit as it was.
    await renderApp(<ContractPage pdfLoader={fakePdf().loader} />, { route: address });
    expect(await screen.findByText('signed_contract.pdf', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I confirm the CA-certified contract' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  }, JOURNEY_MS);

  it('Zeta Digipo’s DIGIPO contract (demo.many): no CA box, the company has no CA contract; the signed copy alone enables Submit, which signs with signDigipoContract', async () => {
    await signedIn('demo.many', '20016');
    const { route, store } = await renderApp(<ContractPage pdfLoader={fakePdf().loader} />, { route: '/contract?mediaId=MEDIA20016&contractTypeDz=DIGIPO_SERVICE' });
    const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 20_000 });
    // The CA contract has been read (none), so the box is not merely still to come.
    await waitFor(() => expect(contractApi.endpoints.getCfcaContract.select()(store.getState())).toMatchObject({ status: 'fulfilled', data: null }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    const user = userEvent.setup();
    await uploadSignedCopy(user);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByRole('checkbox')).toBeNull();

    const requests = recordRequests();
    await user.click(submit);
    await waitFor(() => expect(route()).toBe('/child-digipoPortal/home'));
    expect((await requests.to('/kj-contract/contractInfo/signDigipoContract')).map((seen) => seen.body)).toEqual([{ contractType: 'DIGIPO_SERVICE' }]);
    expect(await requests.to('/kj-contract/contractInfo/signContract')).toEqual([]);
  }, JOURNEY_MS);

  it('the platform service contract: no CA box; signContract with its id; a refusal shows the message as an error and stays', async () => {
    await signedIn('demo.many', '20016');
    const { route } = await renderApp(<ContractPage pdfLoader={fakePdf().loader} />, { route: '/contract?mediaId=MEDIAP20016&contractTypeDz=PLATFORM_SERVICE' });
    const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 20_000 });
    const user = userEvent.setup();
    await uploadSignedCopy(user);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByRole('checkbox')).toBeNull();

    server.use(http.post('*/kj-contract/contractInfo/signContract', () => HttpResponse.json({ code: '30013', msg: 'The contract cannot be signed now.', data: null }), { once: true }));
    await user.click(submit);
    await waitFor(() => expect(notices.error).toContain('The contract cannot be signed now.'));
    expect(route()).toBe('/contract?mediaId=MEDIAP20016&contractTypeDz=PLATFORM_SERVICE');

    const requests = recordRequests();
    await user.click(submit);
    await waitFor(() => expect(route()).toBe('/child-digipoPortal/home'));
    expect((await requests.to('/kj-contract/contractInfo/signContract')).map((seen) => seen.search)).toEqual(['?id=420016']);
  }, JOURNEY_MS);

  it('a schedule that cannot be fetched: the server message as an error toast, and Retry (000 §8)', async () => {
    await signedIn('demo.digipo', '20009');
    server.use(http.get('*/kj-media/media/opera/downloadFileById', () => HttpResponse.json({ code: '30011', msg: 'The file is not available.', data: null }), { once: true }));
    const pdf = fakePdf();
    await renderApp(<ContractPage pdfLoader={pdf.loader} />, { route: '/contract?mediaId=MEDIA20009&contractTypeDz=DIGIPO_SERVICE' });
    expect(await screen.findByText('The service schedule could not be loaded.', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(notices.error).toContain('The file is not available.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(pdf.opened).toHaveLength(1));
  }, JOURNEY_MS);

  it('without a contract in the address: says so, in Chinese too', async () => {
    await renderApp(<ContractPage pdfLoader={fakePdf().loader} />, { route: '/contract', locale: 'zh' });
    expect(await screen.findByText('此处没有待签署的合同，请从产品中心进入。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull();
  });
});
