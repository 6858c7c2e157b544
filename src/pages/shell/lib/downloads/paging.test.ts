import { describe, expect, it } from '@rstest/core';
import { nextPageParam, packagingChanged, packagingSignature, rowsOfPages, shouldLoadMore } from './paging';

const records = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index) }));

describe('download task paging (001 §4, §9: size 10, within 100 px of the bottom)', () => {
  it.each([
    ['a full first page of 23 → 2', { records: records(10), total: 23, size: 10 }, 1, 2],
    ['a full second page of 23 → 3', { records: records(10), total: 23, size: 10 }, 2, 3],
    ['the short last page → none', { records: records(3), total: 23, size: 10 }, 3, undefined],
    ['exactly total after a full page → none', { records: records(10), total: 20, size: 10 }, 2, undefined],
    ['an empty page → none', { records: [], total: 5, size: 10 }, 1, undefined],
    ['records null → none', { records: null, total: null }, 1, undefined],
    ['a full page without total → 5', { records: records(10), total: null }, 4, 5],
  ])('%s', (_name, page, param, expected) => {
    expect(nextPageParam(page, param, 10)).toBe(expected);
  });

  const idle = { hasNextPage: true, fetching: false, failed: false };
  it.each([
    ['far from the bottom: wait', { scrollTop: 0, scrollHeight: 1000, clientHeight: 340 }, idle, false],
    ['101 px from the bottom: wait', { scrollTop: 559, scrollHeight: 1000, clientHeight: 340 }, idle, false],
    ['100 px from the bottom: load', { scrollTop: 560, scrollHeight: 1000, clientHeight: 340 }, idle, true],
    ['at the bottom: load', { scrollTop: 660, scrollHeight: 1000, clientHeight: 340 }, idle, true],
    ['no next page: stop', { scrollTop: 660, scrollHeight: 1000, clientHeight: 340 }, { ...idle, hasNextPage: false }, false],
    ['a page is loading: wait', { scrollTop: 660, scrollHeight: 1000, clientHeight: 340 }, { ...idle, fetching: true }, false],
    ['a page failed to load: stop', { scrollTop: 660, scrollHeight: 1000, clientHeight: 340 }, { ...idle, failed: true }, false],
  ])('%s', (_name, metrics, state, expected) => {
    expect(shouldLoadMore(metrics, state)).toBe(expected);
  });

  it('reloads the pages only when the packaging state changes after the first answer', () => {
    const before = packagingSignature([{ id: '1', status: 'PENDING' }, { id: '2', status: 'SUCCESS' }]);
    const same = packagingSignature([{ id: '1', status: 'PENDING' }, { id: '2', status: 'SUCCESS' }]);
    const after = packagingSignature([{ id: '1', status: 'SUCCESS' }, { id: '2', status: 'SUCCESS' }]);
    const fewer = packagingSignature([{ id: '1', status: 'PENDING' }]);
    expect(packagingChanged(null, before)).toBe(false);
    expect(packagingChanged(before, null)).toBe(false);
    expect(packagingChanged(before, same)).toBe(false);
    expect(packagingChanged(before, after)).toBe(true);
    expect(packagingChanged(before, fewer)).toBe(true);
    expect(packagingSignature(undefined)).toBeNull();
  });

  it('joins the pages in order, each task once', () => {
    const pages = [{ records: [{ id: 'a' }, { id: 'b' }] }, { records: [{ id: 'b' }, { id: 'c' }] }, { records: null }];
    expect(rowsOfPages(pages).map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(rowsOfPages(undefined)).toEqual([]);
  });
});
