import type { FormInstance } from 'antd';

/**
 * Upload areas are judged on next only (their stored files arrive through onChange when the
 * field loads, which must not show "please upload" at once); an area showing its message is
 * judged again when its files change, so the message goes once a file is there.
 */
export function recheckUploads(form: FormInstance, changed: Partial<Record<string, unknown>> | undefined): void {
  for (const key of Object.keys(changed ?? {})) {
    if (form.getFieldError(['files', key]).length > 0) void form.validateFields([['files', key]]).catch(() => undefined);
  }
}
