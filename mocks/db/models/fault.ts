import { primaryKey } from '@mswjs/data';

/**
 * The mock's fault switch (lib/faults.ts): one row per target that fails on purpose. It
 * lives in the database so it is off in the seeded demo data, goes with the demo reset and
 * survives a reload like the rest of the demo's state (lib/persistence.ts).
 */
export const faultModels = {
  fault: {
    /** The target: `*` (every call), a service prefix (`/kj-sys`) or one call's path. */
    id: primaryKey(String),
    /** A FaultKind of lib/faults.ts. */
    kind: String,
    /** Milliseconds to wait before answering (or passing the call on). */
    latencyMs: Number,
    /** When it was switched on (wall clock), for the list's order. */
    addedAt: Number,
  },
};
