import { http } from 'msw';
import { faultResponse } from '../lib/faults';

/**
 * The fault switch (lib/faults.ts) in front of every other handler: a call a fault covers
 * is answered with the failure (or waits first); any other call gets no answer here and
 * goes on to its service's handler.
 */
export const faultHandlers = [http.all('*', ({ request }) => faultResponse(request))];
