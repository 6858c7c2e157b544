import { describe, expect, it } from '@rstest/core';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PdfLoader, PdfPage } from './types';
import { PdfViewer, type PdfViewerLabels } from './PdfViewer';

// Machines running several suites at once can be slow to render antd: wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

const labels: PdfViewerLabels = {
  document: 'Agreement (PDF)',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page, total) => `Page ${page} of ${total}`,
  loading: 'Loading the document…',
  error: 'The document could not be loaded.',
  keyboardHint: 'Use the arrow keys.',
};

/** A document of `pages` pages that records which pages were rendered and at what width. */
function fakeLoader(pages: number, { failRender = false } = {}) {
  const rendered: { page: number; width: number }[] = [];
  const opened: string[] = [];
  let destroyed = 0;
  const loader: PdfLoader = (url) => {
    opened.push(url);
    return {
      promise: Promise.resolve({
        numPages: pages,
        getPage: async (page: number): Promise<PdfPage> => ({
          getViewport: ({ scale }) => ({ width: 600 * scale, height: 800 * scale }),
          render: ({ viewport }) => {
            rendered.push({ page, width: viewport.width });
            return { promise: failRender ? Promise.reject(new Error('bad page')) : Promise.resolve(), cancel: () => undefined };
          },
        }),
        destroy: () => {
          destroyed += 1;
        },
      }),
      destroy: () => undefined,
    };
  };
  return { loader, rendered, opened, destroyed: () => destroyed };
}

describe('PdfViewer', () => {
  it('moves the focus to the page once open when asked (dialogs)', async () => {
    const fake = fakeLoader(2);
    render(<PdfViewer url="/doc.pdf" labels={labels} loader={fake.loader} autoFocus />);
    await screen.findByText('Page 1 of 2');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Page 1 of 2' }).closest('[tabindex="0"]')).toHaveFocus());
  });

  it('shows the loading state, then the first page with its position', async () => {
    const fake = fakeLoader(3);
    render(<PdfViewer url="/doc.pdf" labels={labels} loader={fake.loader} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document…');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(fake.opened).toEqual(['/doc.pdf']);
    await waitFor(() => expect(fake.rendered.map((r) => r.page)).toEqual([1]));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Agreement (PDF)' })).toHaveAttribute('aria-busy', 'false');
  });

  it('pages with the buttons and stops at the last page', async () => {
    const fake = fakeLoader(2);
    render(<PdfViewer url="/doc.pdf" labels={labels} loader={fake.loader} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The focus stays in the viewer (on the page) instead of falling off the disabled button.
    expect(screen.getByRole('img', { name: 'Page 2 of 2' }).closest('[tabindex="0"]')).toHaveFocus();
    // Page 2 is drawn last (a resize may redraw page 1 again on a slow machine).
    await waitFor(() => expect(fake.rendered.map((r) => r.page).at(-1)).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('turns pages with the arrow keys when focused, within the bounds', async () => {
    const fake = fakeLoader(3);
    render(<PdfViewer url="/doc.pdf" labels={labels} loader={fake.loader} />);
    await screen.findByText('Page 1 of 3');
    const region = screen.getByRole('region', { name: 'Agreement (PDF)' });
    const surface = region.querySelector<HTMLElement>('[tabindex="0"]');
    expect(surface).not.toBeNull();
    surface?.focus();
    expect(surface).toHaveFocus();
    expect(surface).toHaveAccessibleDescription('Use the arrow keys.');
    fireEvent.keyDown(surface!, { key: 'ArrowLeft' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(surface!, { key: 'ArrowRight' });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    fireEvent.keyDown(surface!, { key: 'ArrowLeft' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows the error state when the document does not open', async () => {
    const loader: PdfLoader = () => ({ promise: Promise.reject(new Error('404')), destroy: () => undefined });
    render(<PdfViewer url="/missing.pdf" labels={labels} loader={loader} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('shows the error state when a page cannot be drawn', async () => {
    const fake = fakeLoader(1, { failRender: true });
    render(<PdfViewer url="/doc.pdf" labels={labels} loader={fake.loader} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be loaded.');
  });

  it('treats a document without pages as an error', async () => {
    const fake = fakeLoader(0);
    render(<PdfViewer url="/empty.pdf" labels={labels} loader={fake.loader} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('destroys the document when it goes away and opens a new url on page 1', async () => {
    const fake = fakeLoader(3);
    const { rerender, unmount } = render(<PdfViewer url="/a.pdf" labels={labels} loader={fake.loader} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    rerender(<PdfViewer url="/b.pdf" labels={labels} loader={fake.loader} />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(fake.opened).toEqual(['/a.pdf', '/b.pdf']);
    expect(fake.destroyed()).toBe(1);
    unmount();
    expect(fake.destroyed()).toBe(2);
  });
});
