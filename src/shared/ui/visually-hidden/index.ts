import styles from './visuallyHidden.module.css';

/** The class that hides an element from sight and leaves it to screen readers. */
export const visuallyHidden = styles.visuallyHidden;
/** The same, on a phone only (up to 480 px); on a wider screen the element shows. */
export const visuallyHiddenOnPhone = styles.visuallyHiddenOnPhone;
