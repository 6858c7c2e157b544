import { describe, expect, it } from '@rstest/core';
import { newRequestId } from './requestId';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestId (001 §7 batchUpload requestId)', () => {
  it('is a fresh version-4 UUID each time', () => {
    const first = newRequestId();
    expect(first).toMatch(UUID_V4);
    expect(newRequestId()).not.toBe(first);
  });

  it('is built from random bytes where crypto.randomUUID is missing (plain HTTP)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const ids = new Set(Array.from({ length: 20 }, newRequestId));
      expect(ids.size).toBe(20);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(newRequestId()).toMatch(UUID_V4);
  });
});
