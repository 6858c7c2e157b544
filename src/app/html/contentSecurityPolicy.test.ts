import { describe, expect, it } from '@rstest/core';
import { STRICT_POLICY, SUB_APPS_POLICY } from './contentSecurityPolicy';

describe('the page’s Content-Security-Policy (README "Deploying")', () => {
  it('is, without sub-applications, the strict policy the portal has always shipped, byte for byte', () => {
    expect(STRICT_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' blob: https:; worker-src 'self' blob:; frame-src 'self'; media-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('adds only the eval qiankun needs for sub-applications; inline scripts stay refused', () => {
    expect(SUB_APPS_POLICY.split('; ').filter((directive) => !STRICT_POLICY.split('; ').includes(directive))).toEqual(["script-src 'self' 'unsafe-eval'"]);
    expect(/script-src[^;]*'unsafe-inline'/.test(SUB_APPS_POLICY)).toBe(false);
  });
});
