#!/usr/bin/env node
/**
 * Starts the end-to-end suite's servers at once and says when all of them answer
 * (playwright.config.ts). Playwright starts the entries of its `webServer` list one after
 * another, each once the one before answers: the first test started 15.2 s after Playwright
 * on the 2-core machine, and 11.0 s with the servers started together.
 *
 * E2E_SERVERS: a JSON list of { name, command, url, after?, later? }; `after` is the url of
 * another server of the list to wait for before starting this one. Once every url answers
 * but those marked `later` (servers whose tests wait for them themselves, the first tests
 * not needing them), this answers 200 on E2E_SERVERS_READY (a url on 127.0.0.1) and keeps
 * running; its path `/all` answers 200 once every url answers, 503 before. The servers are
 * its children, in its process group, which Playwright stops at the end. A server that exits
 * first ends it with that server's status. Outside CI a url that answers already is used as
 * it is, as Playwright's reuseExistingServer does.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';

if (!process.env.E2E_SERVERS || !process.env.E2E_SERVERS_READY) {
  console.error('[servers] E2E_SERVERS and E2E_SERVERS_READY come from playwright.config.ts: run it through Playwright');
  process.exit(2);
}
const servers = JSON.parse(process.env.E2E_SERVERS);
const ready = new URL(process.env.E2E_SERVERS_READY);
const POLL_MS = 200;

/** Playwright's own test of a server's url: any status from 200 to 403. */
const answers = (url) =>
  new Promise((resolve) => {
    const request = http.get(url, { headers: { Accept: '*/*' } }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 404);
    });
    request.on('error', () => resolve(false));
  });

async function untilAnswers(url) {
  while (!(await answers(url))) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

async function start({ name, command, url, after }) {
  if (!process.env.CI && (await answers(url))) return;
  if (after) await untilAnswers(after);
  const child = spawn(command, { shell: true, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code, signal) => {
    console.error(`[servers] ${name} (${command}) ended (${signal ?? `exit ${code}`}) before the tests did`);
    process.exit(code || 1);
  });
  await untilAnswers(url);
}

const starting = servers.map((server) => ({ server, answering: start(server) }));
let allAnswer = false;
void Promise.all(starting.map(({ answering }) => answering)).then(() => {
  allAnswer = true;
});
await Promise.all(starting.filter(({ server }) => !server.later).map(({ answering }) => answering));
http
  .createServer((request, response) => {
    if (request.url === '/all' && !allAnswer) response.writeHead(503);
    response.end('ready');
  })
  .listen(Number(ready.port), ready.hostname);
