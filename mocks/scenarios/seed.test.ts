import { describe, expect, it } from '@rstest/core';
import { db, snapshot } from '../db';
import { reset } from './seed';

const demoOne = () => db.account.findFirst({ where: { loginName: { equals: 'demo.one' } } });

describe('reset() puts the demo data back as seeded (every host, and before each test)', () => {
  it('undoes rows created, updated and deleted, in any model', () => {
    reset();
    const seeded = snapshot();
    db.websiteSetting.update({ where: { name: { equals: 'record.message' } }, data: { value: 'changed' } });
    db.fault.create({ id: '/kj-sys', kind: 'http500', latencyMs: 0, addedAt: 1 });
    db.account.delete({ where: { loginName: { equals: 'demo.one' } } });
    reset();
    expect(snapshot()).toEqual(seeded);
    expect(demoOne()?.name).toBe('Demo One');
  });

  it('hands out copies: a row changed in place by whoever read it is as seeded again after the next reset', () => {
    reset();
    const seeded = snapshot();
    const read = demoOne()!;
    read.name = 'changed in place';
    // A write to the model, so the reset puts its rows back.
    db.account.update({ where: { loginName: { equals: 'demo.one' } }, data: { email: 'changed@demo.kj' } });
    reset();
    expect(snapshot()).toEqual(seeded);
    demoOne()!.name = 'changed again';
    db.account.update({ where: { loginName: { equals: 'demo.one' } }, data: { email: 'changed@demo.kj' } });
    reset();
    expect(demoOne()?.name).toBe('Demo One');
  });
});
