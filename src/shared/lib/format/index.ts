/* Display filters of the specification (000 §5): money, empty values, dates. */
export { EMPTY_DISPLAY, displayOrDash, isBlankValue } from './empty';
export { formatDate } from './date';
export { formatMoney } from './money';
export { personName, type NameParts } from './personName';
