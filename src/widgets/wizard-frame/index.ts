export { WizardFrame, WIZARD_COMPACT_BELOW_PX, type WizardFrameProps, type WizardBusy } from './ui/WizardFrame';
export { DraftRestoredNote } from './ui/DraftRestoredNote';
export { useLoadedStep, type LoadedStep, type LoadedStepLabels, type StepQuery } from './ui/useLoadedStep';
export type { StepHandle } from './model/stepHandle';
export { useStepDraft, clearStepDraft, draftKey, DRAFT_KEY_PREFIX, type StepDraft, type StepDraftOptions } from './model/useStepDraft';
export { focusFirstError } from './lib/focusFirstError';
