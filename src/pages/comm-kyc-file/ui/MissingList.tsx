import { Alert, Button, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { missingByStep } from '../lib/wizardSteps';
import type { MissingResult } from '../model/step';
import styles from './CommKycFilePage.module.css';

export interface MissingListProps {
  result: MissingResult;
  titles: readonly string[];
  onGoTo(step: number): void;
}

/**
 * Before submit (step 6): what steps 1 to 5 still lack, judged by the steps' own rules,
 * each step with a link to it; submit stays disabled meanwhile.
 */
export function MissingList({ result, titles, onGoTo }: MissingListProps) {
  const { t } = useTranslation('kyc');
  if (result.isLoading) return <Spin aria-label={t('missing.loading')} />;
  const groups = missingByStep(result.missing);
  if (groups.length === 0) return <Alert type="success" showIcon title={t('missing.none')} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('missing.title')}
      description={
        <ul className={styles.missing}>
          {groups.map(({ step, labels }) => (
            <li key={step}>
              <Button type="link" className={styles.missingLink} onClick={() => onGoTo(step)}>
                {t('missing.goTo', { step, title: titles[step - 1] ?? '' })}
              </Button>
              <Typography.Text type="secondary" className={styles.missingLabels}>
                {labels.join(t('missing.separator'))}
              </Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  );
}
