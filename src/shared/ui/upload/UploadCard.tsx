import { useEffect, useState } from 'react';
import { Button, Progress } from 'antd';
import { DeleteOutlined, EyeOutlined, FileOutlined, FilePdfOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fileExtension } from '@/shared/lib/validation';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { UploadItem } from './types';
import styles from './UploadField.module.css';

/** The bytes of a file: the local one, or the stored one by id (null when there are none). */
export type BlobSource = (source: { id: string | null; file?: File }) => Promise<Blob> | null;

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'bmp', 'gif', 'webp']);

/** An image's thumbnail from its bytes (an object URL, released when no longer shown). */
function useThumbnail(item: UploadItem, blobOf: BlobSource): string | null {
  const [thumbnail, setThumbnail] = useState<{ key: string; url: string } | null>(null);
  const image = IMAGE_EXTENSIONS.has(fileExtension(item.name));
  const key = `${item.uid}:${item.id ?? ''}`;
  const { file, id } = item;
  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const source = blobOf({ id, file });
    if (!source) return;
    let active = true;
    let url: string | null = null;
    source.then(
      (blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setThumbnail({ key, url });
      },
      // No thumbnail then: the file icon stands in.
      () => undefined,
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [image, key, id, file, blobOf]);
  return thumbnail?.key === key ? thumbnail.url : null;
}

export interface UploadCardProps {
  item: UploadItem;
  error?: string;
  /** The file is held until the page's submit sends it: its state says "added". */
  held?: boolean;
  readOnly: boolean;
  removing: boolean;
  blobOf: BlobSource;
  onPreview(): void;
  onRetry(): void;
  onRemove(): void;
}

/** One picture card: thumbnail or icon, the name, the state in words, and its buttons. */
export function UploadCard({ item, error, held = false, readOnly, removing, blobOf, onPreview, onRetry, onRemove }: UploadCardProps) {
  const { t } = useTranslation('upload');
  const thumbnail = useThumbnail(item, blobOf);
  const { name, status } = item;
  const pdf = fileExtension(name) === 'pdf';
  const state = status === 'uploading' ? t('statusUploading') : t(held ? 'statusAdded' : 'statusDone');

  return (
    <li className={`${styles.item} ${styles.card} ${status === 'error' ? styles.failed : ''}`}>
      <div className={styles.thumb}>
        {thumbnail ? (
          <img className={styles.image} src={thumbnail} alt="" />
        ) : pdf ? (
          <FilePdfOutlined aria-hidden className={styles.icon} />
        ) : (
          <FileOutlined aria-hidden className={styles.icon} />
        )}
        {status === 'uploading' && (
          <div className={styles.progress}>
            <Progress percent={item.percent ?? 0} size="small" aria-label={t('progress', { name })} />
          </div>
        )}
      </div>
      <span className={styles.name} title={name}>
        {name}
      </span>
      {status === 'error' ? (
        <span className={styles.errorText} title={error}>
          <span className={visuallyHidden}>{`${t('statusFailed')} `}</span>
          {error ?? t('statusFailed')}
        </span>
      ) : (
        <span className={visuallyHidden}>{state}</span>
      )}
      <div className={styles.actions}>
        {status === 'done' && <Button type="text" size="small" icon={<EyeOutlined aria-hidden />} aria-label={t('preview', { name })} onClick={onPreview} />}
        {status === 'error' && !readOnly && item.file && (
          <Button type="text" size="small" icon={<RedoOutlined aria-hidden />} aria-label={t('retry', { name })} onClick={onRetry} />
        )}
        {!readOnly && (
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={status === 'uploading' ? t('cancel', { name }) : t('remove', { name })}
            loading={removing}
            disabled={removing}
            onClick={onRemove}
          />
        )}
      </div>
    </li>
  );
}
