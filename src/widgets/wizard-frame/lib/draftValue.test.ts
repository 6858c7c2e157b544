import { describe, expect, it } from '@rstest/core';
import dayjs from 'dayjs';
import { fromDraft, overlay, toDraft } from './draftValue';

describe('the wizard draft (what is kept of unsaved input)', () => {
  it.each([
    ['text', 'Acme', 'Acme'],
    ['number', 4, 4],
    ['boolean', true, true],
    ['null', null, null],
    ['undefined (left out)', undefined, undefined],
    ['a file (left out)', new Blob(['x']), undefined],
    ['an upload list (left out: the server keeps the files)', [{ uid: '1', status: 'done', id: 'f1', name: 'a.pdf' }], undefined],
  ])('%s', (_, value, kept) => {
    expect(toDraft(value)).toEqual(kept);
  });

  it('keeps dates and reads them back as dayjs dates, through JSON', () => {
    const values = { start: dayjs('2024-03-01T00:00:00.000Z'), people: [{ name: 'Li', birthday: dayjs('1990-01-02T00:00:00.000Z') }] };
    const restored = fromDraft(JSON.parse(JSON.stringify(toDraft(values)))) as typeof values;
    expect(dayjs.isDayjs(restored.start)).toBe(true);
    expect(restored.start.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(restored.people[0]!.birthday.toISOString()).toBe('1990-01-02T00:00:00.000Z');
    expect(restored.people[0]!.name).toBe('Li');
  });

  it('drops nested upload lists and undefined fields', () => {
    expect(toDraft({ a: 'x', b: undefined, files: [{ uid: 'u', status: 'uploading', name: 'n' }], empty: [] })).toEqual({ a: 'x', empty: [] });
  });
});

describe('overlay: unsaved input over the saved values', () => {
  it.each([
    ['the draft wins for a field', { a: 1, b: 2 }, { b: 3 }, { a: 1, b: 3 }],
    ['nothing kept: the saved values', { a: 1 }, undefined, { a: 1 }],
    ['a cleared field stays cleared', { a: 'saved' }, { a: null }, { a: null }],
    [
      'list entries merge, so an entry keeps its saved files',
      { people: [{ name: 'A', files: ['f'] }, { name: 'B', files: [] }] },
      { people: [{ name: 'A2' }] },
      { people: [{ name: 'A2', files: ['f'] }] },
    ],
    ['a new list entry of the draft', { people: [] }, { people: [{ name: 'N' }] }, { people: [{ name: 'N' }] }],
  ])('%s', (_, saved, draft, expected) => {
    expect(overlay(saved, draft)).toEqual(expected);
  });
});
