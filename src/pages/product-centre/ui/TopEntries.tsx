import { Link } from 'react-router-dom';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TopEntry } from '@/entities/product';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import styles from './ProductCentre.module.css';

/**
 * The top entries of the product centre (000 §2), named per menu code in both languages.
 * An entry whose server url the link check refused (DESIGN §6) shows disabled and says why.
 */
export function TopEntries({ entries, current }: { entries: readonly TopEntry[]; current: string }) {
  const { t } = useTranslation(['product', 'common']);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('topEntries')} className={styles.topEntries}>
      <ul>
        {entries.map((entry) => {
          const name = t(`topEntry.${entry.menuCode}`);
          const { target } = entry;
          let content: React.ReactNode;
          if (target.kind === 'route') {
            const isCurrent = target.path.split('?')[0] === current;
            content = (
              <Link to={target.path} className={styles.topEntry} aria-current={isCurrent ? 'page' : undefined}>
                {name}
              </Link>
            );
          } else if (target.kind === 'external') {
            content = (
              <a href={target.url} className={styles.topEntry}>
                {name}
              </a>
            );
          } else {
            const reason = t('common:linkUnavailable');
            content = (
              <span className={`${styles.topEntry} ${styles.topEntryDisabled}`} aria-disabled="true" title={reason}>
                {name}
                <StopOutlined aria-hidden />
                <span className={visuallyHidden}>{` (${reason})`}</span>
              </span>
            );
          }
          return <li key={entry.menuCode}>{content}</li>;
        })}
      </ul>
    </nav>
  );
}
