import { useImperativeHandle, type Ref } from 'react';
import type { FormInstance } from 'antd';
import { notify } from '@/shared/ui/notifier';
import { focusFirstError } from '../lib/focusFirstError';
import type { StepHandle } from './stepHandle';
import type { StepDraft } from './useStepDraft';

export interface StepFormOptions<T> {
  /** The step's unsaved input (useStepDraft): gone once the step's call answered 200. */
  draft?: Pick<StepDraft<T>, 'clear'>;
  /** Warnings shown beside the field errors when next finds the step incomplete (missing images, 001 §5, §8), in the UI's language. */
  warnings?(values: T): readonly string[];
  /** The step's call with the form's values; true when the server answered 200. */
  save(values: T, advance: boolean): Promise<boolean>;
  /** Back's call, which keeps the input on the server unchecked (001 §2.2); absent: back keeps nothing. */
  stage?(values: T): Promise<boolean>;
}

/**
 * Every data step's handle (001 §2.1, §8): next validates the form, and when it is
 * incomplete warns, moves focus to the first error and sends nothing; then the step's call,
 * and once it answered 200 the step's draft is cleared. Save (advance false) sends unchecked.
 * The hook goes in the component that renders the step's form.
 */
export function useStepForm<T extends object>(ref: Ref<StepHandle> | undefined, form: FormInstance<T>, options: StepFormOptions<T>): void {
  const { draft, warnings, save, stage } = options;
  const values = () => form.getFieldsValue(true) as T;
  const saved = (ok: boolean) => {
    if (ok) draft?.clear();
    return ok;
  };
  // Rebuilt each render, so the calls always see the step's latest props.
  useImperativeHandle(ref, () => ({
    async save(advance: boolean) {
      if (advance) {
        try {
          await form.validateFields();
        } catch {
          for (const warning of warnings?.(values()) ?? []) notify.warning(warning);
          focusFirstError(form);
          return false;
        }
      }
      return saved(await save(values(), advance));
    },
    ...(stage ? { stage: async () => saved(await stage(values())) } : {}),
  }));
}
