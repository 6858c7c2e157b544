/** The export-drawback wizard's steps (000 §5 steps 1-3). */
export const DRAWBACK_STEPS = ['company', 'manager', 'letter'] as const;

/** The wizard's name in its unsaved-input key (one draft for the whole application). */
export const DRAWBACK_FLOW = 'drawback';
