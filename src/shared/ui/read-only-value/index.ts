export { ReadOnlyValue, type ReadOnlyValueProps } from './ReadOnlyValue';
