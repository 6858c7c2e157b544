import { expect, it } from '@rstest/core';
import { db } from '.';
import { updateSession } from '../lib/session';

/** The channel @mswjs/data mirrors a database's writes over to the other tabs of the origin. */
const MIRROR = 'mswjs/data/sync';

/**
 * Everything heard on the mirror's channel while `write` runs, up to a marker posted after
 * it (a channel delivers in the order messages were posted).
 */
async function heardDuring(write: () => void): Promise<unknown[]> {
  const listener = new BroadcastChannel(MIRROR);
  const marker = new BroadcastChannel(MIRROR);
  const heard: unknown[] = [];
  const done = new Promise<void>((resolve) => {
    listener.onmessage = (event: MessageEvent) => (event.data === 'marker' ? resolve() : heard.push(event.data));
  });
  write();
  marker.postMessage('marker');
  await done;
  listener.close();
  marker.close();
  return heard;
}

it('keeps its writes in its own tab: a new tab seeding its demo data cannot sign the first one out (the mirror over a BroadcastChannel is off)', async () => {
  expect(typeof window).toBe('object');
  const heard = await heardDuring(() => {
    db.fault.create({ id: '/kj-tabs-test', kind: 'http500', latencyMs: 0, addedAt: 1 });
    updateSession({ accountId: null });
  });
  expect(heard).toEqual([]);
});
