/**
 * The user's own input, the only thing that counts as activity: a key, a click or tap
 * (pointerdown covers mouse, pen and touch), a touch, a wheel turn. Requests never reach
 * these listeners, so the shell's polls (notification count, downloads) cannot keep a
 * session open. Pointer movement and scroll events are left out on purpose: browsers send
 * both when the page changes under a still cursor (a poll's answer redrawing the header),
 * so they would let a poll count as the user.
 */
const USER_INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

/**
 * Calls `handler` on each of the user's input events in `target` (the window), seen in the
 * capture phase so a component that stops an event's propagation does not hide it.
 * Returns the function that stops listening.
 */
export function onUserInput(target: Window, handler: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  for (const type of USER_INPUT_EVENTS) target.addEventListener(type, handler, options);
  return () => {
    for (const type of USER_INPUT_EVENTS) target.removeEventListener(type, handler, options);
  };
}
