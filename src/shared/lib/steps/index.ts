export { firstStepMissing, type StepGap } from './firstStepMissing';
