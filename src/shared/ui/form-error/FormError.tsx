import styles from './FormError.module.css';

/** A form's server or submission error, announced to screen readers; nothing when empty. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}
