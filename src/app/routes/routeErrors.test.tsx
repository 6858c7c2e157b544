import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { sessionCleared, sessionUpdated, userSignedIn } from '@/entities/session';
import { renderApp } from '@tests/support/render';
import { page, pageRoutes, routes, withErrorPage } from './routes';
import { ROUTES } from '@/shared/config';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

function Broken(): never {
  // A page meeting data of a shape it cannot render.
  throw new TypeError("Cannot read properties of undefined (reading 'map')");
}
const Fine = () => <h1>Fine page</h1>;

/** A test route at /probe, wired the way the route table wires its pages. */
const probe = (lazy: RouteObject['lazy']): RouteObject[] => withErrorPage([{ path: '/probe', lazy }]);

/** Every route object of a table, at every depth. */
const everyRoute = (table: RouteObject[]): RouteObject[] => table.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

// React and the router report each caught page error on the console; expected here.
beforeEach(() => {
  rs.spyOn(console, 'error').mockImplementation(() => undefined);
  rs.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionCleared();
  rs.restoreAllMocks();
});

describe('route error pages', () => {
  it('every route of the table, at every depth, has the portal error page', () => {
    const all = everyRoute(routes);
    expect(all.length).toBeGreaterThan(pageRoutes.length);
    expect(all.filter((route) => !route.errorElement).map((route) => route.path ?? '(layout)')).toEqual([]);
  });

  it.each([
    ['en', 'Something went wrong on this page', /^Reload$/, /Go to sign-in/],
    ['zh', '页面出错了', /刷新页面/, /前往登录/],
  ] as const)('a page that throws while rendering shows the error page in %s, without the error text, and a visitor goes to /login', async (locale, title, reload, back) => {
    const { route, container } = await renderApp('/probe', { locale, extraRoutes: probe(page(async () => ({ Broken }), 'Broken')) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Cannot read properties|Unexpected Application Error|TypeError/);

    const reloaded = rs.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: reload }));
    expect(reloaded).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: back }));
    await waitFor(() => expect(route()).toBe('/login'));
  });

  it.each([
    ['en', /Go to the product centre/],
    ['zh', /前往产品中心/],
  ] as const)('a signed-in user goes from the error page to the product centre (%s)', async (locale, back) => {
    userSignedIn({ loginName: 'demo.one', loginUser: { loginName: 'demo.one' } });
    const { route } = await renderApp('/probe', { locale, extraRoutes: probe(page(async () => ({ Broken }), 'Broken')) });
    fireEvent.click(await screen.findByRole('button', { name: back }));
    await waitFor(() => expect(route()).toBe(ROUTES.productCentre));
  });

  it('a tab signed in by single sign-on (its check answered, the account read, no login answer) is signed in too: the error page offers the product centre, not sign-in', async () => {
    sessionUpdated({ authCode: 'AUTH-1' });
    userSignedIn({ loginName: 'demo.one', account: { id: '10001', loginName: 'demo.one' } });
    const { route } = await renderApp('/probe', { extraRoutes: probe(page(async () => ({ Broken }), 'Broken')) });
    fireEvent.click(await screen.findByRole('button', { name: /Go to the product centre/ }));
    await waitFor(() => expect(route()).toBe(ROUTES.productCentre));
  });

  it('a page chunk that fails to load once is fetched again and the page shows', async () => {
    const load = rs
      .fn<() => Promise<{ Fine: typeof Fine }>>()
      .mockRejectedValueOnce(new Error('Loading chunk page-probe failed'))
      .mockResolvedValue({ Fine });
    await renderApp('/probe', { extraRoutes: probe(page(load, 'Fine')) });
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['en', 'This part of the portal could not be loaded', /^Reload$/],
    ['zh', '门户的这部分内容无法加载', /刷新页面/],
  ] as const)('a page chunk that fails twice offers a reload (%s)', async (locale, title, reload) => {
    const load = rs.fn<() => Promise<{ Fine: typeof Fine }>>().mockRejectedValue(new Error('Loading chunk page-probe failed'));
    await renderApp('/probe', { locale, extraRoutes: probe(page(load, 'Fine')) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    const reloaded = rs.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: reload }));
    expect(reloaded).toHaveBeenCalledTimes(1);
  });
});
