import { useId, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/ui/notifier';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useBindEnterpriseAccessMutation, type AccessType } from '../../api/preApprovalApi';
import { PLATFORM_TILES, tileOf, type PlatformId } from './platforms';
import styles from './AuthorizeDialog.module.css';

export interface PlatformStepProps {
  /** The platform chosen before (the back arrow returned here). */
  platform: AccessType | null;
  /** The global marketplace or the vendor platform: on to step 1. */
  onPlatform(platform: 'amazon' | 'jdvc'): void;
  /** 'Others' was bound: the dialog closes. */
  onOthersBound(): void;
}

/**
 * Step 0, choose the platform (001 §2.6, §4): six tiles as one radio group (arrow keys move,
 * the focused tile is outlined); 2, 3 and 4 are disabled. Next goes to step 1 for the
 * global marketplace and the vendor platform; for 'Others' it binds at once
 * (bindEnterpriseAccess {type 'Others'}), shows a success toast and closes.
 */
export function PlatformStep({ platform, onPlatform, onOthersBound }: PlatformStepProps) {
  const { t } = useTranslation('storeAccess');
  const group = useId();
  const [chosen, setChosen] = useState<PlatformId | null>(tileOf(platform)?.id ?? null);
  const [bind, binding] = useBindEnterpriseAccessMutation();
  const type = chosen === null ? null : (PLATFORM_TILES[chosen]?.type ?? null);

  const next = async () => {
    if (type === 'amazon' || type === 'jdvc') {
      onPlatform(type);
      return;
    }
    if (type !== 'Others') return;
    try {
      await bind({ type: 'Others' }).unwrap();
    } catch {
      return; // the server's message has been shown; the dialog stays
    }
    notify.success(t('platform.othersBound'));
    onOthersBound();
  };

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.heading}>{t('platform.legend')}</legend>
        <div className={styles.tiles}>
          {PLATFORM_TILES.map((tile) => {
            const available = tile.type !== null;
            const className = [styles.tile, !available && styles.unavailable, chosen === tile.id && styles.chosen].filter(Boolean).join(' ');
            return (
              <label key={tile.id} className={className} data-platform-id={tile.id}>
                <input
                  type="radio"
                  className={`${visuallyHidden} ${styles.radio}`}
                  name={group}
                  value={tile.id}
                  checked={chosen === tile.id}
                  disabled={!available || binding.isLoading}
                  onChange={() => setChosen(tile.id)}
                />
                <span className={styles.tileIcon} aria-hidden="true">
                  {tile.icon}
                </span>
                <span className={styles.tileName}>{t(tile.name)}</span>
                <span className={styles.tileHint}>{t(tile.hint)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="primary" disabled={type === null} loading={binding.isLoading} onClick={() => void next()}>
          {t('next')}
        </Button>
      </div>
    </>
  );
}
