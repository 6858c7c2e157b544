import styles from './FieldRow.module.css';

/** The class of the item in a FieldRow that takes the rest of the row (at least 180 px before it wraps). */
export const fieldRowGrow = styles.grow;
