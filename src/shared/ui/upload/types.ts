import type { UploadRule } from '@/shared/lib/validation';

/**
 * One file of an upload field, as the form holds it. `id` is the stored file's id once the
 * server has it (null while uploading or after a failure); `file` is the local file while it
 * is not stored yet (kept for a retry), dropped once stored so the value stays plain data.
 */
export interface UploadItem {
  uid: string;
  id: string | null;
  name: string;
  status: 'uploading' | 'done' | 'error';
  percent?: number;
  file?: File;
}

/** Fields an OCR upload area reads from the image (business licence, ID front/back). */
export interface OcrFields {
  address?: string;
  creditCode?: string;
  idNo?: string;
  name?: string;
}

/** The calls behind an upload field; the media entity supplies them, tests pass their own. */
export interface UploadTransport {
  /** Sends one file; reports real progress; resolves with the stored file's id and the name the card shows (the user's own, whatever name the server was sent; and OCR fields for OCR areas). Rejects with an Error whose message is user-facing (server msg) or a generic text. */
  upload(file: File, options: { onProgress(percent: number): void; signal: AbortSignal }): Promise<{ id: string; name: string; ocr?: OcrFields }>;
  remove(id: string): Promise<void>;
  /**
   * Renames a stored file (the viewer's rename; the name already meets 000 §5's rule). Without
   * it the viewer offers no rename. Rejects with an Error whose message is user-facing.
   */
  rename?(id: string, name: string): Promise<void>;
  /**
   * The ids of the files the area holds on the server, read afresh (not from a cache). With
   * it the field puts the area right after a cancelled upload, which the server may have
   * stored all the same: it deletes every stored file the field does not list (UploadField).
   */
  storedIds?(): Promise<string[]>;
  /** The stored file's bytes (preview in the viewer, download). */
  open(id: string): Promise<Blob>;
  /**
   * The files stay in the browser until the page's submit sends them (pre-approval settlement
   * files): the field then says "added", never "uploaded", for nothing has been sent yet.
   */
  heldUntilSubmit?: boolean;
}

export interface UploadFieldProps {
  /** antd Form.Item compatible: the field's items and their changes. */
  value?: UploadItem[];
  onChange?(items: UploadItem[]): void;
  transport: UploadTransport;
  /** What the area accepts: UPLOAD_RULES[area] of shared/lib/validation. */
  rule: UploadRule;
  /** Called with the fields an OCR area's upload read. */
  onOcr?(fields: OcrFields): void;
  /**
   * The viewer offers Replace for a stored file while the area has room for one more (the new
   * file is stored before the old one is deleted, so for a moment the area holds both).
   */
  allowReplace?: boolean;
  /** Read-only: the list and preview only, no add, remove or retry. */
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  status?: 'error';
}
