import { useEffect, useRef } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadRule } from '@/shared/lib/validation';
import { UploadField, type OcrFields, type UploadItem } from '@/shared/ui/upload';
import type { MediaArea } from '../config/codes';
import { useListMediaFilesQuery } from '../api/mediaApi';
import { toUploadItem } from '../lib/items';
import { useMediaTransport } from '../model/transport';

export interface MediaUploadFieldProps {
  area: MediaArea;
  rule: UploadRule;
  value?: UploadItem[];
  onChange?(items: UploadItem[]): void;
  onOcr?(fields: OcrFields): void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  status?: 'error';
}

/**
 * The upload field of one media area (001 §5, §9; DESIGN §11), usable as an antd
 * Form.Item control: it loads the area's stored files into the value (unless the form
 * already holds a list), uploads through kj-media with real progress (the OCR variant for
 * the licence and the ID images, whose reading goes to `onOcr`), deletes, and previews
 * through the file viewer, which renames a stored file (fileRename) and replaces one.
 */
export function MediaUploadField({ area, value, onChange, ...field }: MediaUploadFieldProps) {
  const { t } = useTranslation(['errors', 'common']);
  const transport = useMediaTransport(area);
  const { modelCode, catgId, busiKey } = area;
  const stored = useListMediaFilesQuery({ busiKey, modelCode, catgId }, { skip: !busiKey });
  const key = `${modelCode}/${catgId}/${busiKey}`;
  const filledFor = useRef<string | null>(null);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    if (!stored.data || stored.isFetching || filledFor.current === key) return;
    filledFor.current = key;
    // A list the form already holds (a restored draft, a value set by the step) wins.
    if (latest.current.value === undefined) latest.current.onChange?.(stored.data.map(toUploadItem));
  }, [stored.data, stored.isFetching, key]);

  if (stored.isError && value === undefined) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('errors:notResponding')}
        action={
          <Button size="small" onClick={() => void stored.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  const loading = value === undefined && (stored.isLoading || stored.isFetching);
  // No business key yet (the entry's data still loading): nothing may be filed under an empty key.
  return (
    <Spin spinning={loading}>
      <UploadField {...field} value={value ?? []} onChange={onChange} transport={transport} allowReplace disabled={field.disabled || loading || !busiKey} />
    </Spin>
  );
}
