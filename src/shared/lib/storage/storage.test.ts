import { beforeEach, describe, expect, it } from '@rstest/core';
import { createEvent, createStore, sample } from 'effector';
import { persist } from './persist';
import { storage } from './storage';

describe('storage helper', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('writes JSON to the chosen area only', () => {
    storage.set('local', 'locale', 'zh');
    expect(localStorage.getItem('locale')).toBe('"zh"');
    expect(sessionStorage.getItem('locale')).toBeNull();
    expect(storage.get('local', 'locale')).toBe('zh');
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

  it('keeps the default when nothing is stored', () => {
    const $value = createStore('default');
    persist($value, { area: 'local', key: 'absent' });
    expect($value.getState()).toBe('default');
    expect(localStorage.getItem('absent')).toBeNull();
  });
});
