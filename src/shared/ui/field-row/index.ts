export { FieldRow } from './FieldRow';
export { fieldRowGrow } from './fieldRowGrow';
