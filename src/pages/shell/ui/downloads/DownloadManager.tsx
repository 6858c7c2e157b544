import { useId, useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useListMediaTreePackagesQuery } from '../../api/downloadTaskApi';
import { badgeText } from '../../lib/badgeText';
import { readyCount } from '../../lib/downloads/badge';
import { DownloadPanel, DownloadPanelHeader } from './DownloadPanel';
import styles from './DownloadManager.module.css';

/**
 * The shell's download-management button and popover (001 §2.8). The badge counts finished
 * files not downloaded yet (one mediaTreePakage/list call when the header mounts); the panel
 * exists only while the popover is open, so its 3 s refresh runs only then.
 */
export function DownloadManager() {
  const { t } = useTranslation('download');
  const [open, setOpen] = useState(false);
  const { data: packages } = useListMediaTreePackagesQuery();
  const count = readyCount(packages ?? []);
  const describedBy = useId();

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // On a phone the popover is nearly as wide as the screen: slide it inside the viewport.
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
      destroyOnHidden
      title={<DownloadPanelHeader readyCount={count} />}
      content={<DownloadPanel />}
      classNames={{ root: styles.popover }}
    >
      <Button type="text" aria-label={t('button')} aria-describedby={describedBy} aria-expanded={open} aria-haspopup="dialog">
        <Badge count={badgeText(count)} size="small" offset={[4, -2]}>
          <DownloadOutlined className={styles.icon} aria-hidden />
        </Badge>
        <span id={describedBy} className={visuallyHidden}>
          {t('readyCount', { count })}
        </span>
      </Button>
    </Popover>
  );
}
