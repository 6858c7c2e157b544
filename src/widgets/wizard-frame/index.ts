export { WizardFrame, WIZARD_COMPACT_BELOW_PX, type WizardFrameProps, type WizardBusy } from './ui/WizardFrame';
export { useStepDraft, clearStepDraft, draftKey, DRAFT_KEY_PREFIX, type StepDraft, type StepDraftOptions } from './model/useStepDraft';
export { focusFirstError } from './lib/focusFirstError';
export { useSettledOnArrival } from './model/useSettledOnArrival';
