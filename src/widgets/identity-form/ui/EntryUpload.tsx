import { Form } from 'antd';
import { MediaUploadField, type MediaUploadFieldProps, type UploadItem } from '@/entities/media-file';

/**
 * An entry's upload area as a Form.Item control. The stored files the field loads on
 * opening become the value quietly (no validation, not "touched"), so a fresh entry does
 * not greet the user with "please upload" before they did anything; the user's own
 * uploads and removals go through onChange and are validated as usual (001 §5, §8).
 * An error already shown (the entry was validated while loading) is judged again.
 */
export function EntryUpload({ path, value, onChange, ...props }: MediaUploadFieldProps & { path: (string | number)[] }) {
  const form = Form.useFormInstance();
  const change = (items: UploadItem[]) => {
    if (value !== undefined) {
      onChange?.(items);
      return;
    }
    // setFields, not setFieldValue: that would clear errors and mark the field touched.
    form.setFields([{ name: path, value: items }]);
    // An error judged before the files were known is judged again against them.
    if (form.getFieldError(path).length > 0) void form.validateFields([path]).catch(() => undefined);
  };
  return <MediaUploadField {...props} value={value} onChange={change} />;
}
