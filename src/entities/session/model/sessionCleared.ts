import { createEvent } from 'effector';

/** Logout: every session value goes back to empty (and leaves storage). */
export const sessionCleared = createEvent();
