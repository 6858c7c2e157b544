import { HttpResponse, delay } from 'msw';
import { db } from '../db';
import { failure, failureResponse } from './errors';
import { isServiceCall } from '@/shared/config/servicePrefixes';

/**
 * The fault switch: the mock fails on purpose, so demos and tests can show how the portal
 * holds up against a slow or broken backend (000 §8, the error catalogue). Off in the demo
 * data; a fault is a row of the database (db/models/fault.ts), so the demo reset clears
 * it, a reload keeps it and each Node test starts without one.
 *
 * A fault names a target and what happens to the calls it covers:
 * - the target is a service prefix (`/kj-sys`), one call's path (`/kj-sys/msg/getMsgNum`),
 *   one of the portal's files (`/sub-apps/sample/index.html`, the sample sub-application's
 *   entry), or EVERY_CALL; a prefix covers the paths below it, segment by segment;
 * - the kind is one of FAULT_KINDS; `latencyMs` waits before the failure, and with `latency`
 *   it holds the call's normal answer: the call is handled at once (what it stores is
 *   stored), only its answer comes late, as from a server that finishes what it received
 *   whether or not the client still waits for the answer.
 * `offline` always covers every call. When several faults cover a call, offline wins, then
 * the longest target (a call's own fault before its service's).
 */
export const FAULT_KINDS = [
  /** The normal answer, held for the wait: the call itself is handled at once. */
  'latency',
  /** HTTP 500 with a plain-text body, like a failing gateway. */
  'http500',
  /** The connection fails: no response at all. */
  'networkError',
  /** HTTP 200 whose JSON body is cut off. */
  'invalidJson',
  /** The envelope with code 01100, session expired (000 §8). */
  'sessionExpired',
  /** The envelope with code 830005, forced re-login (000 §8). */
  'forcedRelogin',
  /** Every call fails as a network error. */
  'offline',
  /** HTTP 404 with a plain-text body: a file that is not there (a sub-application's entry, say). */
  'notFound',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  target: string;
  kind: FaultKind;
  latencyMs: number;
}

/** The target that covers every call of every service. */
export const EVERY_CALL = '*';

export { SERVICE_PREFIXES } from '@/shared/config/servicePrefixes';

/** The longest wait a fault may add: long enough for any timeout of the portal, short of hanging a test run. */
export const MAX_LATENCY_MS = 120_000;

const isKind = (value: unknown): value is FaultKind => (FAULT_KINDS as readonly unknown[]).includes(value);

/** A target as stored: EVERY_CALL, or a path starting with `/`, without a query or a trailing `/`. */
function normaliseTarget(target: string): string {
  const trimmed = target.trim();
  if (trimmed === EVERY_CALL) return EVERY_CALL;
  const path = trimmed.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (!path.startsWith('/') || path.length < 2) throw new RangeError(`A fault target is "${EVERY_CALL}" or a path starting with "/": ${target}`);
  return path;
}

/**
 * Switches a fault on for a target, replacing the one the target had. Offline always
 * targets every call. Returns the fault as stored.
 */
export function setFault({ target, kind, latencyMs = 0 }: { target: string; kind: FaultKind; latencyMs?: number }): Fault {
  if (!isKind(kind)) throw new RangeError(`Unknown fault kind: ${String(kind)}`);
  if (!Number.isFinite(latencyMs) || latencyMs < 0 || latencyMs > MAX_LATENCY_MS) {
    throw new RangeError(`A fault's latency is 0 to ${MAX_LATENCY_MS} ms: ${latencyMs}`);
  }
  const id = kind === 'offline' ? EVERY_CALL : normaliseTarget(target);
  db.fault.delete({ where: { id: { equals: id } } });
  db.fault.create({ id, kind, latencyMs: Math.round(latencyMs), addedAt: Date.now() });
  return { target: id, kind, latencyMs: Math.round(latencyMs) };
}

/** Switches off the fault of one target (as listed). */
export function removeFault(target: string): void {
  db.fault.delete({ where: { id: { equals: target } } });
}

/** Switches every fault off. */
export function clearFaults(): void {
  db.fault.deleteMany({ where: { id: { contains: '' } } });
}

/** The faults switched on, oldest first. */
export function listFaults(): Fault[] {
  return db.fault
    .getAll()
    .sort((a, b) => a.addedAt - b.addedAt)
    .map(({ id, kind, latencyMs }) => ({ target: id, kind: kind as FaultKind, latencyMs }));
}

function covers(target: string, path: string): boolean {
  if (target === EVERY_CALL) return isServiceCall(path);
  return path === target || path.startsWith(`${target}/`);
}

/** The fault that applies to a call's path (see the rules above), or null. */
export function faultForPath(path: string): Fault | null {
  const matching = listFaults().filter((fault) => covers(fault.target, path));
  const offline = matching.find((fault) => fault.kind === 'offline');
  if (offline) return offline;
  const reach = (fault: Fault) => (fault.target === EVERY_CALL ? 0 : fault.target.length);
  return matching.sort((a, b) => reach(b) - reach(a))[0] ?? null;
}

/** The first bytes of an envelope, then nothing: JSON no parser accepts. */
const CUT_OFF_JSON = '{"code":"200","msg":"success","data":{';

/**
 * What the fault switch makes of a request: a failed answer, the normal one held back, or
 * undefined to let the call through to its handler. `answer` gives the call's normal
 * answer (the service's handlers), or undefined when none of them answers it (one of the
 * portal's files, served by the network).
 *
 * A latency fault holds the answer, not the request: the handler runs at once and the wait
 * comes after it, so a client that gives up within the wait (an upload cancelled, a call
 * timed out) meets what a real server does to it: the work is done (the file is stored),
 * only the answer is lost. A call without a handler waits, then goes through.
 */
export async function faultResponse(request: Request, answer: (request: Request) => Promise<Response | undefined>): Promise<Response | undefined> {
  if (db.fault.count() === 0) return undefined;
  const fault = faultForPath(new URL(request.url).pathname);
  if (!fault) return undefined;
  if (fault.kind === 'latency') {
    const answered = await answer(request);
    if (fault.latencyMs > 0) await delay(fault.latencyMs);
    return answered;
  }
  if (fault.latencyMs > 0) await delay(fault.latencyMs);
  switch (fault.kind) {
    case 'http500':
      return new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
    case 'notFound':
      return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    case 'networkError':
    case 'offline':
      return HttpResponse.error();
    case 'invalidJson':
      return new HttpResponse(CUT_OFF_JSON, { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'sessionExpired':
      return failureResponse(request, failure('sessionExpired'));
    case 'forcedRelogin':
      return failureResponse(request, failure('forcedRelogin'));
  }
}
