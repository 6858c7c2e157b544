import { Spin } from 'antd';
import styles from './FullPageStatus.module.css';

/** A whole page that only says what is happening (signing in, logging out) while it works. */
export function FullPageStatus({ message }: { message: string }) {
  return (
    <main className={styles.page} aria-busy="true">
      <Spin size="large" />
      <h1 className={styles.title} role="status">
        {message}
      </h1>
    </main>
  );
}
