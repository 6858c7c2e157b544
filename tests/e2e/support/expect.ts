import { expect as playwrightExpect } from '@playwright/test';

/**
 * How often `expect.poll` looks again: every 0.1 s. Playwright's default backs off to once
 * a second (100, 250, 500, 1000 ms), so a route that changed 0.9 s after the click was seen
 * 1.85 s after it; over the suite's ~150 polls that outlast the first half second, that was
 * a minute of waiting. The polls here read the address or a value of the page: cheap to ask.
 */
const POLL_INTERVALS = [100];

const poll: typeof playwrightExpect.poll = (generator, options) =>
  playwrightExpect.poll(generator, typeof options === 'string' ? { message: options, intervals: POLL_INTERVALS } : { intervals: POLL_INTERVALS, ...options });

/** Playwright's `expect` with `poll` looking every POLL_INTERVALS; everything else as it is. */
export const expect: typeof playwrightExpect = new Proxy(playwrightExpect, {
  get: (target, key, receiver) => (key === 'poll' ? poll : Reflect.get(target, key, receiver)),
});
