import { describe, expect, it } from '@rstest/core';
import { openableLink } from './accessLink';

const PAGE = 'https://portal.example/app/index.html#/preApproval';

describe('openableLink (001 §4: the links the dialog opens)', () => {
  it.each([
    ['https://sellercentral.amazon.com/apps/authorize/consent?id=1', 'https://sellercentral.amazon.com/apps/authorize/consent?id=1'],
    ['http://vendor.example/plugin.zip', 'http://vendor.example/plugin.zip'],
    ['./demo-files/jdvc-settlement-plugin.zip', 'https://portal.example/app/demo-files/jdvc-settlement-plugin.zip'],
    ['  /files/x.zip ', 'https://portal.example/files/x.zip'],
  ])('opens the http(s) address %j as %j', (raw, href) => {
    expect(openableLink(raw, PAGE)).toBe(href);
  });

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'mailto:x@y.z', 'http://[bad'])(
    'offers nothing to open for %j',
    (raw) => {
      expect(openableLink(raw, PAGE)).toBeNull();
    },
  );
});
