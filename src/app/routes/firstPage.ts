import { createContext } from 'react';

/**
 * Called once the first page is on screen (RootLayout's first commit, which holds the page;
 * again in StrictMode's second run, so it must bear that). The demo build fetches its mock
 * then: fetched earlier, it shared a phone's slow link and main thread with the page's own
 * chunks and rendering, and the login form came later.
 */
export const FirstPageShown = createContext<(() => void) | undefined>(undefined);
