import { useState } from 'react';
import { mergeOcr, type OcrConflict } from '@/shared/lib/ocr-merge';

/** The form a document's reading goes into. */
export interface OcrFillTarget<K extends string> {
  /** The form's current values of the fields a reading may fill. */
  current(): Partial<Record<K, unknown>>;
  /** Sets these fields (with whatever they imply) and judges them again. */
  write(patch: Partial<Record<K, string>>): void;
}

export interface OcrFill<K extends string> {
  /** Takes a document's reading: fills the empty fields, keeps the others and asks about the differing ones. */
  receive(read: Partial<Record<K, string | null | undefined>>): void;
  /** Fields filled from a document so far, to be checked by the user. */
  filled: readonly K[];
  /** The open question about a field: what it holds and what the document reads. */
  conflict(field: K): OcrConflict<K> | undefined;
  /** Keeps what the field holds. */
  keep(field: K): void;
  /** Takes the document's value for the field. */
  use(field: K): void;
}

/**
 * A form's handling of what an OCR upload read (the rule in shared/lib/ocr-merge): empty
 * fields are filled and listed for checking, fields holding another value keep it until
 * the user chooses, so nothing the user typed or the server loaded is replaced silently.
 */
export function useOcrFill<K extends string>(target: OcrFillTarget<K>): OcrFill<K> {
  const [state, setState] = useState<{ filled: K[]; conflicts: OcrConflict<K>[] }>({ filled: [], conflicts: [] });
  const addFilled = (filled: K[], fields: K[]) => [...filled, ...fields.filter((field) => !filled.includes(field))];

  return {
    receive(read) {
      const { fill, conflicts } = mergeOcr(target.current(), read);
      const fields = Object.keys(fill) as K[];
      if (fields.length > 0) target.write(fill);
      if (fields.length === 0 && conflicts.length === 0) return;
      setState((previous) => ({
        filled: addFilled(previous.filled, fields),
        // A newer reading replaces an open question about the same field.
        conflicts: [...previous.conflicts.filter((open) => !conflicts.some((next) => next.field === open.field)), ...conflicts],
      }));
    },
    filled: state.filled,
    conflict: (field) => state.conflicts.find((open) => open.field === field),
    keep(field) {
      setState((previous) => ({ ...previous, conflicts: previous.conflicts.filter((open) => open.field !== field) }));
    },
    use(field) {
      const open = state.conflicts.find((entry) => entry.field === field);
      if (!open) return;
      target.write({ [field]: open.read } as Partial<Record<K, string>>);
      setState((previous) => ({ filled: addFilled(previous.filled, [field]), conflicts: previous.conflicts.filter((entry) => entry.field !== field) }));
    },
  };
}
