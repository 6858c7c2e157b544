import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';

const html = readFileSync(resolve(process.cwd(), 'src/app/html/index.html'), 'utf8');

describe('index.html when the app never starts', () => {
  it('says so in Chinese and English, with a reload link, inside #root', () => {
    document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    const notice = document.querySelector('#root .boot-notice');
    expect(notice?.textContent).toMatch(/门户未能启动[\s\S]*刷新页面/);
    expect(notice?.textContent).toMatch(/The portal did not start[\s\S]*reload the page/);
    expect(notice?.querySelectorAll('a[href]')).toHaveLength(2);
  });

  it('carries no inline script (a script-src \'self\' policy would block it)', () => {
    const scripts = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script')];
    expect(scripts.filter((script) => !script.src)).toEqual([]);
  });

  it('is shown only after a delay, so a normal start never flashes it', () => {
    expect(html).toMatch(/\.boot-notice \{[^}]*opacity: 0;[^}]*animation: boot-notice-show 0s linear \d+s forwards;/);
  });

  it('is replaced when the app mounts', async () => {
    document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing');
    await act(async () => createRoot(container).render(<p>portal</p>));
    expect(container.querySelector('.boot-notice')).toBeNull();
    expect(container.textContent).toBe('portal');
  });
});
