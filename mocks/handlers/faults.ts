import { getResponse, http, type RequestHandler } from 'msw';
import { faultResponse } from '../lib/faults';

/**
 * The fault switch (lib/faults.ts) in front of the services' handlers: a call a fault
 * covers is answered with the failure, or with its normal answer held back (a latency
 * fault: the handler runs at once, the answer waits); any other call gets no answer here
 * and goes on to its service's handler.
 */
export function behindFaultSwitch(serviceHandlers: readonly RequestHandler[]): RequestHandler[] {
  const handlers = [...serviceHandlers];
  return [http.all('*', ({ request }) => faultResponse(request, (call) => getResponse(handlers, call))), ...handlers];
}
