import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../test/factories';
import { isTokenValid, tokenExpiry } from './jwt';
import { session } from './session';

describe('token expiry', () => {
  it('reads exp from the payload', () => {
    const token = buildToken(60);
    expect(tokenExpiry(token)).toBe(Math.floor(Date.now() / 1000) + 60);
  });

  it('counts a token only while its expiry has not passed', () => {
    expect(isTokenValid(buildToken(60))).toBe(true);
    expect(isTokenValid(buildToken(-1))).toBe(false);
    const token = buildToken(60);
    expect(isTokenValid(token, Date.now() + 61_000)).toBe(false);
  });

  it('does not count a missing, malformed or exp-less token', () => {
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid('')).toBe(false);
    expect(isTokenValid('not-a-jwt')).toBe(false);
    expect(isTokenValid('a.%%%.c')).toBe(false);
    expect(isTokenValid(`${btoa('{}')}.${btoa('{"sub":"x"}')}.s`)).toBe(false);
  });
});

describe('session', () => {
  it('keeps token and user in two local-storage entries', () => {
    session.set(buildToken(), buildUser());
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ username: 'ampscript_amy' });
    session.clear();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('clears an expired stored token at startup', () => {
    localStorage.setItem(STORAGE_KEYS.token, buildToken(-10));
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(buildUser()));
    session.init();
    expect(session.get()).toEqual({ token: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps a valid stored token at startup', () => {
    const token = buildToken(600);
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(buildUser()));
    session.init();
    expect(session.token()).toBe(token);
    expect(session.isAuthenticated()).toBe(true);
  });
});
