import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Input, Tooltip, type InputRef } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ViewerFile } from './types';
import styles from './FileViewer.module.css';

/** The part of the name before its extension, selected when editing starts so typing keeps the extension. */
function baseNameLength(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? dot : name.length;
}

/**
 * The inline rename of the shown file: Enter or the check saves, Esc or the cross cancels
 * (the dialog stays open). An empty name is refused; an unchanged one just ends the edit;
 * while saving the field is disabled; a rejected rename keeps the edit open.
 */
export function RenameForm({
  file,
  onRename,
  onDone,
}: {
  file: ViewerFile;
  onRename(file: ViewerFile, name: string): void | Promise<void>;
  onDone(): void;
}) {
  const { t } = useTranslation('viewer');
  const [draft, setDraft] = useState(file.name);
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<InputRef>(null);
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.setSelectionRange(0, baseNameLength(file.name));
  }, [file.name]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    if (name === file.name) return onDone();
    setSaving(true);
    try {
      await onRename(file, name);
    } catch {
      // The caller has said why; the edit stays open to try again.
      setSaving(false);
      return;
    }
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Esc cancels the rename only; the dialog stays open.
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!saving) onDone();
    }
  };

  return (
    <form className={styles.rename} onSubmit={(event) => void save(event)} noValidate>
      <Input
        ref={inputRef}
        className={styles.renameInput}
        aria-label={t('nameLabel')}
        value={draft}
        disabled={saving}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (invalid) setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <Tooltip title={t('saveName')}>
        <Button htmlType="submit" type="primary" icon={<CheckOutlined aria-hidden />} aria-label={t('saveName')} loading={saving} />
      </Tooltip>
      <Tooltip title={t('cancelRename')}>
        <Button icon={<CloseOutlined aria-hidden />} aria-label={t('cancelRename')} disabled={saving} onClick={onDone} />
      </Tooltip>
      {invalid ? (
        <span id={errorId} className={styles.renameError} role="alert">
          {t('nameRequired')}
        </span>
      ) : null}
    </form>
  );
}
