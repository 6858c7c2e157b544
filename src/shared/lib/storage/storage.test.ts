import { beforeEach, describe, expect, it } from '@rstest/core';
import { createEvent, createStore, sample } from 'effector';
import { persist } from './persist';
import { codecs, storage } from './storage';

describe('storage helper', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('writes JSON to the chosen area only', () => {
    storage.set('local', 'pending', { path: '/x' });
    expect(localStorage.getItem('pending')).toBe('{"path":"/x"}');
    expect(sessionStorage.getItem('pending')).toBeNull();
    expect(storage.get('local', 'pending')).toEqual({ path: '/x' });
  });

  it('writes plain values as they are with the text and flag codecs (000 §3, §9: locale is zh, not "zh")', () => {
    storage.set('local', 'locale', 'zh', codecs.text);
    storage.set('session', 'IS_ONLY_PURCHASE_PAYMENT', false, codecs.flag);
    expect(localStorage.getItem('locale')).toBe('zh');
    expect(sessionStorage.getItem('IS_ONLY_PURCHASE_PAYMENT')).toBe('false');
    expect(storage.get('local', 'locale', codecs.text)).toBe('zh');
    expect(storage.get('session', 'IS_ONLY_PURCHASE_PAYMENT', codecs.flag)).toBe(false);
  });

  it('reads a plain value an earlier build stored as a JSON string once, and rewrites it plain', () => {
    localStorage.setItem('locale', '"en"');
    sessionStorage.setItem('companyName', '"Beta \\"Quoted\\" Ltd."');
    expect(storage.get('local', 'locale', codecs.text)).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(storage.get('session', 'companyName', codecs.text)).toBe('Beta "Quoted" Ltd.');
    expect(sessionStorage.getItem('companyName')).toBe('Beta "Quoted" Ltd.');
    // A plain text that only looks quoted stays as it is.
    sessionStorage.setItem('companyName', '"Alpha" Trading');
    expect(storage.get('session', 'companyName', codecs.text)).toBe('"Alpha" Trading');
    expect(sessionStorage.getItem('companyName')).toBe('"Alpha" Trading');
  });

  it('reads a flag that is neither true nor false as missing', () => {
    sessionStorage.setItem('flag', 'yes');
    expect(storage.get('session', 'flag', codecs.flag)).toBeNull();
  });

  it('reads a value that is not JSON as missing instead of throwing', () => {
    sessionStorage.setItem('broken', '{not json');
    expect(storage.get('session', 'broken')).toBeNull();
  });

  it('removes the key when set to null', () => {
    storage.set('session', 'k', 1);
    storage.set('session', 'k', null);
    expect(sessionStorage.getItem('k')).toBeNull();
  });
});

describe('persist', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts a store from the stored value and writes updates back', () => {
    sessionStorage.setItem('cart', '7');
    const $cart = createStore(0);
    const set = createEvent<number>();
    sample({ clock: set, target: $cart });
    persist($cart, { area: 'session', key: 'cart' });
    expect($cart.getState()).toBe(7);
    set(9);
    expect(sessionStorage.getItem('cart')).toBe('9');
  });

  it('restores with the key\'s codec and rewrites a value stored in the older JSON form', () => {
    sessionStorage.setItem('location', '"TERRITORY"');
    const $location = createStore<string | null>(null);
    persist($location, { area: 'session', key: 'location', codec: codecs.text });
    expect($location.getState()).toBe('TERRITORY');
    expect(sessionStorage.getItem('location')).toBe('TERRITORY');
  });

  it('keeps the default when nothing is stored', () => {
    const $value = createStore('default');
    persist($value, { area: 'local', key: 'absent' });
    expect($value.getState()).toBe('default');
    expect(localStorage.getItem('absent')).toBeNull();
  });
});
