/** Handlers of the tools-web calls (issue 4); filled in by their owner. */
export const toolsWebHandlers = [];
