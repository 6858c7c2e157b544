#!/usr/bin/env node
/**
 * Tiny static file server for the e2e tests and the size script.
 *
 *   node tests/e2e/support/static-server.mjs <dir> [port] [host]
 *
 * Serves <dir> (default dist-demo) on host:port (default 127.0.0.1:4178) with correct
 * content types — in particular `text/javascript` for mockServiceWorker.js, which the
 * browser requires before it registers the MSW worker. Only the content-hashed files under
 * /static/ may be cached, so a rebuilt bundle is still picked up at once. Anything that is not a file answers 404, like a static
 * host would (API calls only succeed when the in-browser mock answers them).
 *
 * Also importable: `startStaticServer({ root, port, host })` resolves to
 * `{ url, close }` (port 0 picks a free port).
 */
import http from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** @param {{ root: string, port?: number, host?: string }} options */
export function startStaticServer({ root, port = 4178, host = '127.0.0.1' }) {
  const base = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      let file = path.join(base, decodeURIComponent(pathname));
      if (file !== base && !file.startsWith(base + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = path.join(file, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info?.isFile() || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      res.writeHead(200, {
        'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
        // Hashed bundle files never change under their name: cached like a CDN would, so
        // the pages of one browser context load them once. Everything else is fresh.
        'Cache-Control': pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-store',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [root = 'dist-demo', port = '4178', host = '127.0.0.1'] = process.argv.slice(2);
  const { url } = await startStaticServer({ root, port: Number(port), host });
  console.log(`Serving ${path.resolve(root)} at ${url}`);
}
