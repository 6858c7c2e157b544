import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TopEntry } from '@/entities/product';
import styles from './ProductCentre.module.css';

/** The top entries of the product centre (000 §2), named per menu code in both languages. */
export function TopEntries({ entries, current }: { entries: readonly TopEntry[]; current: string }) {
  const { t } = useTranslation('product');
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('topEntries')} className={styles.topEntries}>
      <ul>
        {entries.map((entry) => {
          const isCurrent = entry.link.split('?')[0] === current;
          return (
            <li key={entry.menuCode}>
              <Link to={entry.link} className={styles.topEntry} aria-current={isCurrent ? 'page' : undefined}>
                {t(`topEntry.${entry.menuCode}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
