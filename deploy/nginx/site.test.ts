import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { RESPONSE_HEADERS, STRICT_POLICY, SUB_APPS_PAGE, SUB_APPS_POLICY, headerPolicy } from '../../src/app/html/contentSecurityPolicy';
import { SERVICE_PREFIXES } from '../../src/shared/config/servicePrefixes';
import { DEFAULT_SITE, SITE_FILE, nginxSite } from './site';

/** The shipped site (README "Deploying"); the end-to-end project `production` runs it under nginx. */
describe('the shipped nginx site (deploy/nginx/kj-portal.conf)', () => {
  const shipped = readFileSync(SITE_FILE, 'utf8');

  it('is what deploy/nginx/site.ts writes: regenerate with `npm run gen:deploy` after a change there or in the policies', () => {
    expect(shipped).toBe(nginxSite(DEFAULT_SITE));
  });

  it('sends each page with the header form of its own meta policy, and the sub-applications’ page once sub-apps.json exists', () => {
    expect(shipped).toContain(`set $portal_policy "${headerPolicy(STRICT_POLICY)}";`);
    expect(shipped).toMatch(new RegExp(`if \\(-f \\$document_root/sub-apps\\.json\\) \\{\\s+set \\$portal_page /${SUB_APPS_PAGE.replace(/\./g, '\\.')};\\s+set \\$portal_policy "${headerPolicy(SUB_APPS_POLICY).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}";`));
    for (const [name, value] of RESPONSE_HEADERS) expect(shipped).toContain(`add_header ${name} "${value}" always;`);
  });

  it('has the backend’s address once, the one setting, and proxies every service prefix to it', () => {
    expect(shipped.match(/^\s*proxy_pass /gm)).toHaveLength(1);
    expect(shipped).toContain(`proxy_pass ${DEFAULT_SITE.backend};`);
    for (const prefix of SERVICE_PREFIXES) expect(shipped).toMatch(new RegExp(`location ~ \\^/\\(\\?:[^)]*\\b${prefix.slice(1)}\\b`));
  });

  it('takes a deployment’s values and refuses a backend that is not an http(s) address without a path', () => {
    const site = nginxSite({ listen: '127.0.0.1:8080', root: '/srv/portal', backend: 'https://api.example.com:8443' });
    expect(site).toContain('listen 127.0.0.1:8080;');
    expect(site).toContain('root /srv/portal;');
    expect(site).toContain('proxy_pass https://api.example.com:8443;');
    for (const backend of ['api.example.com', 'https://api.example.com/kj', 'http://a; include /etc/passwd']) {
      expect(() => nginxSite({ ...DEFAULT_SITE, backend })).toThrow(/http\(s\) address/);
    }
  });
});
