/**
 * msw loads before anything imports the mock's database: @mswjs/data require()s msw, which
 * Node refuses while msw's ES module is still loading (as when msw.ts imports both at once).
 */
await Promise.all([import('msw'), import('msw/node')]);
export {};
