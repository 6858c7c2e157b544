import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_BELOW_PX } from '@/shared/config';
import { useViewportWidth } from '@/shared/lib/viewport';
import styles from './BannerText.module.css';

/** Whether the shell's banners are folded to one line (on a phone). */
export const useFoldedBanners = () => useViewportWidth() < PHONE_BELOW_PX;

/**
 * A shell banner's words. On a phone the banners stood above every page's first field (two
 * of them took about 190 px of an 800 px screen), so there they fold to one line and More
 * unfolds the rest; wider screens show everything.
 */
export function BannerText({ title, body }: { title: string; body?: string }) {
  const { t } = useTranslation('shell');
  const folded = useFoldedBanners();
  const [open, setOpen] = useState(false);
  if (!folded) return <>{title}</>;
  return (
    <span className={styles.row}>
      <span className={open ? styles.open : styles.oneLine}>
        {title}
        {open && body ? <span className={styles.body}>{body}</span> : null}
      </span>
      <Button type="link" size="small" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((now) => !now)}>
        {t(open ? 'banner.less' : 'banner.more')}
      </Button>
    </span>
  );
}
