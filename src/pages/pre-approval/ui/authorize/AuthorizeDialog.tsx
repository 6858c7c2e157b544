import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccessBinding } from '../../api/preApprovalApi';
import { accessReducer, INITIAL_ACCESS_STATE } from '../../model/accessSteps';
import { useAccessPolling } from '../../model/useAccessPolling';
import { MarketplaceStep } from './MarketplaceStep';
import { PlatformStep } from './PlatformStep';
import { PluginStep } from './PluginStep';
import { SyncedStep } from './SyncedStep';
import { WaitingStep } from './WaitingStep';
import styles from './AuthorizeDialog.module.css';

export interface AuthorizeDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * The store authorisation dialog (001 §2.6, §4), opened from the stores table: step 0 the
 * platform, step 1 the marketplace (global marketplace) or the plugin download (vendor
 * platform), step 2 waiting for the authorisation, step 3 synchronisation success.
 *
 * The status is polled every second only while the dialog is open on step 2: the back arrow
 * (which decrements the step) and closing both stop it at once. The content is destroyed
 * when hidden and the steps start again from 0 on the next opening.
 */
export function AuthorizeDialog({ open, onClose }: AuthorizeDialogProps) {
  const { t } = useTranslation('storeAccess');
  const [state, dispatch] = useReducer(accessReducer, INITIAL_ACCESS_STATE);
  const { step, platform, marketplace, binding } = state;
  const waiting = open && step === 2 && binding !== null;
  const authorised = useCallback(() => dispatch({ type: 'authorised' }), []);
  const { failed } = useAccessPolling(waiting ? binding.sceneState : null, authorised);

  // After a step change the new step takes the focus (the back arrow may have gone).
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.focus();
  }, [step]);

  let content;
  if (step === 0) {
    content = <PlatformStep platform={platform} onPlatform={(chosen) => dispatch({ type: 'platformChosen', platform: chosen })} onOthersBound={onClose} />;
  } else if (step === 1 && platform === 'jdvc') {
    content = <PluginStep onDone={onClose} />;
  } else if (step === 1) {
    content = (
      <MarketplaceStep
        marketplace={marketplace}
        onMarketplace={(code) => dispatch({ type: 'marketplaceChosen', marketplace: code })}
        onBound={(result: AccessBinding) => dispatch({ type: 'bound', binding: result })}
      />
    );
  } else if (step === 2 && binding) {
    content = <WaitingStep link={binding.link} active={open} failed={failed} />;
  } else {
    content = <SyncedStep onDone={onClose} />;
  }

  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      afterClose={() => {
        shownStep.current = 0;
        dispatch({ type: 'reset' });
      }}
    >
      {/* The back arrow on steps 1 and 2; step 3 is the end of the flow (001 §4). */}
      {step === 1 || step === 2 ? (
        <div className={styles.nav}>
          <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('back')} onClick={() => dispatch({ type: 'back' })} />
        </div>
      ) : null}
      <div ref={stepRef} tabIndex={-1} className={styles.step} data-step={step}>
        {content}
      </div>
    </Modal>
  );
}
