import { describe, expect, it, rstest } from '@rstest/core';
import { onUserInput } from './userInput';

describe('what counts as the user\'s activity', () => {
  it('counts a key, a click or tap, a touch and a wheel turn, even one a component stops', () => {
    const input = rstest.fn();
    const stop = onUserInput(window, input);
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('keydown', (event) => event.stopPropagation());
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.dispatchEvent(new Event('touchstart', { bubbles: true }));
    button.dispatchEvent(new WheelEvent('wheel', { deltaY: 40, bubbles: true }));
    expect(input).toHaveBeenCalledTimes(4);
    stop();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    expect(input).toHaveBeenCalledTimes(4);
    button.remove();
  });

  it('does not count what a poll\'s answer can cause: pointer moves under a still cursor, scrolling, focus and DOM changes', async () => {
    const input = rstest.fn();
    const stop = onUserInput(window, input);
    const badge = document.body.appendChild(document.createElement('span'));
    badge.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    badge.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new FocusEvent('focus'));
    badge.textContent = '3';
    // A request and its answer (the shell's notification count, downloads) are no input.
    await fetch('data:application/json,{"code":"200","data":3}');
    expect(input).not.toHaveBeenCalled();
    stop();
    badge.remove();
  });
});
