import { useEffect, useId, useRef } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIdleTimeout } from '../model/useIdleTimeout';

/** 59 → "0:59": the time left as a clock reads it, in both languages. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The idle timeout of a signed-in tab (useIdleTimeout) and its warning: a dialog one minute
 * before the sign-out with the time left, "Stay signed in" (focused, so Enter answers it;
 * Escape and the close button stay too) and "Sign out now".
 */
export default function IdleTimeout({ timeoutMs }: { timeoutMs: number }) {
  const { t } = useTranslation('shell');
  const { secondsLeft, extend, signOutNow } = useIdleTimeout(timeoutMs);
  const bodyId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const open = secondsLeft !== null;
  // Focus on the answer most users want as the warning opens (the dialog would hold it itself).
  useEffect(() => {
    if (open) stay.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <Modal
      open
      title={t('idle.title')}
      mask={{ closable: false }}
      onCancel={extend}
      footer={[
        <Button key="signOut" onClick={signOutNow}>
          {t('idle.signOut')}
        </Button>,
        <Button key="stay" type="primary" ref={stay} onClick={extend} aria-describedby={bodyId}>
          {t('idle.stay')}
        </Button>,
      ]}
    >
      <p id={bodyId}>
        {t('idle.body', { time: clock(secondsLeft) })}
      </p>
    </Modal>
  );
}
