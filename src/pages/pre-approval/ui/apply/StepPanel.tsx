import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Card, Tag, Tooltip } from 'antd';
import { CheckCircleFilled, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PHONE_BELOW_PX } from '@/shared/config';
import { useViewportWidth } from '@/shared/lib/viewport';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import styles from './PreApprovalApplyPage.module.css';

export type StepState = 'open' | 'done' | 'pending';

export interface StepPanelProps {
  /** From 1. */
  number: number;
  total: number;
  title: string;
  state: StepState;
  /** A completed step's summary, shown while it is closed (001 §2.5 "a completed step shows a synced summary"). */
  summary?: ReactNode;
  /** Reopens a completed step (001 §2.5 "each step can be reopened by an edit icon"); absent: no edit icon. */
  onEdit?(): void;
  /** The open step's content. */
  children?: ReactNode;
}

/**
 * One step of the three-step pre-approval application (001 §2.5): its number, title and
 * state; open, its content; completed and closed, its summary and an edit icon (a button
 * named "Edit <step>") that reopens it; not yet reached, its title only.
 * When a step opens after the page has shown, focus moves to its heading, so keyboard and
 * screen-reader users start at the step that just opened.
 * An antd Card draws it, so the theme's tokens (CSS variables) apply inside.
 */
export function StepPanel({ number, total, title, state, summary, onEdit, children }: StepPanelProps) {
  const { t } = useTranslation('preApprovalApply');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef<boolean | null>(null);
  // On a phone a step's card has less padding.
  const compact = useViewportWidth() < PHONE_BELOW_PX;

  useEffect(() => {
    const opened = state === 'open' && wasOpen.current === false;
    wasOpen.current = state === 'open';
    if (!opened) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [state]);

  const editLabel = t('steps.edit', { title });
  return (
    <li className={styles.step} data-state={state}>
      <Card className={styles.card} styles={{ body: { padding: compact ? 16 : 24 } }}>
        <section aria-labelledby={headingId} aria-current={state === 'open' ? 'step' : undefined} className={styles.stepBody}>
          <header className={styles.stepHeader}>
            <span className={styles.stepNumber} aria-hidden>
              {state === 'done' ? <CheckCircleFilled aria-hidden className={styles.doneIcon} /> : number}
            </span>
            <div className={styles.stepHeading}>
              <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.stepTitle}>
                <span className={visuallyHidden}>{t('steps.number', { current: number, total })} </span>
                {title}
              </h2>
              <Tag color={state === 'done' ? 'success' : state === 'open' ? 'processing' : 'default'} className={styles.stepTag}>
                {t(`steps.${state}`)}
              </Tag>
            </div>
            {state === 'done' && onEdit ? (
              <Tooltip title={editLabel}>
                <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={editLabel} onClick={onEdit} className={styles.editButton} />
              </Tooltip>
            ) : null}
          </header>
          {state === 'open' ? <div className={styles.stepContent}>{children}</div> : null}
          {state === 'done' && summary ? <div className={styles.summary}>{summary}</div> : null}
        </section>
      </Card>
    </li>
  );
}
