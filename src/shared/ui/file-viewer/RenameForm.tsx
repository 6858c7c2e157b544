import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Input, Tooltip, type InputRef } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fileExtension, isFileName, isUploadFileName } from '@/shared/lib/validation';
import type { ViewerFile } from './types';
import styles from './FileViewer.module.css';

/** The part of the name before its extension, selected when editing starts so typing keeps the extension. */
function baseNameLength(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? dot : name.length;
}

/**
 * The name a typed one is saved under: the file's extension is kept as it is, so a name typed
 * without it gets it back ('营业执照_2024' → '营业执照_2024.png'); a name typed with it stays.
 */
function renamedFileName(typed: string, original: string): string {
  const dot = original.lastIndexOf('.');
  const suffix = dot > 0 ? original.slice(dot) : '';
  if (!suffix || fileExtension(typed) === fileExtension(original)) return typed;
  return `${typed}${suffix}`;
}

/** 000 §5's rule for a typed name: letters, digits, underscore or Chinese before the extension, 1 to 190 characters in all. */
const meetsNameRule = (name: string, original: string): boolean => (original.lastIndexOf('.') > 0 ? isUploadFileName(name) : isFileName(name));

/**
 * The inline rename of the shown file: Enter or the check saves, Esc or the cross cancels
 * (the dialog stays open). An empty name is refused, and so is one outside 000 §5's file-name
 * rule (the rule's message at the field; the extension is kept); an unchanged one just ends the edit;
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
  const { t } = useTranslation(['viewer', 'validation']);
  const [draft, setDraft] = useState(file.name);
  const [saving, setSaving] = useState(false);
  // Why the typed name is refused (a message key), or null.
  const [problem, setProblem] = useState<'viewer:nameRequired' | 'validation:fileName' | null>(null);
  const invalid = problem !== null;
  const inputRef = useRef<InputRef>(null);
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.setSelectionRange(0, baseNameLength(file.name));
  }, [file.name]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.trim();
    const name = typed ? renamedFileName(typed, file.name) : '';
    if (name === file.name) return onDone();
    const refused = !typed ? 'viewer:nameRequired' : meetsNameRule(name, file.name) ? null : 'validation:fileName';
    if (refused) {
      setProblem(refused);
      inputRef.current?.focus();
      return;
    }
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
          if (invalid) setProblem(null);
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
          {problem ? t(problem) : null}
        </span>
      ) : null}
    </form>
  );
}
