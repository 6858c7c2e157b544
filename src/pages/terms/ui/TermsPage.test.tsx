import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalAddressCaptured } from '@/shared/lib/navigation';
import type { PdfLoader, PdfPage } from '@/shared/ui/pdf-viewer';
import { renderApp } from '@tests/support/render';
import { TermsPage } from './TermsPage';

/** A fake pdf.js: records the urls opened and the width each page was drawn at. */
function fakeLoader() {
  const opened: string[] = [];
  const rendered: number[] = [];
  const loader: PdfLoader = (url) => {
    opened.push(url);
    return {
      promise: Promise.resolve({
        numPages: 2,
        getPage: async (): Promise<PdfPage> => ({
          getViewport: ({ scale }) => ({ width: 600 * scale, height: 800 * scale }),
          render: ({ viewport }) => {
            rendered.push(viewport.width);
            return { promise: Promise.resolve(), cancel: () => undefined };
          },
        }),
        destroy: () => undefined,
      }),
      destroy: () => undefined,
    };
  };
  return { loader, opened, rendered };
}

/** Production build (no mock): a document's address in the terms/ folder beside index.html. */
const beside = (file: string) => new URL(`terms/${file}`, document.baseURI).href;

const EN_TABS = [
  'E-commerce payment services',
  'General account services (English)',
  'General account services (Chinese)',
  'Platform service agreement (English)',
  'Platform service agreement (Chinese)',
  'Supply-chain finance schedule',
];

afterEach(() => {
  rs.useRealTimers();
});

describe('terms page (000 §2 "Terms page")', () => {
  it('shows the heading, a link back to login and the six documents as tabs, the first one open', async () => {
    const fake = fakeLoader();
    await renderApp(<TermsPage pdfLoader={fake.loader} />, { route: '/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to login/ })).toHaveAttribute('href', '/login?lang=en');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(EN_TABS);
    expect(screen.getByRole('tab', { name: EN_TABS[0] })).toHaveAttribute('aria-selected', 'true');
    const viewer = await screen.findByRole('region', { name: 'E-commerce payment services (PDF)' });
    expect(await within(viewer).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(fake.opened).toEqual([beside('terms-ecommerce-payment.pdf')]);
  });

  it('loads the chosen document when another tab is picked', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader();
    await renderApp(<TermsPage pdfLoader={fake.loader} />, { route: '/terms' });
    await screen.findByRole('region', { name: 'E-commerce payment services (PDF)' });

    await user.click(screen.getByRole('tab', { name: 'Supply-chain finance schedule' }));
    expect(await screen.findByRole('region', { name: 'Supply-chain finance schedule (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Supply-chain finance schedule' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(fake.opened.at(-1)).toBe(beside('terms-scf-schedule.pdf')));
    // Only the open tab holds a viewer.
    expect(screen.getAllByRole('region', { name: /\(PDF\)$/ })).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Platform service agreement (Chinese)' }));
    await screen.findByRole('region', { name: 'Platform service agreement (Chinese) (PDF)' });
    await waitFor(() => expect(fake.opened.at(-1)).toBe(beside('terms-platform-agreement-zh.pdf')));
  });

  it('opens the documents beside index.html even after a sub-application moved the page’s path', async () => {
    // The page starts at the portal's address; then a path-routing app changes its path.
    portalAddressCaptured();
    const start = window.location.pathname;
    const expected = beside('terms-ecommerce-payment.pdf');
    window.history.pushState(null, '', '/react16/about');
    try {
      const fake = fakeLoader();
      await renderApp(<TermsPage pdfLoader={fake.loader} />, { route: '/terms' });
      await screen.findByRole('region', { name: 'E-commerce payment services (PDF)' });
      expect(fake.opened).toEqual([expected]);
    } finally {
      window.history.pushState(null, '', start);
    }
  });

  it('opens the document the doc query names', async () => {
    const fake = fakeLoader();
    await renderApp(<TermsPage pdfLoader={fake.loader} />, { route: '/terms?doc=accountServicesZh' });
    expect(await screen.findByRole('region', { name: 'General account services (Chinese) (PDF)' })).toBeInTheDocument();
    expect(fake.opened).toEqual([beside('terms-account-services-zh.pdf')]);
  });

  it('is in Chinese with the Chinese locale', async () => {
    const fake = fakeLoader();
    await renderApp(<TermsPage pdfLoader={fake.loader} />, { route: '/terms', locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '服务条款' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回登录/ })).toHaveAttribute('href', '/login?lang=zh');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '电商收款服务条款',
      '一般账户服务条款（英文）',
      '一般账户服务条款（中文）',
      '平台服务协议（英文）',
      '平台服务协议（中文）',
      '供应链金融服务附表',
    ]);
    const viewer = await screen.findByRole('region', { name: '电商收款服务条款（PDF）' });
    expect(await within(viewer).findByText('第 1 页，共 2 页')).toBeInTheDocument();
  });

  it('shows the viewer’s error state when a document cannot be loaded', async () => {
    const loader: PdfLoader = () => ({ promise: Promise.reject(new Error('404')), destroy: () => undefined });
    await renderApp(<TermsPage pdfLoader={loader} />, { route: '/terms' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be loaded.');
  });

  it('redraws the page at the new width only 500 ms after the viewer is resized (000 §9)', async () => {
    // A ResizeObserver the test fires by hand (happy-dom does no layout).
    const observers: Array<() => void> = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(() => this.callback());
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const fake = fakeLoader();
      await renderApp(<TermsPage pdfLoader={fake.loader} />, { route: '/terms' });
      const viewer = await screen.findByRole('region', { name: 'E-commerce payment services (PDF)' });
      await within(viewer).findByText('Page 1 of 2');
      await waitFor(() => expect(fake.rendered).toEqual([600]));
      const frame = viewer.querySelector('canvas')!.parentElement!;
      Object.defineProperty(frame, 'clientWidth', { configurable: true, value: 900 });

      rs.useFakeTimers();
      act(() => observers.forEach((fire) => fire()));
      act(() => rs.advanceTimersByTime(499));
      expect(fake.rendered).toEqual([600]);
      act(() => rs.advanceTimersByTime(1));
      rs.useRealTimers();
      await waitFor(() => expect(fake.rendered).toEqual([600, 900]));
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
