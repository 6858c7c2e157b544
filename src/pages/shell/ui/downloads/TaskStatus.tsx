import { Tooltip } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, InfoCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { statusIcon, type DownloadStatus } from '../../lib/downloads/status';
import styles from './TaskStatus.module.css';

export interface TaskStatusProps {
  status: DownloadStatus | null;
  fileName: string;
  /** errorMsgShow of a failed task: shown in a tooltip, as text. */
  errorMessage?: string | null;
}

const ICONS = {
  pending: <SyncOutlined spin className={styles.pending} aria-hidden />,
  failed: <CloseCircleFilled className={styles.failed} aria-hidden />,
  success: <CheckCircleFilled className={styles.success} aria-hidden />,
};

/** A task's status with its icon; a failure's reason in a tooltip reachable by keyboard (001 §2.8). */
export function TaskStatus({ status, fileName, errorMessage }: TaskStatusProps) {
  const { t } = useTranslation('download');
  const label = t(`status.${status ?? 'UNKNOWN'}`);
  return (
    <span className={styles.status}>
      {ICONS[statusIcon(status)]}
      <span>{label}</span>
      {status === 'FAILED' && (
        <Tooltip title={errorMessage?.trim() ? errorMessage : t('noReason')} trigger={['hover', 'focus']}>
          <button type="button" className={styles.reason} aria-label={t('failureReason', { fileName })}>
            <InfoCircleOutlined aria-hidden />
          </button>
        </Tooltip>
      )}
    </span>
  );
}
