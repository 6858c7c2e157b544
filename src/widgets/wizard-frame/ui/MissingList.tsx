import { Alert, Button, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { missingByStep } from '../lib/missingByStep';
import type { MissingResult } from '../model/missing';
import styles from './MissingList.module.css';

export interface MissingListProps {
  result: MissingResult;
  /** The wizard's step titles, in order; an entry names its step by them. */
  titles: readonly string[];
  onGoTo(step: number): void;
  /** Steps of a returned application not yet checked again (001 §2.1): listed with links, so "complete" is not claimed. */
  toCheck?: readonly number[];
  /** What the current step itself still lacks, named: listed first, so "complete" is not claimed while Submit waits for it. */
  onThisStep?: readonly string[];
}

/**
 * Before submit: what the data steps still lack, judged by the steps' own rules, each step
 * with a link to it (001 §2.1 step 6; the KYC file wizard's step 4). The page keeps submit
 * disabled meanwhile.
 */
export function MissingList({ result, titles, onGoTo, toCheck = [], onThisStep = [] }: MissingListProps) {
  const { t } = useTranslation('kyc');
  if (result.isLoading) return <Spin aria-label={t('missing.loading')} />;
  const groups = missingByStep(result.missing, titles.length);
  if (groups.length === 0 && toCheck.length === 0 && onThisStep.length === 0) return <Alert type="success" showIcon title={t('missing.none')} />;
  // One warning per reason, each step of it a link with what it lacks (if anything is said).
  const warning = (title: string, entries: readonly { step: number; labels?: readonly string[] }[], here: readonly string[] = []) =>
    entries.length + here.length > 0 ? (
      <Alert
        type="warning"
        showIcon
        title={title}
        description={
          <ul className={styles.missing}>
            {here.map((label) => (
              <li key={`here-${label}`}>{label}</li>
            ))}
            {entries.map(({ step, labels }) => (
              <li key={step}>
                <Button type="link" className={styles.missingLink} onClick={() => onGoTo(step)}>
                  {t('missing.goTo', { step, title: titles[step - 1] ?? '' })}
                </Button>
                {labels ? (
                  <Typography.Text type="secondary" className={styles.missingLabels}>
                    {labels.join(t('missing.separator'))}
                  </Typography.Text>
                ) : null}
              </li>
            ))}
          </ul>
        }
      />
    ) : null;
  return (
    <div className={styles.lists}>
      {warning(t('missing.title'), groups, onThisStep)}
      {warning(
        t('returned.checkTitle'),
        toCheck.map((step) => ({ step })),
      )}
    </div>
  );
}
