import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { keepPortalPath, portalPathFor } from './pathGuard';

const PORTAL = new URL('https://portal.example.com/app/index.html?channel=web');

describe('what a sub-application’s change of address becomes (README "Sub-application contract", Routing)', () => {
  it.each([
    ['a path, as BrowserRouter pushes it', '/react16/about', '/app/index.html?channel=web#/childScbPortal/react16/about'],
    ['a path with a query', '/react16/list?page=2', '/app/index.html?channel=web#/childScbPortal/react16/list?page=2'],
    ['the site’s root', '/', '/app/index.html?channel=web#/childScbPortal/'],
    ['the portal’s path without its hash', '/app/index.html?channel=web', '/app/index.html?channel=web#/childScbPortal/app/index.html?channel=web'],
    ['the portal’s path with another query', '/app/index.html?tab=2#/childScbPortal/x', '/app/index.html?channel=web#/childScbPortal/app/index.html?tab=2'],
  ])('puts back %s', (_, asked, back) => {
    expect(portalPathFor(new URL(asked, PORTAL), PORTAL, 'childScbPortal')).toBe(back);
  });

  it.each([
    ['a route of its own by hash', '/app/index.html?channel=web#/childScbPortal/list'],
    ['a portal route', '/app/index.html?channel=web#/main-productCenter'],
    ['another origin (the browser refuses it)', 'https://elsewhere.example.com/about'],
  ])('leaves %s alone', (_, asked) => {
    expect(portalPathFor(new URL(asked, PORTAL), PORTAL, 'childScbPortal')).toBeNull();
  });
});

describe('keeping the portal’s path while a sub-application is mounted', () => {
  let start = '';
  let warnings: string[] = [];
  beforeEach(() => {
    start = window.location.href;
    warnings = [];
    rs.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  });
  afterEach(() => {
    window.history.replaceState(null, '', start);
    rs.restoreAllMocks();
  });

  it('puts a pushState or replaceState to another path back under the prefix, and names the sub-application', () => {
    const portal = window.location.href.split('#')[0] ?? '';
    const { pathname, search } = window.location;
    const { release } = keepPortalPath('child-marketplacePortal', portal);
    try {
      window.history.pushState({ key: 'a' }, '', '/react16/about');
      expect([window.location.pathname, window.location.search, window.location.hash]).toEqual([pathname, search, '#/child-marketplacePortal/react16/about']);
      expect(window.history.state).toEqual({ key: 'a' });
      window.history.replaceState(null, '', '/react16/contact');
      expect(window.location.hash).toBe('#/child-marketplacePortal/react16/contact');
      // A hash route passes as it is.
      window.history.pushState(null, '', '#/child-marketplacePortal/cart');
      expect(window.location.hash).toBe('#/child-marketplacePortal/cart');
    } finally {
      release();
    }
    expect(warnings).toEqual([
      expect.stringMatching(/^\[sub-applications\] child-marketplacePortal changed the page's path with history\.pushState to \/react16\/about: .+ put back as .*#\/child-marketplacePortal\/react16\/about/),
      expect.stringMatching(/^\[sub-applications\] child-marketplacePortal changed the page's path with history\.replaceState to \/react16\/contact/),
    ]);
  });

  it('once the user has left its route, undoes a change and keeps the portal’s route', () => {
    window.history.replaceState(null, '', '#/main-productCenter');
    const { pathname, search } = window.location;
    const guard = keepPortalPath('childScbPortal', window.location.href.split('#')[0] ?? '');
    guard.left();
    try {
      window.history.pushState(null, '', '/react16/goodbye');
      expect([window.location.pathname, window.location.search, window.location.hash]).toEqual([pathname, search, '#/main-productCenter']);
    } finally {
      guard.release();
    }
    expect(warnings).toEqual([expect.stringContaining('childScbPortal changed the page\'s path with history.pushState to /react16/goodbye')]);
  });

  it('lets everything through once switched off, and leaves the history methods as they were', () => {
    const { pushState, replaceState } = window.history;
    keepPortalPath('childScbPortal', window.location.href.split('#')[0] ?? '').release();
    expect(window.history.pushState).toBe(pushState);
    expect(window.history.replaceState).toBe(replaceState);
    window.history.pushState(null, '', '/somewhere/else');
    expect(window.location.pathname).toBe('/somewhere/else');
    expect(warnings).toEqual([]);
  });

  it('keeps a wrapper added over it working after it is switched off', () => {
    const { release } = keepPortalPath('childScbPortal', window.location.href.split('#')[0] ?? '');
    const under = window.history.pushState;
    const seen: string[] = [];
    window.history.pushState = function (this: History, data, unused, url) {
      seen.push(String(url));
      return under.call(this, data, unused, url);
    };
    try {
      release();
      window.history.pushState(null, '', '/free/path');
      expect(seen).toEqual(['/free/path']);
      expect(window.location.pathname).toBe('/free/path');
      expect(warnings).toEqual([]);
    } finally {
      window.history.pushState = under;
    }
  });
});
