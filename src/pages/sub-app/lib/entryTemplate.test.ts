import { describe, expect, it } from '@rstest/core';
import { withoutBaseElements } from './entryTemplate';

describe('the entry’s HTML as the host inserts it', () => {
  it('drops <base> elements, which would set the whole page’s base address', () => {
    const html = '<html><head><title>Market</title><base href="https://market.example.com/app/"><BASE HREF=\'/x/\' target="_blank" /></head><body><div id="app"></div></body></html>';
    expect(withoutBaseElements(html)).toBe('<html><head><title>Market</title></head><body><div id="app"></div></body></html>');
  });

  it('leaves the rest alone, <basefont> and text that mentions base included', () => {
    const html = '<head><basefont size="3"><meta name="description" content="The base of the market"></head><p>base camp</p>';
    expect(withoutBaseElements(html)).toBe(html);
  });
});
