import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { sessionStores, usePageEnterprise } from '@/entities/session';
import { storage } from '@/shared/lib/storage';
import type { UploadItem } from '@/shared/ui/upload';
import { draftKey } from '@/widgets/wizard-frame';
import { PRE_APPROVAL_FLOW, SETTLEMENT_DRAFT_STEP } from '../config/constants';
import type { KeptFile, LocalFiles } from './localTransport';

/** The files chosen per store (its key), as its upload field holds them. */
export type Chosen = Record<string, UploadItem[]>;

/** The draft: per store key, the chosen files whose content the vault keeps. */
type Draft = Record<string, KeptFile[]>;

export const readyItems = (items: readonly UploadItem[] | undefined) => (items ?? []).filter((item) => item.status === 'done' && item.id !== null);

function draftOf(chosen: Chosen, local: LocalFiles): Draft {
  const draft: Draft = {};
  for (const [store, items] of Object.entries(chosen)) {
    const kept = readyItems(items)
      .map((item) => local.keptOf(item.id as string))
      .filter((file): file is KeptFile => file !== null);
    if (kept.length > 0) draft[store] = kept;
  }
  return draft;
}

async function restoreDraft(local: LocalFiles, draft: Draft): Promise<Chosen> {
  const stores = await Promise.all(Object.entries(draft).map(async ([store, listed]) => [store, await local.restore(Array.isArray(listed) ? listed : [])] as const));
  return Object.fromEntries(
    stores.filter(([, found]) => found.length > 0).map(([store, found]) => [store, found.map((file): UploadItem => ({ uid: file.id, id: file.id, name: file.name, status: 'done' }))]),
  );
}

/**
 * The settlement files chosen and not sent, kept as every draft is (the wizard frame's
 * useStepDraft: nothing typed is lost, 001 §2.1): listed in session storage under the
 * flow's draft key, per user and enterprise (draftKey), their content in the held-files
 * vault (shared/lib/storage), so that a reload, or the session ending and a sign-in again
 * (which leaves session storage alone; a logout clears both), brings them back. The list
 * follows the choice: a file removed or sent leaves it, and nothing left removes the draft.
 * `restored` is false until the kept files are back: the choice is not to be changed before.
 */
export function useChosenFiles(local: LocalFiles) {
  const { enterpriseId } = usePageEnterprise();
  const loginName = useUnit(sessionStores.curLoginName);
  const key = enterpriseId ? draftKey(loginName, { enterpriseId, step: SETTLEMENT_DRAFT_STEP, flow: PRE_APPROVAL_FLOW }) : null;
  const [chosen, setChosen] = useState<Chosen>({});
  // The draft key whose files are back (undefined: none yet).
  const [restoredFor, setRestoredFor] = useState<string | null | undefined>(undefined);
  const restored = restoredFor === key;

  useEffect(() => {
    let live = true;
    void restoreDraft(local, (key && storage.get<Draft>('session', key)) || {}).then((back) => {
      if (!live) return;
      setChosen(back);
      setRestoredFor(key);
    });
    return () => {
      live = false;
    };
  }, [key, local]);

  useEffect(() => {
    if (!restored || !key) return;
    const draft = draftOf(chosen, local);
    storage.set('session', key, Object.keys(draft).length > 0 ? draft : null);
  }, [chosen, restored, key, local]);

  return { chosen, setChosen, restored };
}
