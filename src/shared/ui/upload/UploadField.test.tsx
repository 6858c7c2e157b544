import { describe, expect, it } from '@rstest/core';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { UPLOAD_RULES, type UploadRule } from '@/shared/lib/validation';
import type { Locale } from '@/shared/i18n';
import { renderApp } from '@tests/support/render';
import { recordNotices } from '@tests/support/notices';
import { signedFile } from '@tests/support/files';
import { gbkCsv, pdfDocument } from '@tests/support/uploadSamples';
import { xlsxWorkbook, zipArchive } from '@tests/support/zip';
import { UploadField } from './UploadField';
import type { OcrFields, UploadItem, UploadTransport } from './types';

const MB = 1024 * 1024;

interface PendingUpload {
  file: File;
  signal: AbortSignal;
  progress(percent: number): void;
  resolve(stored: { id: string; name: string; ocr?: OcrFields }): void;
  reject(error: Error): void;
}

/**
 * A transport whose uploads wait until the test settles them, recording every call. With
 * `listsStored`, it reads the area's stored files too, each read waiting for the test's answer.
 */
function testTransport({ removeFails = false, listsStored = false }: { removeFails?: boolean; listsStored?: boolean } = {}) {
  const uploads: PendingUpload[] = [];
  const removed: string[] = [];
  const opened: string[] = [];
  const reads: ((ids: string[]) => void)[] = [];
  let finishRemove: (() => void) | null = null;
  const transport: UploadTransport = {
    upload: (file, { onProgress, signal }) =>
      new Promise((resolve, reject) => {
        uploads.push({ file, signal, progress: onProgress, resolve, reject });
      }),
    remove: (id) => {
      removed.push(id);
      return new Promise<void>((resolve, reject) => {
        finishRemove = () => (removeFails ? reject(new Error('The file is in use.')) : resolve());
      });
    },
    open: async (id) => {
      opened.push(id);
      return new Blob(['bytes'], { type: 'image/png' });
    },
    ...(listsStored ? { storedIds: () => new Promise<string[]>((resolve) => reads.push(resolve)) } : {}),
  };
  /** Settles an upload outside a user event, as the network would. */
  const settle = (action: () => void) => act(async () => action());
  /** The n-th upload sent (0-based). */
  const upload = (index: number): PendingUpload => {
    const pending = uploads[index];
    if (!pending) throw new Error(`upload ${index} was not sent`);
    return pending;
  };
  /** Answers the n-th read of the area's stored files (0-based). */
  const answerRead = (index: number, ids: string[]) =>
    act(async () => {
      const read = reads[index];
      if (!read) throw new Error(`read ${index} was not made`);
      read(ids);
    });
  return { transport, uploads, upload, removed, opened, reads, answerRead, settle, finishRemove: () => act(async () => finishRemove?.()) };
}

/**
 * A file whose content fits its name's type (the field checks the first bytes). Its size is
 * only reported, as the browser's File.size: 10 MB of real bytes would slow the test tenfold.
 */
function file(name: string, size = 1000): File {
  const result = signedFile(name);
  Object.defineProperty(result, 'size', { value: size });
  return result;
}

const stored = (id: string, name: string): UploadItem => ({ uid: `uid-${id}`, id, name, status: 'done' });

/** The field inside a parent that owns its value (as Form.Item does), recording every change. */
async function renderField({
  rule = UPLOAD_RULES.other,
  initial = [],
  disabled = false,
  locale = 'en',
  transport = testTransport(),
}: { rule?: UploadRule; initial?: UploadItem[]; disabled?: boolean; locale?: Locale; transport?: ReturnType<typeof testTransport> } = {}) {
  const changes: UploadItem[][] = [];
  const ocr: OcrFields[] = [];
  function Parent() {
    const [value, setValue] = useState<UploadItem[]>(initial);
    return (
      <UploadField
        value={value}
        onChange={(items) => {
          changes.push(items);
          setValue(items);
        }}
        onOcr={(fields) => ocr.push(fields)}
        transport={transport.transport}
        rule={rule}
        disabled={disabled}
        aria-label="Upload field under test"
      />
    );
  }
  const view = await renderApp(<Parent />, { locale });
  return { ...view, ...transport, changes, ocr, last: () => changes.at(-1) };
}

const input = () => screen.getByLabelText('Upload field under test') as HTMLInputElement;

describe('UploadField: a file is checked before anything is sent (000 §5, 001 §5, §8)', () => {
  const oneLeft = { ...UPLOAD_RULES.other, maxCount: 2 };
  it.each([
    ['en', 'a type other than pdf jpg jpeg png bmp', [file('scan.gif')], UPLOAD_RULES.other, '“scan.gif” was not added: only PDF, JPG, JPEG, PNG, BMP files can be uploaded here.'],
    ['zh', 'a type other than pdf jpg jpeg png bmp', [file('scan.gif')], UPLOAD_RULES.other, '“scan.gif”未添加：此处只能上传 PDF, JPG, JPEG, PNG, BMP 文件。'],
    ['en', 'a file over 10 MB', [file('big.pdf', 10 * MB + 1)], UPLOAD_RULES.other, '“big.pdf” was not added: it is larger than 10 MB. Choose a smaller file and upload again.'],
    ['zh', 'a file over 10 MB', [file('big.pdf', 10 * MB + 1)], UPLOAD_RULES.other, '“big.pdf”未添加：文件超过10MB，请选择更小的文件后重新上传。'],
    ['en', 'a file beyond the count', [file('one.pdf'), file('two.pdf')], oneLeft, '“two.pdf” was not added: at most 2 file(s) can be uploaded here.'],
    ['zh', 'a file beyond the count', [file('one.pdf'), file('two.pdf')], oneLeft, '“two.pdf”未添加：此处最多只能上传2个文件。'],
    ['en', 'an empty file', [new File([], 'empty.pdf', { type: 'application/pdf' })], UPLOAD_RULES.other, '“empty.pdf” was not added: the file is empty (0 bytes). Choose the file with its content.'],
    ['zh', 'an empty file', [new File([], 'empty.pdf', { type: 'application/pdf' })], UPLOAD_RULES.other, '“empty.pdf”未添加：文件为空（0 字节），请选择有内容的文件。'],
    ['en', 'a page renamed .pdf', [new File(['<html></html>'], 'scan.pdf')], UPLOAD_RULES.other, '“scan.pdf” was not added: its content is not a PDF file, whatever its name says. Choose the original file and upload it again.'],
    ['zh', 'a page renamed .pdf', [new File(['<html></html>'], 'scan.pdf')], UPLOAD_RULES.other, '“scan.pdf”未添加：文件内容不是 PDF 文件（与文件名不符），请选择原始文件后重新上传。'],
    ['en', 'an executable renamed setup.csv', [new File([Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0])], 'setup.csv')], UPLOAD_RULES.settlementFile, '“setup.csv” was not added: its content is not a CSV file, whatever its name says. Choose the original file and upload it again.'],
    ['en', 'a PDF renamed .csv', [new File([pdfDocument()], 'US settlement March-2025.csv')], UPLOAD_RULES.settlementFile, '“US settlement March-2025.csv” was not added: its content is not a CSV file, whatever its name says. Choose the original file and upload it again.'],
    ['zh', 'a plain zip renamed .xlsx', [new File([zipArchive([['March/orders.csv', 'date,amount\n']])], 'US settlement March-2025.xlsx')], UPLOAD_RULES.settlementFile, '“US settlement March-2025.xlsx”未添加：文件内容不是 XLSX 文件（与文件名不符），请选择原始文件后重新上传。'],
  ] as const)('%s: %s is refused at the field, naming the file, not sent and not kept', async (locale, _case, files, rule, message) => {
    const notices = recordNotices();
    const user = userEvent.setup({ applyAccept: false });
    const view = await renderField({ rule, locale, initial: rule === oneLeft ? [stored('f0', 'kept.pdf')] : [] });

    await user.upload(input(), [...files]);

    // Said beside the control, as an alert, not as a toast at the top of the page.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(notices.all).toEqual([]);
    const refused = files.at(-1) as File;
    expect(view.uploads.map((upload) => upload.file)).not.toContain(refused);
    expect((view.last() ?? []).map((item) => item.name)).not.toContain(refused.name);
  });

  // 000 §5's file-name rule is read as one for typed names: the transport sends a name that
  // meets it (shared/lib/validation storableFileName); the field keeps the user's.
  it('accepts a file whatever its name, and shows it under the user’s own name', async () => {
    const long = `${'扫描件 '.repeat(75)}.pdf`;
    const names = ['licence-scan.png', 'scan 2024-01.pdf', '营业执照（副本）.pdf', long];
    const notices = recordNotices();
    const user = userEvent.setup();
    const view = await renderField();
    await user.upload(input(), names.map((name) => file(name)));
    await waitFor(() => expect(view.uploads.map((upload) => upload.file.name)).toEqual(names));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await view.settle(() => view.uploads.forEach((upload, index) => upload.resolve({ id: `n${index}`, name: upload.file.name })));
    expect(view.last()?.map((item) => [item.name, item.status])).toEqual(names.map((name) => [name, 'done']));
    for (const name of names.slice(0, 3)) expect(screen.getByText(name)).toBeInTheDocument();
    expect(notices.success).toHaveLength(names.length);
  });

  it('says each refused file of one choice, and forgets them at the next choice', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const view = await renderField();
    await user.upload(input(), [file('a.gif'), file('ok.pdf'), file('big.png', 10 * MB + 1)]);
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(2));
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“a.gif” was not added: only PDF, JPG, JPEG, PNG, BMP files can be uploaded here.',
      '“big.png” was not added: it is larger than 10 MB. Choose a smaller file and upload again.',
    ]);
    expect(view.uploads.map((upload) => upload.file.name)).toEqual(['ok.pdf']);
    await user.upload(input(), file('next.pdf'));
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
  });

  it('names every file dropped beyond the count, and sends the ones that fit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const view = await renderField({ rule: { ...UPLOAD_RULES.other, maxCount: 2 } });
    await user.upload(input(), [file('first.pdf'), file('second.pdf'), file('third.pdf'), file('fourth.pdf')]);
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(2));
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“third.pdf” was not added: at most 2 file(s) can be uploaded here.',
      '“fourth.pdf” was not added: at most 2 file(s) can be uploaded here.',
    ]);
    expect(view.uploads.map((upload) => upload.file.name)).toEqual(['first.pdf', 'second.pdf']);
  });

  it('a file refused for its content takes no place of the count', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const view = await renderField({ rule: { ...UPLOAD_RULES.other, maxCount: 2 }, initial: [stored('f0', 'kept.pdf')] });
    await user.upload(input(), [new File(['MZ\u0000'], 'fake.png'), file('real.png')]);
    await waitFor(() => expect(view.uploads.map((upload) => upload.file.name)).toEqual(['real.png']));
    expect(screen.getByRole('alert')).toHaveTextContent('“fake.png” was not added: its content is not a PNG file');
  });

  it('sends the settlement files people export: an xlsx, a GBK csv, a UTF-8 csv with Chinese', async () => {
    const user = userEvent.setup();
    const view = await renderField({ rule: UPLOAD_RULES.settlementFile });
    const files = [
      new File([xlsxWorkbook()], 'US settlement March-2025.xlsx'),
      new File([gbkCsv()], '结算明细 2025年3月.csv'),
      new File(['结算日期,金额\r\n2025-03-01,1234.56\r\n'], 'Settlement 2025-03 (UTF-8).csv'),
    ];
    await user.upload(input(), files);
    await waitFor(() => expect(view.uploads.map((upload) => upload.file.name)).toEqual(files.map((chosen) => chosen.name)));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('a choice made while the last is still being checked counts the files that one added', async () => {
    const view = await renderField({ rule: UPLOAD_RULES.idImage });
    fireEvent.change(input(), { target: { files: [file('front.png')] } });
    fireEvent.change(input(), { target: { files: [file('back.png')] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('“back.png” was not added: at most 1 file(s) can be uploaded here.'));
    expect(view.uploads.map((upload) => upload.file.name)).toEqual(['front.png']);
  });

  it('sends a file of exactly 10 MB with an allowed extension in any case', async () => {
    const notices = recordNotices();
    const user = userEvent.setup({ applyAccept: false });
    const view = await renderField();
    await user.upload(input(), file('LICENCE.PDF', 10 * MB));
    await waitFor(() => expect(view.uploads).toHaveLength(1));
    expect(view.uploads.map((upload) => upload.file.name)).toEqual(['LICENCE.PDF']);
    expect(notices.all).toEqual([]);
  });

  it('offers only the allowed types in the file dialog and states the rules', async () => {
    await renderField();
    expect(input()).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.bmp');
    expect(input()).toHaveAccessibleDescription('Accepted: PDF, JPG, JPEG, PNG, BMP. Up to 10 MB per file, at most 5 file(s).');
  });
});

describe('UploadField: uploading', () => {
  it('shows the real progress, then the stored file with its preview; the value follows', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    const view = await renderField();
    await user.upload(input(), file('licence.pdf'));

    const bar = screen.getByRole('progressbar', { name: 'Uploading licence.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(view.last()).toEqual([expect.objectContaining({ id: null, name: 'licence.pdf', status: 'uploading', percent: 0 })]);

    await view.settle(() => view.upload(0).progress(42.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading licence.pdf' })).toHaveAttribute('aria-valuenow', '42');

    await view.settle(() => view.upload(0).resolve({ id: 'file-1', name: 'licence.pdf' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview licence.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('licence.pdf uploaded');
    expect(notices.success).toEqual(['File uploaded successfully']);
    const [item] = view.last() ?? [];
    expect(item).toEqual({ uid: expect.any(String), id: 'file-1', name: 'licence.pdf', status: 'done' });
  });

  it('a failed upload stops its loader, shows the message and offers Retry, which sends the same file again', async () => {
    const user = userEvent.setup();
    const view = await renderField();
    const chosen = file('licence.pdf');
    await user.upload(input(), chosen);
    await view.settle(() => view.upload(0).reject(new Error('The media service is unavailable.')));

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const card = screen.getByText('licence.pdf').closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Upload failed');
    expect(card).toHaveTextContent('The media service is unavailable.');
    expect(screen.getByRole('status')).toHaveTextContent('licence.pdf could not be uploaded: The media service is unavailable.');
    expect(view.last()).toEqual([expect.objectContaining({ id: null, status: 'error' })]);
    expect(within(card).queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Retry uploading licence.pdf' }));
    expect(view.uploads).toHaveLength(2);
    expect(view.upload(1).file).toBe(chosen);
    expect(screen.getByRole('progressbar', { name: 'Uploading licence.pdf' })).toBeInTheDocument();
    await view.settle(() => view.upload(1).resolve({ id: 'file-2', name: 'licence.pdf' }));
    expect(view.last()).toEqual([expect.objectContaining({ id: 'file-2', status: 'done' })]);
    expect(screen.queryByText('The media service is unavailable.')).not.toBeInTheDocument();
  });

  it('a failed upload without a message says so in general words', async () => {
    const user = userEvent.setup();
    const view = await renderField({ locale: 'zh' });
    await user.upload(screen.getByLabelText('Upload field under test'), file('licence.pdf'));
    await view.settle(() => view.upload(0).reject(new Error('')));
    expect(screen.getByText('文件上传失败，请重试。')).toBeInTheDocument();
  });

  it('removing a failed file drops it without a server call', async () => {
    const user = userEvent.setup();
    const view = await renderField();
    await user.upload(input(), file('licence.pdf'));
    await view.settle(() => view.upload(0).reject(new Error('No.')));
    await user.click(screen.getByRole('button', { name: 'Remove licence.pdf' }));
    expect(screen.queryByText('licence.pdf')).not.toBeInTheDocument();
    expect(view.removed).toEqual([]);
    expect(view.last()).toEqual([]);
  });

  it('removing a file still uploading cancels it', async () => {
    const user = userEvent.setup();
    const view = await renderField();
    await user.upload(input(), file('licence.pdf'));
    await user.click(screen.getByRole('button', { name: 'Cancel uploading licence.pdf' }));
    expect(view.upload(0).signal.aborted).toBe(true);
    expect(view.last()).toEqual([]);
    expect(view.removed).toEqual([]);
  });

  it('an upload whose answer comes after its cancel has the file it stored deleted at once', async () => {
    const user = userEvent.setup();
    const view = await renderField();
    await user.upload(input(), file('licence.pdf'));
    await user.click(screen.getByRole('button', { name: 'Cancel uploading licence.pdf' }));
    await view.settle(() => view.upload(0).resolve({ id: 'file-1', name: 'licence.pdf' }));
    expect(view.removed).toEqual(['file-1']);
    expect(view.last()).toEqual([]);
    expect(screen.queryByText('licence.pdf')).not.toBeInTheDocument();
  });

  it('after a cancel the area keeps only what the field lists: read once nothing is on its way, and again before the next upload, which waits', async () => {
    const user = userEvent.setup();
    const view = await renderField({ initial: [stored('f1', 'kept.pdf')], transport: testTransport({ listsStored: true }) });
    await user.upload(input(), [file('a.pdf'), file('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Cancel uploading a.pdf' }));
    expect(view.upload(0).signal.aborted).toBe(true);
    // b.pdf is still on its way: its answer will name what it stored.
    expect(view.reads).toHaveLength(0);
    await view.settle(() => view.upload(1).resolve({ id: 'file-b', name: 'b.pdf' }));
    expect(view.reads).toHaveLength(1);
    // The server kept a.pdf all the same: the field does not list it, so it is deleted.
    await view.answerRead(0, ['f1', 'file-a', 'file-b']);
    expect(view.removed).toEqual(['file-a']);
    await view.finishRemove();

    await user.upload(input(), file('c.pdf'));
    expect(view.reads).toHaveLength(2);
    expect(view.uploads).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Uploading c.pdf' })).toBeInTheDocument();
    await view.answerRead(1, ['f1', 'file-b']);
    expect(view.uploads.map((upload) => upload.file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(view.removed).toEqual(['file-a']);
    await view.settle(() => view.upload(2).resolve({ id: 'file-c', name: 'c.pdf' }));
    expect(view.last()?.map((item) => [item.id, item.status])).toEqual([
      ['f1', 'done'],
      ['file-b', 'done'],
      ['file-c', 'done'],
    ]);
  });

  it('hands the fields an OCR upload read to onOcr', async () => {
    const user = userEvent.setup();
    const view = await renderField({ rule: UPLOAD_RULES.businessLicence });
    await user.upload(input(), file('licence.png'));
    const fields = { address: '1 Century Avenue, Shanghai', creditCode: '91310000MA1K35XY2C' };
    await view.settle(() => view.upload(0).resolve({ id: 'file-1', name: 'licence.png', ocr: fields }));
    expect(view.ocr).toEqual([fields]);
  });

  it('sends several chosen files, each with its own progress', async () => {
    const user = userEvent.setup();
    const view = await renderField();
    await user.upload(input(), [file('a.pdf'), file('b.jpg')]);
    expect(view.uploads.map((upload) => upload.file.name)).toEqual(['a.pdf', 'b.jpg']);
    await view.settle(() => view.upload(1).progress(70));
    expect(screen.getByRole('progressbar', { name: 'Uploading a.pdf' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar', { name: 'Uploading b.jpg' })).toHaveAttribute('aria-valuenow', '70');
  });
});

describe('UploadField: stored files', () => {
  it('removing a stored file deletes it on the server, the button waiting meanwhile', async () => {
    const user = userEvent.setup();
    const view = await renderField({ initial: [stored('f1', 'licence.pdf'), stored('f2', 'other.pdf')] });
    const remove = screen.getByRole('button', { name: 'Remove licence.pdf' });
    await user.click(remove);
    expect(view.removed).toEqual(['f1']);
    expect(remove).toBeDisabled();
    await view.finishRemove();
    expect(screen.queryByText('licence.pdf')).not.toBeInTheDocument();
    expect(view.last()).toEqual([stored('f2', 'other.pdf')]);
    expect(screen.getByRole('status')).toHaveTextContent('licence.pdf removed');
    expect(input()).toHaveFocus();
  });

  it('a refused deletion keeps the file and shows the message', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    const view = await renderField({ initial: [stored('f1', 'licence.pdf')], transport: testTransport({ removeFails: true }) });
    await user.click(screen.getByRole('button', { name: 'Remove licence.pdf' }));
    await view.finishRemove();
    expect(notices.error).toEqual(['The file is in use.']);
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove licence.pdf' })).toBeEnabled();
    expect(view.changes).toEqual([]);
  });

  it('hides the add tile once the area holds its count (licence: one file)', async () => {
    await renderField({ rule: UPLOAD_RULES.businessLicence, initial: [stored('f1', 'licence.pdf')] });
    expect(screen.queryByLabelText('Upload field under test')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove licence.pdf' })).toBeInTheDocument();
  });

  it('read-only: no add, remove or retry, the preview stays', async () => {
    await renderField({ disabled: true, initial: [stored('f1', 'licence.pdf')] });
    expect(screen.queryByLabelText('Upload field under test')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Retry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview licence.pdf' })).toBeInTheDocument();
  });

  it('read-only and empty says there is no file', async () => {
    await renderField({ disabled: true, locale: 'zh' });
    expect(screen.getByText('暂无文件')).toBeInTheDocument();
  });

  it('shows a stored image as a thumbnail of its bytes and a PDF as an icon', async () => {
    const view = await renderField({ initial: [stored('img', 'front.png'), stored('doc', 'licence.pdf')] });
    await waitFor(() => expect(view.opened).toEqual(['img']));
    const card = screen.getByText('front.png').closest('li') as HTMLElement;
    await waitFor(() => expect(card.querySelector('img')).not.toBeNull());
  });
});

describe('UploadField: preview (001 §2.9)', () => {
  it('opens the file viewer at the chosen file, over every stored file, fetching each file once', async () => {
    const user = userEvent.setup();
    const view = await renderField({ disabled: true, initial: [stored('f1', 'front.png'), stored('f2', 'back.png')] });
    await user.click(screen.getByRole('button', { name: 'Preview back.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'back.png' });
    expect(within(dialog).getByText('File 2 of 2')).toBeInTheDocument();
    expect([...view.opened].sort()).toEqual(['f1', 'f2']);
  });

  it('shows a file just uploaded from its local bytes, without fetching it back', async () => {
    const user = userEvent.setup();
    const view = await renderField();
    await user.upload(input(), file('new.png'));
    await view.settle(() => view.upload(0).resolve({ id: 'n1', name: 'new.png' }));
    await user.click(screen.getByRole('button', { name: 'Preview new.png' }));
    expect(await screen.findByRole('dialog', { name: 'new.png' })).toBeInTheDocument();
    expect(view.opened).toEqual([]);
  });
});

describe('UploadField in an antd form', () => {
  it('takes its label from Form.Item and gives the form the stored files', async () => {
    const user = userEvent.setup();
    const transport = testTransport();
    const values: unknown[] = [];
    await renderApp(
      <Form onValuesChange={(_changed, all) => values.push(all)}>
        <Form.Item label="Articles of organisation" name="articles">
          <UploadField transport={transport.transport} rule={UPLOAD_RULES.articlesOfOrganisation} />
        </Form.Item>
      </Form>,
    );
    await user.upload(screen.getByLabelText(/Articles of organisation/), file('articles.pdf'));
    await transport.settle(() => transport.upload(0).resolve({ id: 'a1', name: 'articles.pdf' }));
    expect(values.at(-1)).toEqual({ articles: [{ uid: expect.any(String), id: 'a1', name: 'articles.pdf', status: 'done' }] });
  });
});
