import { useState, type ReactElement } from 'react';
import { useUnit } from 'effector-react';
import { useEditManageUserMutation, useGetCurrentUserQuery, useValidateUserAssociationMutation } from '@/entities/session';
import { $locale } from '@/shared/i18n';
import { accountChange, type ManagerDetails } from '../lib/accountChange';
import { AccountUpdateDialog } from './AccountUpdateDialog';

/** The manager as editManageUser sends it (000 §3 "Manager update payload"). */
export interface AssociatedManager extends ManagerDetails {
  /** The manager record's id (absent for one not saved before). */
  id?: string | null;
  identNo: string;
}

/** The open dialog: the manager it asks about, the save it runs on confirm, and the waiting next. */
interface Asking {
  manager: AssociatedManager;
  save(): Promise<boolean>;
  answer(saved: boolean): void;
}

export interface AccountAssociation {
  /**
   * Next on a manager step (001 §8): the user-association check. The same person: `save`
   * runs at once. Another: the dialog shows the account's details now and after; confirm
   * runs `save`, then updates the signed-in account (editManageUser with the manager's id and
   * the user's as sysUserId), and the step may advance; cancel leaves everything unsaved.
   * Resolves true once saved (and updated), false when refused or cancelled. With
   * `onlyOnConfirm` the same person saves nothing and resolves true (the drawback keeps the
   * manager in its application until Submit, 000 §4).
   */
  saveChecked(manager: AssociatedManager, save: () => Promise<boolean>, options?: { onlyOnConfirm?: boolean }): Promise<boolean>;
  /** The dialog, to render with the step. */
  dialog: ReactElement;
  /** The dialog waits for the user's answer (the step's Next is then not "working"). */
  asking: boolean;
}

export function useAccountAssociation(): AccountAssociation {
  const [validate] = useValidateUserAssociationMutation();
  const [editUser] = useEditManageUserMutation();
  const { data: currentUser } = useGetCurrentUserQuery();
  const locale = useUnit($locale);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);

  const saveChecked: AccountAssociation['saveChecked'] = async (manager, save, { onlyOnConfirm = false } = {}) => {
    const { firstName, lastName, email, phone } = manager;
    const checked = await validate({ firstName, lastName, email, telephone: phone });
    if ('error' in checked) return false;
    if (checked.data) return onlyOnConfirm ? true : save();
    return new Promise<boolean>((answer) => setAsking({ manager, save, answer }));
  };

  const onConfirm = async () => {
    if (!asking || busy) return;
    setBusy(true);
    try {
      // A refusal shows the server's message (000 §8) and keeps the dialog open.
      if (!(await asking.save())) return;
      const { id, ...details } = asking.manager;
      const edited = await editUser({ id: id ?? undefined, sysUserId: currentUser?.id ?? undefined, identType: 'CREDENTIALS_ID', ...details });
      if ('error' in edited) return;
      asking.answer(true);
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };

  const onCancel = () => {
    asking?.answer(false);
    setAsking(null);
  };

  const dialog = (
    <AccountUpdateDialog
      open={asking !== null}
      change={accountChange(currentUser, asking?.manager ?? { firstName: '', lastName: '', email: '', phone: '' }, locale)}
      busy={busy}
      onConfirm={() => void onConfirm()}
      onCancel={onCancel}
    />
  );
  return { saveChecked, dialog, asking: asking !== null };
}
