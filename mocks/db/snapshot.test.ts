import { describe, expect, it } from '@rstest/core';
import { clearDatabase, db, restore, snapshot } from './index';
import { clearPersisted, loadPersisted, savePersisted } from '../lib/persistence';

describe('mock database snapshots (browser persistence)', () => {
  it('restores exactly what was saved, through session storage', () => {
    db.websiteSetting.update({ where: { name: { equals: 'record.message' } }, data: { value: 'changed' } });
    const before = snapshot();
    savePersisted(before);
    clearDatabase();
    expect(db.websiteSetting.count()).toBe(0);

    restore(loadPersisted() ?? {});
    expect(snapshot()).toEqual(before);
    expect(db.websiteSetting.findFirst({ where: { name: { equals: 'record.message' } } })?.value).toBe('changed');
  });

  it('ignores a copy it cannot read', () => {
    sessionStorage.setItem('kj-mock-db', '{not json');
    expect(loadPersisted()).toBeNull();
    clearPersisted();
    expect(loadPersisted()).toBeNull();
  });
});
