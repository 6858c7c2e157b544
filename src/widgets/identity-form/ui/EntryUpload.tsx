import { Form } from 'antd';
import { MediaUploadField, type MediaUploadFieldProps, type UploadItem } from '@/entities/media-file';

/**
 * An entry's upload area as a Form.Item control. The stored files the field loads on
 * opening become the value quietly (no validation, not "touched"), so a fresh entry does
 * not greet the user with "please upload" before they did anything; the user's own
 * uploads and removals go through onChange and are validated as usual (001 §5, §8).
 */
export function EntryUpload({ path, value, onChange, ...props }: MediaUploadFieldProps & { path: (string | number)[] }) {
  const form = Form.useFormInstance();
  const change = (items: UploadItem[]) => {
    if (value === undefined) form.setFieldValue(path, items);
    else onChange?.(items);
  };
  return <MediaUploadField {...props} value={value} onChange={change} />;
}
