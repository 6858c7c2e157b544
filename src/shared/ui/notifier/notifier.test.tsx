import { afterEach, describe, expect, it } from '@rstest/core';
import { waitFor } from '@testing-library/react';
import { noticePlacement, notify, setNotifier } from './notifier';

/**
 * The pushed notices' place by the width of the screen (issue 15: at 375 px two toasts at
 * the top right covered the product centre's heading and first card until closed).
 */
const widthBefore = window.innerWidth;

async function showTwoNotices(width: number) {
  window.innerWidth = width;
  setNotifier(null);
  notify.notice({ title: `First at ${width}`, description: 'One' });
  notify.notice({ title: `Second at ${width}`, description: 'Two' });
  const notices = () => [...document.querySelectorAll('.ant-notification-notice')].filter((notice) => notice.textContent?.includes(` at ${width}`));
  await waitFor(() => expect(notices()).toHaveLength(2));
  return notices()[0]!.closest<HTMLElement>('.ant-notification-list')!;
}

afterEach(async () => {
  const { default: notification } = await import('antd/es/notification');
  notification.destroy();
  window.innerWidth = widthBefore;
});

describe('notify.notice', () => {
  it('goes to the bottom on a phone (up to 575 px) and to the top right from 576 px', () => {
    expect(noticePlacement(320)).toBe('bottom');
    expect(noticePlacement(375)).toBe('bottom');
    expect(noticePlacement(575)).toBe('bottom');
    expect(noticePlacement(576)).toBe('topRight');
    expect(noticePlacement(1280)).toBe('topRight');
  });

  it('at 375 px shows the toasts at the bottom of the screen', async () => {
    const list = await showTwoNotices(375);
    expect(list.className).toContain('ant-notification-bottom');
    expect(list.className).not.toContain('ant-notification-top');
  });

  it('closes a notice by the function it returned, leaving the others', async () => {
    window.innerWidth = 1280;
    setNotifier(null);
    const closeFirst = notify.notice({ title: 'First to close', description: 'One' });
    notify.notice({ title: 'Second to stay', description: 'Two' });
    const titles = () => [...document.querySelectorAll('.ant-notification-notice')].map((notice) => notice.textContent ?? '');
    await waitFor(() => expect(titles().filter((text) => /to (close|stay)/.test(text))).toHaveLength(2));
    closeFirst();
    await waitFor(() => expect(titles().filter((text) => text.includes('First to close'))).toHaveLength(0));
    expect(titles().filter((text) => text.includes('Second to stay'))).toHaveLength(1);
  });

  it('at 1280 px shows them at the top right, as before', async () => {
    const list = await showTwoNotices(1280);
    expect(list.className).toContain('ant-notification-topRight');
  });
});
