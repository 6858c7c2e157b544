export { firstStepMissing } from './firstStepMissing';
