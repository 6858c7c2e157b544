/* Display filters of the specification (000 §5): money, empty values, dates. */
export { personName } from './personName';
