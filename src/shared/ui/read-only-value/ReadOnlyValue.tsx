import styles from './ReadOnlyValue.module.css';

export interface ReadOnlyValueProps {
  /** Given by Form.Item: its label's `for` points here (an <output> is labelable). */
  id?: string;
  /** The form's value (Form.Item passes it). */
  value?: string | number | null;
}

/**
 * A form value the user cannot change, shown as text in a form (the locked e-mail, 001 §2.2):
 * a box, even a filled one, looked as if it could be typed in. The value stays in the form's
 * store and is sent like any other; its label still names it for screen readers.
 */
export function ReadOnlyValue({ id, value }: ReadOnlyValueProps) {
  return (
    <output id={id} className={styles.value} aria-live="off">
      {value ?? ''}
    </output>
  );
}
