import type { Manager } from '../api/kycManagerApi';

/**
 * A person's positions: `position`, else `job`, which older forms send as one
 * comma-separated string (001 §3 "job or position (list)"); trimmed, no empties, no repeats.
 */
export function positionsOf(person: Pick<Manager, 'position' | 'job'> | null | undefined): string[] {
  const raw = person?.position?.length ? person.position : person?.job;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return [...new Set(list.map((entry) => entry.trim()).filter(Boolean))];
}
