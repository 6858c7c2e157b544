import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, ConfigProvider, Divider, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_BELOW_PX } from '@/shared/config';
import { useViewportWidth } from '@/shared/lib/viewport';
import { NativeSelect } from '@/shared/ui/native-select';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { ERROR_ANNOUNCER_ATTRIBUTE } from '../lib/focusFirstError';
import { StepDialogContext } from './StepDialog';
import type { WizardMotor } from '../model/useWizardMotor';
import styles from './WizardFrame.module.css';

/** Which button is running (its save or submit call is under way). */
export type WizardBusy = 'previous' | 'skip' | 'save' | 'next' | 'submit' | null;

/** What the frame reads of the wizard's motor. */
type FrameMotor = Pick<WizardMotor, 'position' | 'busy' | 'goTo' | 'previous'>;

export interface WizardFrameProps {
  /** The steps' titles, in order; steps are numbered from 1. */
  titles: readonly string[];
  /**
   * The wizard's motor (useWizardMotor), as one value: the step shown and the furthest the
   * indicator opens (position), the running button (busy), the indicator's moves (goTo) and
   * previous.
   */
  motor: FrameMotor;
  /** Navigation hidden (a submitted application, 001 §2.1): the indicator stays usable. */
  readOnly?: boolean;
  /** The buttons shown on this step; absent ones are hidden. */
  actions?: { previous?: boolean; skip?: boolean; save?: boolean; next?: boolean; submit?: boolean };
  /** The next button is shown but cannot be pressed (the step's fields are not yet filled and valid, 000 §5 drawback step 2). */
  nextDisabled?: boolean;
  /** The submit button is shown but cannot be pressed (something is still missing). */
  submitDisabled?: boolean;
  /** Why next or submit cannot be pressed, said beside the buttons (and to screen readers with them). */
  disabledReason?: string;
  /** Steps of a returned application not yet checked again (001 §2.1): the indicator marks them instead of a tick. */
  toCheck?: readonly number[];
  /**
   * Steps the user skipped and has not passed since (the export-drawback wizard's step 1,
   * 000 §2, §3 hasSkip): the indicator marks them "Skipped" instead of a tick.
   */
  skipped?: readonly number[];
  /**
   * A submitted application viewed step by step: a status note above the indicator, every
   * step ticked, and the forms without their required marks (nothing is to be filled).
   */
  submitted?: boolean;
  /** Skip the step without its call (the export-drawback wizard's step 1 when prefilled, 000 §2). */
  onSkip?(): void;
  /** One line beside Skip saying what skipping keeps and does; it also describes the button to screen readers. */
  skipHint?: string;
  onSave?(): void;
  onNext?(): void;
  onSubmit?(): void;
  /** Shown above the step's content (e.g. the wizard's header). */
  children: ReactNode;
}

/**
 * The frame every onboarding wizard composes with its own steps (001 §2.1; DESIGN §11): the
 * step indicator, the step's content and the navigation buttons.
 * - The indicator is antd's Steps: steps already reached are buttons (Tab, Enter or Space),
 *   the current one carries aria-current="step", later ones are not reachable. On a phone
 *   it collapses to "Step n of m: title" and a native list of the steps reached.
 * - Previous, skip, save, next and submit as the page asks for them; while one runs every button
 *   is disabled and the running one shows its loader, so nothing is sent twice.
 * - Read-only: no buttons at all; a submitted application's fields read as text.
 * - A polite live region announces field errors (focusFirstError).
 * - On another step, focus moves to the step's (visually hidden) heading.
 */
export function WizardFrame(props: WizardFrameProps) {
  const { titles, motor, readOnly = false, actions = {}, nextDisabled = false, submitDisabled = false, disabledReason, toCheck = [], skipped = [], submitted = false, children } = props;
  const { busy, goTo: onStepChange } = motor;
  // The pages render the frame once the motor knows where the wizard stands.
  const { step: current, reached } = motor.position ?? { step: 1, reached: 1 };
  const { t } = useTranslation('kyc');
  // On a phone the step indicator collapses to "Step n of m: title" and a list of the steps.
  const compact = useViewportWidth() < PHONE_BELOW_PX;
  const total = titles.length;
  const running = busy !== null;
  // A step's dialog asking the user (StepDialog): the running button waits without a spinner.
  const [dialogOpen, setDialogOpen] = useState(false);
  const title = titles[current - 1] ?? '';
  const headingId = useId();
  const reasonId = useId();
  const skipHintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(current);

  // Another step: focus (and the view) moves to its heading, so keyboard and screen-reader
  // users start at the new step instead of on a button that may have gone.
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [current]);

  const checkAgain = t('returned.toCheck');
  const skippedNote = t('wizard.skipped');
  /** What a step not done says beside its title: a returned step to check again, a skipped one. */
  const noteOf = (step: number) => (toCheck.includes(step) ? checkAgain : skipped.includes(step) ? skippedNote : null);
  const items = titles.map((stepTitle, index) => {
    const step = index + 1;
    const note = noteOf(step);
    const name = t('wizard.stepOf', { current: step, total, title: stepTitle });
    return {
      title: stepTitle,
      disabled: step > reached || running,
      ...(step === current ? { 'aria-current': 'step' as const } : {}),
      // A returned step not checked again, or a skipped one, says so where a tick would claim it is done.
      ...(note ? { content: note, ...(step < current ? { status: 'wait' as const } : {}) } : {}),
      ...(submitted ? { status: 'finish' as const } : {}),
      'aria-label': note ? `${name} (${note})` : name,
    };
  });
  const disabledShown = (actions.next && nextDisabled) || (actions.submit && submitDisabled);
  const reason = disabledShown && disabledReason ? disabledReason : undefined;

  const button = (kind: Exclude<WizardBusy, null>, onClick: (() => void) | undefined, primary = false, disabled = false, describedBy?: string) => (
    <Button
      key={kind}
      aria-describedby={describedBy ?? (disabled && reason ? reasonId : undefined)}
      type={primary ? 'primary' : 'default'}
      onClick={onClick}
      loading={busy === kind && !dialogOpen}
      disabled={disabled || (running && busy !== kind)}
      className={styles.button}
    >
      {t(`wizard.${kind}`)}
    </Button>
  );

  return (
    <section className={styles.frame} aria-labelledby={headingId}>
      {submitted ? <Alert type="info" showIcon title={t('wizard.submittedNote')} /> : null}
      <nav aria-label={t('wizard.stepsLabel')} className={styles.indicator}>
        {compact ? (
          <div className={styles.compact}>
            <p className={styles.compactTitle} aria-current="step">
              {t('wizard.stepOf', { current, total, title })}
            </p>
            {/* The indicator's steps on a phone: a native list (the phone's own picker), so
                earlier steps stay reachable where no navigation buttons show (read-only). */}
            {reached > 1 ? (
              <label className={styles.jump}>
                {/* Named, not shown: beside the step's title the list needs no caption, and the row stays one line. */}
                <span className={visuallyHidden}>{t('wizard.goToStep')}</span>
                <NativeSelect
                  className={styles.jumpSelect}
                  value={current}
                  disabled={running}
                  onChange={(event) => {
                    const step = Number(event.target.value);
                    if (step <= reached && step !== current) onStepChange(step);
                  }}
                >
                  {titles.map((stepTitle, index) => (
                    <option key={stepTitle} value={index + 1} disabled={index + 1 > reached}>
                      {t('wizard.stepOption', { current: index + 1, title: stepTitle })}
                      {noteOf(index + 1) ? ` (${noteOf(index + 1)})` : ''}
                    </option>
                  ))}
                </NativeSelect>
              </label>
            ) : null}
          </div>
        ) : (
          <Steps
            current={current - 1}
            items={items}
            size="small"
            titlePlacement="vertical"
            onChange={(index) => {
              if (index + 1 <= reached && !running) onStepChange(index + 1);
            }}
          />
        )}
      </nav>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={visuallyHidden}>
        {t('wizard.stepOf', { current, total, title })}
      </h2>
      <div className={submitted ? `${styles.content} ${styles.asText}` : styles.content}>
        {/* A submitted application's data is for reading: its steps lock their fields (their
            forms' disabled), and here every field is drawn as text (no box, arrow, placeholder
            or upload tile), whichever step drew it. Buttons stay usable (preview, download). */}
        <StepDialogContext.Provider value={setDialogOpen}>
          {submitted ? (
            <ConfigProvider variant="borderless" form={{ requiredMark: false }}>
              {children}
            </ConfigProvider>
          ) : (
            children
          )}
        </StepDialogContext.Provider>
      </div>
      <div className={visuallyHidden} aria-live="polite" role="status" {...{ [ERROR_ANNOUNCER_ATTRIBUTE]: '' }} />
      {readOnly ? null : (
        <div className={styles.actions}>
          <Divider className={styles.divider} />
          {reason ? (
            <p id={reasonId} className={styles.reason}>
              {reason}
            </p>
          ) : null}
          {actions.previous ? button('previous', motor.previous) : null}
          {actions.skip && props.skipHint ? (
            <span id={skipHintId} className={styles.skipHint}>
              {props.skipHint}
            </span>
          ) : null}
          {actions.skip ? button('skip', props.onSkip, false, false, props.skipHint ? skipHintId : undefined) : null}
          {actions.save ? button('save', props.onSave) : null}
          {actions.next ? button('next', props.onNext, true, nextDisabled) : null}
          {actions.submit ? button('submit', props.onSubmit, true, submitDisabled) : null}
        </div>
      )}
    </section>
  );
}
