/**
 * `npm run serve:prod`: the production build behind the deployment's own nginx site
 * (deploy/nginx, README "Deploying"), as production runs it, with Debian's nginx and its
 * mime.types. Settings:
 * - PORT (default 8080), on 127.0.0.1;
 * - PORTAL_BACKEND_URL: the kj-* services (default: `npm run mock:server`'s address);
 * - PORTAL_SITE_ROOT: the folder served (default dist/, from `npm run build`), where a
 *   deployment adds terms/, sub-apps.json and its sub-applications.
 * Runs in the foreground until stopped (Ctrl+C).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxSite } from '../deploy/nginx/site';

const port = process.env.PORT ?? '8080';
const backend = process.env.PORTAL_BACKEND_URL ?? 'http://127.0.0.1:4010';
const root = path.resolve(process.env.PORTAL_SITE_ROOT ?? 'dist');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file)) ?? 'nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve:prod: ${root}/index.html is missing: run \`npm run build\` first (or set PORTAL_SITE_ROOT)`);
  process.exit(1);
}
if (spawnSync(NGINX, ['-v']).error || !existsSync(MIME_TYPES)) {
  console.error('serve:prod: needs Debian\'s nginx (`apt-get install -y nginx`)');
  process.exit(1);
}

/** nginx's own files (pid, temporary bodies) in a folder of this run; the site is the shipped one with this run's values. */
const prefix = mkdtempSync(path.join(tmpdir(), 'kj-serve-prod-'));
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
writeFileSync(path.join(prefix, 'kj-portal.conf'), nginxSite({ listen: `127.0.0.1:${port}`, root, backend }));
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  [
    'daemon off;',
    'worker_processes 1;',
    // As root (CI), the workers keep root's rights: they read the build where it lies.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${prefix}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    // As Debian's /etc/nginx/nginx.conf does.
    `    include ${MIME_TYPES};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    access_log off;',
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((dir) => `    ${dir === 'body' ? 'client_body' : dir}_temp_path ${prefix}/${dir};`),
    `    include ${prefix}/kj-portal.conf;`,
    '}',
    '',
  ].join('\n'),
);

const nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
console.log(`Production build ${path.relative(process.cwd(), root) || '.'} on http://127.0.0.1:${port}/ behind deploy/nginx, the kj-* services at ${backend}`);

const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
