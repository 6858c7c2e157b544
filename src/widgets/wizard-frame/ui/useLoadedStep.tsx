import { useImperativeHandle, useRef, type ReactElement, type Ref } from 'react';
import { Spin } from 'antd';
import { LoadError } from '@/shared/ui/load-error';
import type { StepHandle } from '../model/stepHandle';
import { useSettledOnArrival } from '../model/useSettledOnArrival';
import styles from './useLoadedStep.module.css';

/** The part of a step's read (an RTK Query hook's result) the step's shell looks at. */
export interface StepQuery<T> {
  data?: T;
  isError: boolean;
  isFetching: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}

/** What the step shows while its read runs or after it failed. */
export interface LoadedStepLabels {
  /** The spinner's accessible name while the read runs. */
  loading: string;
  /** The title shown when the read failed (with Retry). */
  error: string;
}

/**
 * A step's state: `placeholder` (the spinner or the load error) to show instead of the
 * form, or, once loaded, null with the read's `data`; `formRef` goes on the form. Destructure
 * it (`const { placeholder, data, formRef } = useLoadedStep(…)`): the React compiler's lint
 * takes an object holding a ref for a ref and refuses its other fields during render.
 */
export type LoadedStep<T> =
  | { placeholder: ReactElement; data?: undefined; formRef: Ref<StepHandle> }
  | { placeholder: null; data: T; formRef: Ref<StepHandle> };

/**
 * The shell of a wizard step that edits saved data (001 §2.1): a spinner until the read
 * running when the step opened has finished (useSettledOnArrival), the load error with
 * Retry when it failed, else the step's form on the data. A read that settled without data
 * counts as failed (RTK Query holds data once a read succeeded). The wizard's handle on the
 * step (`ref`) goes to the form's handle (`formRef`); its save answers false while there is
 * no form (nothing was saved), its stage true (nothing typed to keep).
 */
export function useLoadedStep<T>(query: StepQuery<T>, ref: Ref<StepHandle> | undefined, labels: LoadedStepLabels): LoadedStep<T> {
  const settled = useSettledOnArrival(query);
  const formRef = useRef<StepHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      save: (advance) => formRef.current?.save(advance) ?? Promise.resolve(false),
      // No form (still loading, or the read failed): nothing typed, so nothing to keep.
      stage: () => formRef.current?.stage?.() ?? Promise.resolve(true),
    }),
    [],
  );

  if (!settled) {
    return {
      placeholder: (
        <div className={styles.loading}>
          <Spin aria-label={labels.loading} />
        </div>
      ),
      formRef,
    };
  }
  if (query.isError || query.data === undefined) {
    return { placeholder: <LoadError title={labels.error} onRetry={() => void query.refetch()} />, formRef };
  }
  return { placeholder: null, data: query.data, formRef };
}
