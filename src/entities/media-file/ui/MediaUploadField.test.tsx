import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { db } from '@mocks/db';
import { keepBytes } from '@mocks/lib/mediaBytes';
import { signInAs } from '@mocks/testing/client';
import { UPLOAD_RULES, type UploadRule } from '@/shared/lib/validation';
import type { OcrFields, UploadItem } from '@/shared/ui/upload';
import { renderApp } from '@tests/support/render';
import { recordNotices } from '@tests/support/notices';
import { MEDIA_CATEGORY, MEDIA_MODEL, type MediaArea } from '../config/codes';
import { MediaUploadField } from './MediaUploadField';
import { signedFile } from '@tests/support/files';
import { multipartFileNames, recordRequests } from '@tests/support/requests';
import { setFault } from '@tests/support/faults';

const LABEL = 'ID front';

function storedRow(id: string, area: MediaArea, fileName: string) {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
  keepBytes(id, bytes);
  db.mediaFile.create({ id, ...area, fileName, mime: 'image/png', size: bytes.length, createdAt: Date.now(), bytes: null });
}

/** The field inside an antd Form, as the wizard's steps use it; the mock backend behind it. */
async function renderField(area: MediaArea, rule: UploadRule = UPLOAD_RULES.idImage) {
  await signInAs('demo.one');
  const ocr: OcrFields[] = [];
  const values: { current?: UploadItem[] } = {};
  function Step() {
    const [form] = Form.useForm<{ files?: UploadItem[] }>();
    const files = Form.useWatch('files', form);
    values.current = files;
    return (
      <Form form={form}>
        <Form.Item name="files" label={LABEL}>
          <MediaUploadField area={area} rule={rule} onOcr={(fields) => ocr.push(fields)} aria-label={LABEL} />
        </Form.Item>
      </Form>
    );
  }
  const view = await renderApp(<Step />);
  return { ...view, ocr, values };
}

const input = () => screen.getByLabelText(LABEL) as HTMLInputElement;
const area = (catgId: string, busiKey = 'M-777'): MediaArea => ({ modelCode: MEDIA_MODEL.contact, catgId, busiKey });
const rowsOf = (busiKey: string) => db.mediaFile.findMany({ where: { busiKey: { equals: busiKey } } });

describe('MediaUploadField against the mock (001 §5, §7, §9)', () => {
  it('loads the area’s stored files into the form value', async () => {
    storedRow('900001', area(MEDIA_CATEGORY.companyFile), 'articles.png');
    storedRow('900002', area(MEDIA_CATEGORY.idFront), 'elsewhere.png');
    const view = await renderField(area(MEDIA_CATEGORY.companyFile), UPLOAD_RULES.companyFile);
    expect(await screen.findByText('articles.png')).toBeInTheDocument();
    expect(screen.queryByText('elsewhere.png')).not.toBeInTheDocument();
    await waitFor(() => expect(view.values.current).toEqual([{ uid: 'stored-900001', id: '900001', name: 'articles.png', status: 'done' }]));
  });

  it('uploads an ID image through OCR: stored, listed, and the reading handed on', async () => {
    const notices = recordNotices();
    const user = userEvent.setup();
    const view = await renderField(area(MEDIA_CATEGORY.idFront));
    await waitFor(() => expect(view.values.current).toEqual([]));
    await user.upload(input(), signedFile('front.png'));
    await waitFor(() => expect(view.values.current?.[0]).toMatchObject({ name: 'front.png', status: 'done' }));
    const [row] = rowsOf('M-777');
    expect(row).toMatchObject({ catgId: 'CCONTACT001', modelCode: 'MKJ02CONTACT', fileName: 'front.png' });
    expect(view.values.current?.[0]?.id).toBe(row!.id);
    expect(view.ocr).toEqual([{ idNo: '11010519491231002X', name: '张伟' }]);
    expect(notices.success).toEqual(['File uploaded successfully']);
  });

  // 000 §5's file-name rule is one for typed names: a file is accepted whatever its name, and
  // the name sent is made to meet the rule, while the user keeps seeing their own.
  it.each([
    ['scan 2024-01.pdf', 'scan_2024_01.pdf'],
    ['营业执照 2024.pdf', '营业执照_2024.pdf'],
  ])('uploads %s under the name %s, and the card and viewer keep the user’s name', async (name, sent) => {
    const requests = recordRequests();
    const notices = recordNotices();
    const user = userEvent.setup();
    const view = await renderField(area(MEDIA_CATEGORY.companyFile), UPLOAD_RULES.companyFile);
    await waitFor(() => expect(view.values.current).toEqual([]));
    await user.upload(input(), signedFile(name));
    await waitFor(() => expect(view.values.current?.[0]).toMatchObject({ name, status: 'done' }));
    const [upload] = await requests.to('/kj-media/media/opera/do/uploadMediaFile');
    expect(multipartFileNames(upload?.body)).toEqual([sent]);
    expect(rowsOf('M-777')).toMatchObject([{ fileName: sent }]);
    expect(screen.getByText(name)).toBeInTheDocument();
    expect(notices.success).toEqual(['File uploaded successfully']);
    await user.click(screen.getByRole('button', { name: `Preview ${name}` }));
    expect(await screen.findByRole('dialog', { name })).toBeInTheDocument();
  });

  it('never sends a refused file', async () => {
    const notices = recordNotices();
    const user = userEvent.setup({ applyAccept: false });
    const view = await renderField(area(MEDIA_CATEGORY.idBack));
    await waitFor(() => expect(view.values.current).toEqual([]));
    await user.upload(input(), new File(['x'], 'scan.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('“scan.gif” was not added: only PDF, JPG, JPEG, PNG, BMP files can be uploaded here.');
    expect(notices.error).toEqual([]);
    expect(rowsOf('M-777')).toEqual([]);
  });

  it('shows the server’s reason when the service refuses the upload', async () => {
    // Another tab filled the area meanwhile: the service refuses the second file.
    const user = userEvent.setup();
    const view = await renderField(area(MEDIA_CATEGORY.idBack));
    await waitFor(() => expect(view.values.current).toEqual([]));
    storedRow('900003', area(MEDIA_CATEGORY.idBack), 'other-tab.png');
    await user.upload(input(), signedFile('back.png'));
    expect((await screen.findAllByText(/You can upload at most 1 file here\./)).length).toBeGreaterThan(0);
    expect(view.values.current?.[0]).toMatchObject({ name: 'back.png', status: 'error', id: null });
  });

  it('removes a stored file from the service and the value', async () => {
    storedRow('900004', area(MEDIA_CATEGORY.companyFile), 'old.png');
    const user = userEvent.setup();
    const view = await renderField(area(MEDIA_CATEGORY.companyFile), UPLOAD_RULES.companyFile);
    await user.click(await screen.findByRole('button', { name: 'Remove old.png' }));
    await waitFor(() => expect(view.values.current).toEqual([]));
    expect(rowsOf('M-777')).toEqual([]);
  });
});

describe('MediaUploadField: a cancelled upload is cancelled (a slow server)', () => {
  // The business licence of company KYC step 1: one file, through OCR. The server stores
  // what it received at once and answers 2 s later (the demo's latency fault, here on the
  // upload call alone, so that the area's list and deletions answer at once).
  const licence: MediaArea = { modelCode: MEDIA_MODEL.enterprise, catgId: MEDIA_CATEGORY.businessLicence, busiKey: 'M-778' };

  it('aborts the upload, deletes the file the server kept anyway, and takes the next file', async () => {
    const abort = rs.spyOn(XMLHttpRequest.prototype, 'abort');
    try {
      const user = userEvent.setup();
      const view = await renderField(licence, UPLOAD_RULES.businessLicence);
      await waitFor(() => expect(view.values.current).toEqual([]));
      setFault({ target: '/kj-media/media/opera/do/uploadMediaFileWithOcr', kind: 'latency', latencyMs: 2000 });
      await user.upload(input(), signedFile('licence scan.pdf'));
      // The server has the file, its answer is still on the way: the user cancels.
      await waitFor(() => expect(rowsOf('M-778')).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Cancel uploading licence scan.pdf' }));
      expect(abort).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(view.values.current).toEqual([]));
      // The portal reads the area back and deletes what the user did not keep.
      await waitFor(() => expect(rowsOf('M-778')).toEqual([]));

      await user.upload(input(), signedFile('licence.pdf'));
      await waitFor(() => expect(view.values.current).toEqual([expect.objectContaining({ name: 'licence.pdf', status: 'done' })]));
      expect(screen.queryByText(/at most 1 file/)).not.toBeInTheDocument();
      expect(rowsOf('M-778')).toMatchObject([{ fileName: 'licence.pdf' }]);
    } finally {
      abort.mockRestore();
    }
  });
});

describe('MediaUploadField: the viewer renames and replaces a stored file (000 §3, §5; 001 §2.9)', () => {
  const files = area(MEDIA_CATEGORY.companyFile, 'M-779');

  async function openViewerOn(name: string) {
    const user = userEvent.setup();
    const view = await renderField(files, UPLOAD_RULES.companyFile);
    await user.click(await screen.findByRole('button', { name: `Preview ${name}` }));
    const dialog = await screen.findByRole('dialog', { name });
    return { ...view, user, dialog };
  }

  it('shows a stored file under its rename (fileRename) when it has one', async () => {
    storedRow('900010', files, 'scan.png');
    db.mediaFile.update({ where: { id: { equals: '900010' } }, data: { fileRename: '营业执照.png' } });
    const view = await renderField(files, UPLOAD_RULES.companyFile);
    expect(await screen.findByText('营业执照.png')).toBeInTheDocument();
    await waitFor(() => expect(view.values.current).toEqual([{ uid: 'stored-900010', id: '900010', name: '营业执照.png', status: 'done' }]));
  });

  it('refuses `scan 2024-01` at the field with the rule, sending nothing', async () => {
    storedRow('900011', files, 'scan.png');
    const requests = recordRequests();
    const { user, dialog } = await openViewerOn('scan.png');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const field = within(dialog).getByRole('textbox', { name: 'File name' });
    await user.clear(field);
    await user.type(field, 'scan 2024-01{Enter}');
    const rule = 'The file name may contain only letters, digits, underscores or Chinese characters, 1 to 190 characters.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(rule);
    expect(field).toHaveAccessibleDescription(rule);
    expect(await requests.to('/kj-media/media/opera/do/renameFile')).toEqual([]);
    expect(rowsOf('M-779')).toMatchObject([{ fileName: 'scan.png', fileRename: null }]);
  });

  it('saves `营业执照_2024` on the server with its extension, and the list and viewer show the new name', async () => {
    storedRow('900012', files, 'scan.png');
    const requests = recordRequests();
    const { user, dialog, values } = await openViewerOn('scan.png');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const field = within(dialog).getByRole('textbox', { name: 'File name' });
    await user.clear(field);
    await user.type(field, '营业执照_2024{Enter}');
    await waitFor(() => expect(within(dialog).queryByRole('textbox')).toBeNull());
    const [sent] = await requests.to('/kj-media/media/opera/do/renameFile');
    expect(new URLSearchParams(sent?.search).get('fileRename')).toBe('营业执照_2024.png');
    expect(rowsOf('M-779')).toMatchObject([{ id: '900012', fileName: 'scan.png', fileRename: '营业执照_2024.png' }]);
    expect(await screen.findByRole('dialog', { name: '营业执照_2024.png' })).toBeInTheDocument();
    await waitFor(() => expect(values.current).toEqual([{ uid: 'stored-900012', id: '900012', name: '营业执照_2024.png', status: 'done' }]));
    expect(screen.getByRole('button', { name: 'Preview 营业执照_2024.png' })).toBeInTheDocument();
  });

  it('keeps the old file when the new upload fails', async () => {
    storedRow('900013', files, 'old.png');
    const notices = recordNotices();
    const { dialog, values } = await openViewerOn('old.png');
    // Another tab filled the area meanwhile: the service refuses the replacement.
    for (const id of ['900014', '900015', '900016', '900017']) storedRow(id, files, `other_${id}.png`);
    fireEvent.change(within(dialog).getByLabelText('Replacement file'), { target: { files: [signedFile('new.pdf')] } });
    await waitFor(() => expect(notices.error).toHaveLength(1));
    expect(notices.error[0]).toMatch(/new\.pdf could not be uploaded: .*at most 5 files/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Replace the file' })).toBeEnabled());
    expect(rowsOf('M-779').map((row) => row.id)).toContain('900013');
    expect(values.current).toEqual([{ uid: 'stored-900013', id: '900013', name: 'old.png', status: 'done' }]);
    expect(screen.getByRole('dialog', { name: 'old.png' })).toBeInTheDocument();
  });

  it('uploads the new file into the same area, then deletes the old one, and shows the new one in its place', async () => {
    storedRow('900018', files, 'old.png');
    const requests = recordRequests();
    const { dialog, values } = await openViewerOn('old.png');
    fireEvent.change(within(dialog).getByLabelText('Replacement file'), { target: { files: [signedFile('new.pdf')] } });
    expect(await screen.findByRole('dialog', { name: 'new.pdf' })).toBeInTheDocument();
    const [row] = rowsOf('M-779');
    expect(rowsOf('M-779')).toHaveLength(1);
    expect(row).toMatchObject({ ...files, fileName: 'new.pdf' });
    await waitFor(() => expect(values.current).toEqual([expect.objectContaining({ id: row!.id, name: 'new.pdf', status: 'done' })]));
    // Stored first, deleted after.
    const order = (await requests.all()).map((seen) => seen.path).filter((path) => /uploadMediaFile|deleteFileByFileId/.test(path));
    expect(order).toEqual(['/kj-media/media/opera/do/uploadMediaFile', '/kj-media/media/opera/do/deleteFileByFileId']);
  });
});
