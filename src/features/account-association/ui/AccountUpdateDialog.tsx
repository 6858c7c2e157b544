import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountChange } from '../lib/accountChange';
import styles from './AccountUpdateDialog.module.css';

export interface AccountUpdateDialogProps {
  open: boolean;
  change: AccountChange;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The manager step's user-association check failed (000 §4, 001 §8: the export-drawback,
 * company KYC and KYC file wizards): confirming saves the manager and
 * updates the signed-in user's account with the manager's details. The dialog says so, with
 * each detail of the account as it is now and as it will be, and names its button by that effect.
 */
export function AccountUpdateDialog({ open, change, busy, onConfirm, onCancel }: AccountUpdateDialogProps) {
  const { t } = useTranslation('kyc');
  const rows = (['name', 'email', 'phone'] as const).map((field) => ({ field, ...change[field] }));
  return (
    <Modal
      open={open}
      title={t('association.title')}
      onOk={onConfirm}
      onCancel={onCancel}
      okText={t('association.confirm')}
      cancelText={t('association.cancel')}
      okButtonProps={{ loading: busy }}
      cancelButtonProps={{ disabled: busy }}
    >
      <p>{t('association.content')}</p>
      <table className={styles.change}>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('association.now')}</th>
            <th scope="col">{t('association.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ field, now, after }) => (
            <tr key={field}>
              <th scope="row">{t(`association.field.${field}`)}</th>
              <td>{now || t('association.unknown')}</td>
              <td className={now === after ? undefined : styles.changed}>{after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
