import { describe, expect, it } from '@rstest/core';
import { attentionCount, isOpenTodo, isUnread, localizedText } from './item';

const item = { id: '1', title: 'Title', titleCn: '标题', content: 'Body', contentCn: '正文', msgType: 2, readStatus: 'UNREAD', handleStatus: 'TO_DO' };

describe('notification item rules (001 §2.7, §3)', () => {
  it.each([
    ['en', item, { title: 'Title', content: 'Body' }],
    ['zh', item, { title: '标题', content: '正文' }],
    ['zh', { ...item, titleCn: null, contentCn: '' }, { title: 'Title', content: 'Body' }],
    ['en', { ...item, title: null, content: null }, { title: '标题', content: '正文' }],
    ['en', { id: '2' }, { title: '', content: '' }],
  ] as const)('in %s shows %o as %o', (locale, input, expected) => {
    expect(localizedText(input, locale)).toEqual(expected);
  });

  it.each([
    [{ readStatus: 'UNREAD' }, true],
    [{ readStatus: 'READ' }, false],
    [{ readStatus: null }, false],
  ])('unread %o → %s', (input, expected) => {
    expect(isUnread(input)).toBe(expected);
  });

  it.each([
    [{ msgType: 2, handleStatus: 'TO_DO' }, true],
    [{ msgType: '2', handleStatus: 'TO_DO' }, true],
    [{ msgType: 2, handleStatus: 'DONE' }, false],
    [{ msgType: 1, handleStatus: 'TO_DO' }, false],
  ])('open to-do %o → %s', (input, expected) => {
    expect(isOpenTodo(input)).toBe(expected);
  });

  it.each([
    [undefined, 0],
    [{ totalCount: 40, unReadCount: 8, unHandleCount: 9 }, 17],
    [{ unReadCount: null, unHandleCount: 3 }, 3],
  ])('the bell counts unread messages plus open to-dos: %o → %i', (counts, expected) => {
    expect(attentionCount(counts)).toBe(expected);
  });
});
