/**
 * The mock's database, made without @mswjs/data's mirroring to other browser tabs. It
 * mirrors every write over a BroadcastChannel when it sees a window, and happy-dom's window
 * makes a Node test worker look like a tab: each write was serialised and posted to nobody,
 * a fifth of the per-test reset's time. msw loads first: its WebSocket support opens a
 * channel of its own when it loads, and keeps it.
 */
await Promise.all([import('msw'), import('msw/node')]);
const channel = globalThis.BroadcastChannel;
Reflect.deleteProperty(globalThis, 'BroadcastChannel');
await import('@mocks/db');
globalThis.BroadcastChannel = channel;
export {};
