import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useUnit } from 'effector-react';
import { sessionStores } from '@/entities/session';
import { storage } from '@/shared/lib/storage';
import { fromDraft, overlay, toDraft } from '../lib/draftValue';

/** The flow of a wizard that names none: the company KYC wizard, the first (its drafts and its remembered step). */
export const DEFAULT_FLOW = 'kyc';

/** Prefix of every draft key in session storage (see draftKey). */
const DRAFT_KEY_PREFIX = 'wizardDraft:';

export interface StepDraftOptions {
  enterpriseId: string;
  step: number;
  /** The wizard the step belongs to, so two flows of one enterprise keep separate drafts. */
  flow?: string;
}

/**
 * The session-storage key of one step's draft: per user, wizard, enterprise and step, so
 * another account signing in on this tab never sees it.
 */
export function draftKey(loginName: string | null, { enterpriseId, step, flow = DEFAULT_FLOW }: StepDraftOptions): string {
  return `${DRAFT_KEY_PREFIX}${loginName ?? ''}:${flow}:${enterpriseId}:${step}`;
}

export interface StepDraft<T> {
  /** True when unsaved input from before (a reload, a sign-in again) was laid over the saved values. */
  restored: boolean;
  /** The saved values with the unsaved input over them, for a step that sets its values after mounting. */
  over(saved: T): T;
  /** After a successful save: the draft is gone and the current values count as saved. */
  clear(): void;
}

const serialise = (value: unknown) => JSON.stringify(toDraft(value) ?? null);

/**
 * Nothing typed is lost (001 §2.1 wizard; the frame's unsaved-input keeping): what the user
 * changed in the step's form and has not saved is kept in session storage, per enterprise
 * and step, and laid over the saved values when the step opens again: after a reload, and
 * after the session expired and the user signed in again (a forced sign-in leaves session
 * storage alone; only a logout clears it). A save that succeeded clears it.
 *
 * Use it in the component that renders the step's `<Form form={form} initialValues={saved}>`:
 * on mount the draft is laid over the form's values. A step that sets its saved values
 * later (`setFieldsValue`) passes them through `over(saved)`. Only the user's own input
 * writes the draft (fields touched), and input equal to the saved values removes it. Dates
 * (dayjs) survive; files and upload lists are not kept (the server has them).
 */
export function useStepDraft<T extends object = Record<string, unknown>>(form: FormInstance<T>, options: StepDraftOptions): StepDraft<T> {
  const loginName = useUnit(sessionStores.curLoginName);
  const key = draftKey(loginName, options);
  const values = Form.useWatch([], { form, preserve: true }) as T | undefined;
  // The values that count as saved: the draft is written only when the input differs.
  const baseline = useRef<string | null>(null);
  const kept = useRef<unknown>(undefined);
  const [restored, setRestored] = useState(false);

  // On opening (and for another enterprise or step): lay the kept input over the form.
  useEffect(() => {
    const stored = storage.get<Parameters<typeof fromDraft>[0]>('session', key);
    baseline.current = serialise(form.getFieldsValue(true));
    kept.current = stored === null ? undefined : fromDraft(stored);
    if (kept.current === undefined) {
      setRestored(false);
      return;
    }
    form.setFieldsValue(overlay(form.getFieldsValue(true), kept.current) as Parameters<typeof form.setFieldsValue>[0]);
    setRestored(true);
  }, [form, key]);

  // The user's input since: kept, or removed when it equals the saved values again.
  useEffect(() => {
    if (values === undefined || baseline.current === null || !form.isFieldsTouched()) return;
    const now = serialise(values);
    if (now === baseline.current) storage.remove('session', key);
    else storage.set('session', key, toDraft(values));
  }, [values, form, key]);

  const over = useCallback(
    (saved: T): T => {
      baseline.current = serialise(saved);
      return kept.current === undefined ? saved : overlay(saved, kept.current);
    },
    [],
  );

  const clear = useCallback(() => {
    storage.remove('session', key);
    kept.current = undefined;
    baseline.current = serialise(form.getFieldsValue(true));
    setRestored(false);
  }, [form, key]);

  return useMemo(() => ({ restored, over, clear }), [restored, over, clear]);
}
