export { AdvanceCreditPage } from './ui/AdvanceCreditPage';
