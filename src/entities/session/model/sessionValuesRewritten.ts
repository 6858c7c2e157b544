import { createEvent } from 'effector';

/**
 * Writes every session value the portal owns (000 §3: the chosen enterprise's, the user's
 * and the portal's own) to session storage again, from the portal's state: an embedded
 * sub-application may have overwritten some, and the next one reads them by name.
 */
export const sessionValuesRewritten = createEvent();
