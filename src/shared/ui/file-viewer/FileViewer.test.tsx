import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { PdfLoader, PdfPage } from '@/shared/ui/pdf-viewer';
import { renderApp } from '@tests/support/render';
import { FileViewer, type FileViewerProps, type ViewerFile } from './index';
import { recordSavedFiles } from '@tests/support/downloads';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

let saved: string[];
let urls: { created: string[]; revoked: string[] };

beforeEach(() => {
  urls = { created: [], revoked: [] };
  saved = recordSavedFiles();
  rstest.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:viewer/${urls.created.length + 1}`;
    urls.created.push(url);
    return url;
  });
  rstest.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void urls.revoked.push(url));
});

afterEach(() => {
  rstest.restoreAllMocks();
});

/** A file whose load resolves with `blob` (or fails while `failures` is above 0), counting the loads. */
function file(name: string, blob: Blob, { failures = 0 } = {}) {
  let left = failures;
  const loads: number[] = [];
  const viewerFile: ViewerFile = {
    key: `key-${name}`,
    name,
    load: async () => {
      loads.push(1);
      if (left > 0) {
        left -= 1;
        throw new Error('network');
      }
      return blob;
    },
  };
  return Object.assign(viewerFile, { loads });
}

const png = (name: string) => file(name, new Blob(['png'], { type: 'image/png' }));

/** A PDF of `pages` pages that records the options each page was drawn with. */
function fakePdf(pages: number) {
  const drawn: { width: number; rotation?: number }[] = [];
  const loader: PdfLoader = () => ({
    promise: Promise.resolve({
      numPages: pages,
      getPage: async (): Promise<PdfPage> => ({
        getViewport: ({ scale, rotation }) => ({ width: 600 * scale, height: 800 * scale, rotation }),
        render: ({ viewport }) => {
          drawn.push({ width: viewport.width, rotation: (viewport as { rotation?: number }).rotation });
          return { promise: Promise.resolve(), cancel: () => undefined };
        },
      }),
      destroy: () => undefined,
    }),
    destroy: () => undefined,
  });
  return { loader, drawn };
}

/** Opens the viewer from a button (as an upload's preview does) over `files`, from `start`. */
function Harness({ files, start = 0, ...rest }: Partial<FileViewerProps> & { files: ViewerFile[]; start?: number }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(start);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Preview
      </button>
      <FileViewer open={open} files={files} index={index} onIndexChange={setIndex} onClose={() => setOpen(false)} {...rest} />
    </>
  );
}

async function openViewer(props: Partial<FileViewerProps> & { files: ViewerFile[]; start?: number }, locale: 'en' | 'zh' = 'en') {
  await renderApp(<Harness {...props} />, { locale });
  const opener = screen.getByRole('button', { name: 'Preview' });
  opener.focus();
  fireEvent.click(opener);
  const name = props.files[props.start ?? 0]?.name ?? '';
  const dialog = await screen.findByRole('dialog', { name });
  return { dialog, opener };
}

const stage = () => screen.getByTestId('file-viewer-stage');
const key = (target: HTMLElement, name: string) => fireEvent.keyDown(target, { key: name });

describe('FileViewer: an image (001 §2.9)', () => {
  it('is a dialog named after the file that loads the bytes, shows the image; Esc closes it, revokes its URL and returns the focus to what opened it', async () => {
    const licence = png('licence.png');
    const { dialog, opener } = await openViewer({ files: [licence] });
    expect(await within(dialog).findByRole('img', { name: 'licence.png' })).toHaveAttribute('src', 'blob:viewer/1');
    expect(licence.loads).toHaveLength(1);
    expect(within(dialog).getByRole('toolbar', { name: 'File viewer controls' })).toHaveAccessibleDescription(/Esc closes the viewer/);
    key(dialog, 'Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(urls.revoked).toEqual(['blob:viewer/1']);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('takes the focus when it opens, so Space at once toggles the mode (and does not press the close button); the keys zoom by 0.2 down to 20 %, Space switches to the original size at 100 % and back to fit', async () => {
    const { dialog } = await openViewer({ files: [png('a.png')] });
    await within(dialog).findByRole('img', { name: 'a.png' });
    await waitFor(() => expect(dialog).toHaveFocus());
    key(document.activeElement as HTMLElement, ' ');
    expect(stage()).toHaveAttribute('data-mode', 'original');
    expect(screen.getByRole('dialog', { name: 'a.png' })).toBeInTheDocument();
    key(dialog, ' ');
    // The steps of the view are table-tested in viewerState.test.ts; here each key, the scale shown and the mode.
    const expectView = (scale: string, label: string, mode: string) => {
      expect(stage()).toHaveAttribute('data-scale', scale);
      expect(stage()).toHaveAttribute('data-mode', mode);
      expect(within(dialog).getByRole('toolbar')).toHaveTextContent(label);
    };
    expectView('1', '100%', 'fit');
    key(dialog, 'ArrowUp');
    expectView('1.2', '120%', 'fit');
    key(dialog, 'ArrowUp');
    expectView('1.4', '140%', 'fit');
    key(dialog, 'ArrowDown');
    expectView('1.2', '120%', 'fit');
    for (let i = 0; i < 8; i += 1) key(dialog, 'ArrowDown');
    expectView('0.2', '20%', 'fit');
    key(dialog, ' ');
    expectView('1', '100%', 'original');
    key(dialog, ' ');
    expectView('1', '100%', 'fit');
  });

  it('returns the focus also when the caller unmounts it instead of closing it', async () => {
    function Unmounting() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Preview
          </button>
          {open ? <FileViewer open files={[png('a.png')]} index={0} onIndexChange={() => undefined} onClose={() => setOpen(false)} /> : null}
        </>
      );
    }
    await renderApp(<Unmounting />);
    const opener = screen.getByRole('button', { name: 'Preview' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'a.png' });
    await waitFor(() => expect(dialog).toHaveFocus());
    key(dialog, 'Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('the wheel zooms by 0.015 a step: in when turned away, out when turned back', async () => {
    const { dialog } = await openViewer({ files: [png('a.png')] });
    await within(dialog).findByRole('img', { name: /\.png$/ });
    fireEvent.wheel(stage(), { deltaY: -100 });
    fireEvent.wheel(stage(), { deltaY: -100 });
    expect(stage()).toHaveAttribute('data-scale', '1.03');
    expect(within(dialog).getByText('103%')).toBeInTheDocument();
    fireEvent.wheel(stage(), { deltaY: 100 });
    expect(stage()).toHaveAttribute('data-scale', '1.015');
    expect(within(dialog).getByText('102%')).toBeInTheDocument();
  });

  it('the buttons zoom, rotate by 90° and switch fit/original; the keys still work once the focus fell to the page body', async () => {
    const { dialog } = await openViewer({ files: [png('a.png')] });
    const image = await within(dialog).findByRole('img', { name: /\.png$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(stage()).toHaveAttribute('data-scale', '1.2');
    for (let i = 0; i < 5; i += 1) fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(stage()).toHaveAttribute('data-scale', '0.2');
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    // The keys still zoom when the focus fell from a button turned disabled to the page body.
    (document.activeElement as HTMLElement | null)?.blur();
    key(document.body, 'ArrowUp');
    expect(stage()).toHaveAttribute('data-scale', '0.4');
    key(document.body, 'ArrowDown');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate right 90°' }));
    expect(stage()).toHaveAttribute('data-rotation', '90');
    expect(image.style.transform).toContain('rotate(90deg)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate left 90°' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate left 90°' }));
    expect(stage()).toHaveAttribute('data-rotation', '270');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Original size' }));
    expect(stage()).toHaveAttribute('data-mode', 'original');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fit to window' }));
    expect(stage()).toHaveAttribute('data-mode', 'fit');
  });

  it('ArrowLeft/ArrowRight and the buttons move between files, stopping at the ends; a new file starts at 100 %', async () => {
    const files = [png('one.png'), png('two.png'), png('three.png')];
    const { dialog } = await openViewer({ files });
    await within(dialog).findByRole('img', { name: 'one.png' });
    expect(within(dialog).getByText('File 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous file' })).toBeDisabled();
    key(dialog, 'ArrowLeft');
    expect(within(dialog).getByText('File 1 of 3')).toBeInTheDocument();
    key(dialog, 'ArrowUp');
    key(dialog, 'ArrowRight');
    expect(await screen.findByRole('dialog', { name: 'two.png' })).toBeInTheDocument();
    expect(within(dialog).getByText('File 2 of 3')).toBeInTheDocument();
    expect(stage()).toHaveAttribute('data-scale', '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next file' }));
    expect(await within(dialog).findByRole('img', { name: 'three.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next file' })).toBeDisabled();
    key(dialog, 'ArrowRight');
    expect(within(dialog).getByText('File 3 of 3')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous file' }));
    expect(within(dialog).getByText('File 2 of 3')).toBeInTheDocument();
    // Each file is loaded when shown (going back loads it again).
    await within(dialog).findByRole('img', { name: 'two.png' });
    expect(files.map((f) => f.loads.length)).toEqual([1, 2, 1]);
  });

  it('a failed load says so with Retry, which loads again', async () => {
    const flaky = file('scan.png', new Blob(['png'], { type: 'image/png' }), { failures: 1 });
    const { dialog } = await openViewer({ files: [flaky] });
    expect(await within(dialog).findByText('The file could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('img', { name: 'scan.png' })).toBeInTheDocument();
    expect(flaky.loads).toHaveLength(2);
  });

  it('downloads the loaded bytes under the file name by default; offers no rename and no replace unless the caller handles them; names every control in a tooltip too', async () => {
    const { dialog } = await openViewer({ files: [png('licence.png')] });
    await within(dialog).findByRole('img', { name: /\.png$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(saved).toEqual(['licence.png']);
    expect(within(dialog).queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Replace the file' })).toBeNull();
    expect(within(dialog).queryByLabelText('Replacement file')).toBeNull();
    fireEvent.mouseEnter(within(dialog).getByRole('button', { name: 'Rotate right 90°' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rotate right 90°');
  });

  it("uses the caller's download when given", async () => {
    const downloaded: string[] = [];
    const { dialog } = await openViewer({ files: [png('licence.png')], onDownload: (f) => downloaded.push(f.name) });
    await within(dialog).findByRole('img', { name: /\.png$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(downloaded).toEqual(['licence.png']);
    expect(saved).toEqual([]);
  });

  it('renames inline: Esc cancels without closing, an empty name is refused, Enter saves the trimmed name', async () => {
    const renamed: [string, string][] = [];
    const { dialog } = await openViewer({ files: [png('scan.png')], onRename: async (f, name) => void renamed.push([f.key, name]) });
    await within(dialog).findByRole('img', { name: /\.png$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const input = within(dialog).getByRole('textbox', { name: 'File name' });
    expect(input).toHaveValue('scan.png');
    await waitFor(() => expect(input).toHaveFocus());
    // Arrows and Space edit the text, not the view.
    key(input, 'ArrowUp');
    key(input, ' ');
    expect(stage()).toHaveAttribute('data-scale', '1');
    expect(stage()).toHaveAttribute('data-mode', 'fit');
    key(input, 'Escape');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'scan.png' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Rename' })).toHaveFocus());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'File name' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a file name.');
    expect(within(dialog).getByRole('textbox', { name: 'File name' })).toHaveAccessibleDescription('Enter a file name.');
    expect(renamed).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'File name' }), { target: { value: ' licence_front.png ' } });
    fireEvent.submit(within(dialog).getByRole('textbox', { name: 'File name' }).closest('form')!);
    await waitFor(() => expect(within(dialog).queryByRole('textbox')).toBeNull());
    expect(renamed).toEqual([['key-scan.png', 'licence_front.png']]);
  });

  it.each([
    ['en', 'scan 2024-01', 'The file name may contain only letters, digits, underscores or Chinese characters, 1 to 190 characters.'],
    ['zh', 'scan.pdf', '文件名只能包含字母、数字、下划线或汉字，长度为1至190个字符。'],
    ['en', `${'a'.repeat(187)}`, 'The file name may contain only letters, digits, underscores or Chinese characters, 1 to 190 characters.'],
  ] as const)('applies 000 §5 to a typed name (%s, %j): the rule at the field, nothing sent', async (locale, typed, message) => {
    const renamed: string[] = [];
    const { dialog } = await openViewer({ files: [png('scan.png')], onRename: async (_f, name) => void renamed.push(name) }, locale);
    await within(dialog).findByRole('img', { name: /\.png$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: locale === 'en' ? 'Rename' : '重命名' }));
    const input = within(dialog).getByRole('textbox');
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.submit(input.closest('form')!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(renamed).toEqual([]);
  });

  it('keeps the extension: a name typed without it is saved with it, 190 characters in all', async () => {
    const renamed: string[] = [];
    const { dialog } = await openViewer({ files: [png('scan.png')], onRename: async (_f, name) => void renamed.push(name) });
    await within(dialog).findByRole('img', { name: /\.png$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'File name' }), { target: { value: 'a'.repeat(186) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    await waitFor(() => expect(renamed).toEqual([`${'a'.repeat(186)}.png`]));
  });

  it('keeps the rename open when the caller rejects it', async () => {
    const { dialog } = await openViewer({ files: [png('scan.png')], onRename: () => Promise.reject(new Error('taken')) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'File name' }), { target: { value: 'other.png' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'File name' })).toBeEnabled());
    expect(within(dialog).getByRole('textbox', { name: 'File name' })).toHaveValue('other.png');
  });

  it('replaces the file with a chosen one (KYC types offered), then loads it again', async () => {
    const replaced: [string, string][] = [];
    const scan = png('scan.png');
    const { dialog } = await openViewer({ files: [scan], onReplace: async (f, replacement) => void replaced.push([f.key, replacement.name]) });
    await within(dialog).findByRole('img', { name: /\.png$/ });
    expect(within(dialog).getByRole('button', { name: 'Replace the file' })).toBeEnabled();
    const input = within(dialog).getByLabelText('Replacement file');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.bmp');
    fireEvent.change(input, { target: { files: [new File(['new'], 'new scan.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(replaced).toEqual([['key-scan.png', 'new scan.jpg']]));
    await waitFor(() => expect(scan.loads).toHaveLength(2));
    expect(await within(dialog).findByRole('img', { name: 'scan.png' })).toBeInTheDocument();
  });

  it('keeps the shown file when the caller rejects the replacement', async () => {
    const scan = png('scan.png');
    const { dialog } = await openViewer({ files: [scan], onReplace: () => Promise.reject(new Error('too big')) });
    await within(dialog).findByRole('img', { name: 'scan.png' });
    fireEvent.change(within(dialog).getByLabelText('Replacement file'), { target: { files: [new File(['x'], 'x.png', { type: 'image/png' })] } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Replace the file' })).toBeEnabled());
    expect(scan.loads).toHaveLength(1);
    expect(within(dialog).getByRole('img', { name: 'scan.png' })).toBeInTheDocument();
  });

  it('offers a download for a file it cannot show', async () => {
    const { dialog } = await openViewer({ files: [file('notes.txt', new Blob(['x'], { type: 'text/plain' }))] });
    expect(await within(dialog).findByText('This file cannot be shown here. Download it to open it.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(saved).toEqual(['notes.txt']);
  });

  it('speaks Chinese in zh-CN', async () => {
    const { dialog } = await openViewer({ files: [png('营业执照.png'), png('章程.png')], onRename: () => undefined, onReplace: () => undefined }, 'zh');
    await within(dialog).findByRole('img', { name: /\.png$/ });
    for (const name of ['放大', '缩小', '向左旋转 90°', '向右旋转 90°', '原始大小', '上一个文件', '下一个文件', '重命名', '下载', '替换文件', '关闭']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('第 1 个文件，共 2 个')).toBeInTheDocument();
  });
});

describe('FileViewer: a PDF (through shared/ui/pdf-viewer)', () => {
  it('shows the pages of a PDF known by its name, zoomed and rotated with the view', async () => {
    const pdf = fakePdf(2);
    const { dialog } = await openViewer({ files: [file('contract.pdf', new Blob(['%PDF'], { type: 'application/octet-stream' }))], pdfLoader: pdf.loader });
    expect(await within(dialog).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'contract.pdf (PDF)' })).toBeInTheDocument();
    // One file: no file counter beside the page counter, nor buttons that go nowhere.
    expect(within(dialog).queryByText(/^1 \/ 1$|^File 1 of 1$/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next file' })).toBeNull();
    // happy-dom lays nothing out: the page is drawn at its own width (600), times the zoom.
    await waitFor(() => expect(pdf.drawn.at(-1)).toEqual({ width: 600, rotation: undefined }));
    key(dialog, 'ArrowUp');
    await waitFor(() => expect(pdf.drawn.at(-1)?.width).toBe(720));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate right 90°' }));
    await waitFor(() => expect(pdf.drawn.at(-1)).toEqual({ width: 720, rotation: 90 }));
    fireEvent.wheel(stage(), { deltaY: 100 });
    await waitFor(() => expect(pdf.drawn.at(-1)?.width).toBeCloseTo(600 * 1.185));
    // The page's own left/right turn pages while it has the focus, not files.
    const page = within(dialog).getByRole('img', { name: 'Page 1 of 2' }).closest<HTMLElement>('[tabindex="0"]')!;
    page.focus();
    key(page, 'ArrowRight');
    expect(await within(dialog).findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('a PDF that does not open says so', async () => {
    const broken: PdfLoader = () => ({ promise: Promise.reject(new Error('bad')), destroy: () => undefined });
    const { dialog } = await openViewer({ files: [file('contract.pdf', new Blob(['x'], { type: 'application/pdf' }))], pdfLoader: broken });
    expect(await within(dialog).findByText('The document could not be shown.')).toBeInTheDocument();
  });
});
