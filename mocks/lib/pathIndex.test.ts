import { describe, expect, it, rs } from '@rstest/core';
import { getResponse, http, HttpResponse } from 'msw';
import { indexedByPath } from './pathIndex';

const answer = (text: string) => () => HttpResponse.text(text);
const call = (url: string, method = 'POST') => new Request(url, { method });
const textOf = async (response: Response | undefined) => (response ? response.text() : undefined);

describe('indexedByPath: the mock finds a call’s handlers by its path', () => {
  it('answers from the handler of the call’s path, on any origin and below any base path, in any case, with or without a trailing slash', async () => {
    const handlers = [indexedByPath([http.post('*/kj-web/a', answer('a')), http.post('*/kj-web/b', answer('b'))])];
    expect(await textOf(await getResponse(handlers, call('http://127.0.0.1/kj-web/b')))).toBe('b');
    expect(await textOf(await getResponse(handlers, call('https://kj.example.com/portal/kj-web/a?x=1')))).toBe('a');
    expect(await textOf(await getResponse(handlers, call('http://127.0.0.1/KJ-WEB/A/')))).toBe('a');
  });

  it('tries only the handlers whose path can match: MSW never runs another path’s handler (nor parses the call for it)', async () => {
    const other = http.post('*/kj-web/other', answer('other'));
    const tried = rs.spyOn(other, 'run');
    const handlers = [indexedByPath([other, http.post('*/kj-web/a', answer('a'))])];
    expect(await textOf(await getResponse(handlers, call('http://127.0.0.1/kj-web/a')))).toBe('a');
    expect(tried).not.toHaveBeenCalled();
  });

  it('keeps MSW’s rules among the candidates: their order, the method, a handler that passes on; a path with parameters is always tried', async () => {
    const handlers = [
      indexedByPath([
        http.get('*/kj-web/a', answer('get')),
        http.post('*/kj-web/items/:id', ({ params }) => HttpResponse.text(`item ${String(params.id)}`)),
        http.post('*/kj-web/a', () => undefined),
        http.post('*/kj-web/a', answer('second post')),
      ]),
    ];
    expect(await textOf(await getResponse(handlers, call('http://127.0.0.1/kj-web/a')))).toBe('second post');
    expect(await textOf(await getResponse(handlers, call('http://127.0.0.1/kj-web/a', 'GET')))).toBe('get');
    expect(await textOf(await getResponse(handlers, call('http://127.0.0.1/kj-web/items/7')))).toBe('item 7');
  });

  it('answers nothing for a path no handler has, so MSW goes on to its next handler (or the call is unhandled)', async () => {
    const handlers = [indexedByPath([http.post('*/kj-web/a', answer('a'))]), http.post('*/elsewhere', answer('next'))];
    expect(await getResponse(handlers, call('http://127.0.0.1/kj-web/missing'))).toBeUndefined();
    expect(await textOf(await getResponse(handlers, call('http://127.0.0.1/elsewhere')))).toBe('next');
  });
});
