import { describe, expect, it } from '@rstest/core';
import { drawbackSubscriptionUrl, parseDrawbackSubscriptionUrl } from './drawbackSubscription';

describe('the export-drawback subscription address (000 §2 "Product centre", deployment setting)', () => {
  it.each([
    ['https://subscribe.example.com/drawback', 'https://subscribe.example.com/drawback'],
    ['  https://subscribe.example.com/drawback?channel=portal  ', 'https://subscribe.example.com/drawback?channel=portal'],
    ['http://intranet.example.com/subscribe', 'http://intranet.example.com/subscribe'],
  ])('takes the absolute http(s) address %j', (raw, expected) => {
    expect(parseDrawbackSubscriptionUrl(raw)).toBe(expected);
  });

  it.each([undefined, '', '   ', '/subscribe', 'subscribe.example.com', 'javascript:alert(1)', 'ftp://files.example.com/x', 'https://'])(
    'treats %j as no address',
    (raw) => {
      expect(parseDrawbackSubscriptionUrl(raw)).toBeNull();
    },
  );

  it('reads the build-time setting (the tests build with the demo address)', () => {
    expect(drawbackSubscriptionUrl()).toBe('https://kj.example.com/subscribe/export-drawback');
  });
});
