import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StepDraft } from '../model/useStepDraft';
import styles from './DraftRestoredNote.module.css';

/**
 * Says that the step shows input the user had not saved (useStepDraft laid it over the
 * saved values after a reload or a sign-in again), so fields that differ from what was
 * saved are no surprise. Gone once a save succeeds (StepDraft.clear).
 */
export function DraftRestoredNote({ draft }: { draft: Pick<StepDraft<object>, 'restored'> }) {
  const { t } = useTranslation('kyc');
  if (!draft.restored) return null;
  return <Alert type="info" showIcon title={t('wizard.draftRestored')} className={styles.note} />;
}
