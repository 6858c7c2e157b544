import type { ReactNode } from 'react';
import styles from './FieldRow.module.css';

/** Form items side by side that wrap onto their own lines on a narrow screen (375 px). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
