export { ReadOnlyValue } from './ReadOnlyValue';
