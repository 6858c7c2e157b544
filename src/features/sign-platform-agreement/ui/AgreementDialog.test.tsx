import { afterEach, describe, expect, it } from '@rstest/core';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { agreementDismissed, agreementRequested } from '@/entities/session';
import type { PdfDocument, PdfLoader } from '@/shared/ui/pdf-viewer';
import { renderApp } from '@tests/support/render';
import { PlatformAgreementHost } from '../index';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

const AGREEMENT = './demo-files/platform-agreement.pdf';

const document: PdfDocument = {
  numPages: 1,
  getPage: async () => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
  }),
  destroy: () => undefined,
};

/** A PDF loader whose every load the test settles: `loads[n].open()` or `.fail()`. */
function controlledPdf() {
  const loads: { url: string; open: () => void; fail: () => void }[] = [];
  const loader: PdfLoader = (url) => {
    let open = () => undefined as void;
    let fail = () => undefined as void;
    const promise = new Promise<PdfDocument>((resolve, reject) => {
      open = () => resolve(document);
      fail = () => reject(new Error('404 Not Found'));
    });
    loads.push({ url, open, fail });
    return { promise, destroy: () => undefined };
  };
  return { loader, loads };
}

async function openDialog(locale: 'en' | 'zh', name: string) {
  const pdf = controlledPdf();
  agreementRequested(AGREEMENT);
  await renderApp(<PlatformAgreementHost pdfLoader={pdf.loader} />, { locale, route: '/login' });
  const dialog = await screen.findByRole('dialog', { name });
  return { dialog, ...pdf };
}

afterEach(() => {
  agreementDismissed();
});

describe('platform agreement dialog: sign only what was shown (000 §2)', () => {
  it('keeps Sign disabled, saying why, until the PDF is shown', async () => {
    const { dialog, loads } = await openDialog('en', 'Platform Service Agreement');
    const sign = within(dialog).getByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    expect(sign).toHaveAccessibleDescription('You can sign once the agreement is shown.');
    await screen.findByText('Loading the document…');
    expect(loads.map((load) => load.url)).toEqual([AGREEMENT]);

    await act(async () => loads[0]?.open());
    expect(await within(dialog).findByText('Page 1 of 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeEnabled();
    expect(within(dialog).queryByText('You can sign once the agreement is shown.')).toBeNull();
  });

  it.each([
    ['en', 'Platform Service Agreement', 'The agreement could not be loaded, so it cannot be signed yet. Try again.', 'Retry', /^Sign$/],
    ['zh', '平台服务协议', '协议加载失败，暂时无法签署，请重试。', /重\s*试/, /签\s*署/],
  ] as const)('a PDF that does not load keeps Sign disabled and shows the error with a retry that loads it again (%s)', async (locale, name, failure, retry, signName) => {
    const { dialog, loads } = await openDialog(locale, name);
    await act(async () => loads[0]?.fail());
    const alert = await within(dialog).findByText(failure);
    expect(within(dialog).getByRole('button', { name: signName })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: signName })).toHaveAccessibleDescription(failure);

    fireEvent.click(within(alert.closest('.ant-alert') as HTMLElement).getByRole('button', { name: retry }));
    await screen.findByRole('status');
    expect(loads.map((load) => load.url)).toEqual([AGREEMENT, AGREEMENT]);
    expect(within(dialog).queryByText(failure)).toBeNull();
    expect(within(dialog).getByRole('button', { name: signName })).toBeDisabled();

    await act(async () => loads[1]?.open());
    expect(await within(dialog).findByRole('img', { name: locale === 'en' ? 'Page 1 of 1' : '第 1 页，共 1 页' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: signName })).toBeEnabled();
  });
});
