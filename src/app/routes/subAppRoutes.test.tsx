import { describe, expect, it } from '@rstest/core';
import { configure, screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { EKYC_PORTAL_PREFIX, isShellSubApp, SUB_APP_PREFIXES } from '@/shared/config';
import { pageRoutes } from './routes';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

/** The /home shell's layout route: the pathless route whose children hold /home. */
const shellLayout = pageRoutes.find((route) => route.children?.some((child) => child.path === '/home'));

/** The routes a path matches, outermost first, with the leaf's path. */
function matched(path: string) {
  const chain = matchRoutes(pageRoutes, path) ?? [];
  return { inShell: chain.some((match) => match.route === shellLayout), leaf: chain.at(-1)?.route.path };
}

describe('sub-application routes (000 §2)', () => {
  it('finds the /home shell layout', () => {
    expect(shellLayout).toBeDefined();
  });

  it.each(SUB_APP_PREFIXES.filter(isShellSubApp))('#/%s opens inside the /home shell, at its own host route', (prefix) => {
    expect(matched(`/${prefix}/somewhere`)).toEqual({ inShell: true, leaf: `/${prefix}/*` });
  });

  it('#/childEkycPortal is a sub-application prefix, yet opens its own top-level route outside the shell', () => {
    expect(SUB_APP_PREFIXES).toContain('childEkycPortal');
    expect(matched(`/${EKYC_PORTAL_PREFIX}/other`)).toEqual({ inShell: false, leaf: '/childEkycPortal/*' });
    expect(matched(`/${EKYC_PORTAL_PREFIX}/efinKyc`)).toEqual({ inShell: false, leaf: '/childEkycPortal/efinKyc' });
    const hosts = (shellLayout?.children ?? []).map((route: RouteObject) => route.path);
    expect(hosts).not.toContain('/childEkycPortal/*');
  });

  it('#/childEkycPortal/efinKyc shows the five-step KYC file wizard, not a sub-application demo page', async () => {
    sessionCleared();
    await signInAs('demo.many');
    userSignedIn({ loginName: 'demo.many' });
    chooseForTest('20011');
    await renderApp('/childEkycPortal/efinKyc?id=20011&status=INIT');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-finance KYC' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5: Company information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Demo: / })).toBeNull();
  });
});
