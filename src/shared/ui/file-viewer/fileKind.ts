import { fileExtension } from '@/shared/lib/validation';

export type FileKind = 'image' | 'pdf' | 'other';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'bmp', 'gif', 'webp']);

/** Types that say nothing about the content: the name's extension decides. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/download', 'application/force-download']);

/**
 * How to show a file: by the blob's type when the server sent a meaningful one, otherwise
 * (no type, or a generic binary type) by the extension of its name. Images and PDFs are
 * shown (001 §2.9); anything else is offered for download.
 */
export function fileKind(blobType: string, name: string): FileKind {
  const type = blobType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf' || type === 'application/x-pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (!GENERIC_TYPES.has(type)) return 'other';
  const extension = fileExtension(name);
  if (extension === 'pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return 'other';
}
