import { writeFileSync } from 'node:fs';
import { DEFAULT_SITE, SITE_FILE, nginxSite } from './site';

/** `npm run gen:deploy`: writes deploy/nginx/kj-portal.conf (commit it; site.test.ts fails while it is stale). */
writeFileSync(SITE_FILE, nginxSite(DEFAULT_SITE));
console.log(`wrote ${SITE_FILE}`);
