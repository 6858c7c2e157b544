import * as React from 'react';

/**
 * React's development build records where each element was created, an Error per element,
 * for the "owner stack" of its warnings: a tenth of the component tests' time. The counter
 * it stops at (10,000 a second) is held at its limit, so none is recorded; the warnings
 * still come, without that stack.
 */
const internals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => undefined, configurable: true });
