import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.js';

const inAnHour = () => new Date(Date.now() + 3_600_000);

function entry(sessionId: string, userId: string, expiresAt = inAnHour()) {
  return { sessionId, userId, session: { id: sessionId, expiresAt }, user: { id: userId } };
}

function listeningCache(ttlMs = 10_000, max = 100) {
  const cache = createSessionCache<{ id: string; expiresAt: Date }, { id: string }>({ ttlMs, max });
  cache.resume();
  return cache;
}

describe('session cache', () => {
  it('answers a token it was given, until its session is invalidated', () => {
    const cache = listeningCache();
    cache.set('token-a', entry('s1', 'u1'), cache.generation());
    expect(cache.get('token-a')?.session.id).toBe('s1');
    cache.invalidateSession('s1');
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('forgets every token of a member whose sign-in facts changed, and only theirs', () => {
    const cache = listeningCache();
    cache.set('phone', entry('s1', 'u1'), cache.generation());
    cache.set('laptop', entry('s2', 'u1'), cache.generation());
    cache.set('other', entry('s3', 'u2'), cache.generation());
    cache.invalidateUser('u1');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')?.userId).toBe('u2');
  });

  it('does not keep a lookup that an invalidation raced (read before a logout, stored after it)', () => {
    const cache = listeningCache();
    const readAt = cache.generation();
    cache.invalidateSession('s1'); // the logout's announcement arrives while the database read is in flight
    cache.set('token-a', entry('s1', 'u1'), readAt);
    expect(cache.get('token-a')).toBeUndefined();
    // A lookup started after it is kept.
    cache.set('token-a', entry('s1', 'u1'), cache.generation());
    expect(cache.get('token-a')).toBeDefined();
  });

  it('never answers past the session expiry, however long its time to live', () => {
    const cache = listeningCache(60_000);
    const expiresAt = new Date(Date.now() + 1000);
    cache.set('token-a', entry('s1', 'u1', expiresAt), cache.generation());
    expect(cache.get('token-a', expiresAt.getTime() - 1)).toBeDefined();
    expect(cache.get('token-a', expiresAt.getTime())).toBeUndefined();
  });

  it('answers nothing while announcements cannot be heard, and starts empty when they can again', () => {
    const cache = listeningCache();
    cache.set('token-a', entry('s1', 'u1'), cache.generation());
    cache.suspend();
    expect(cache.listening()).toBe(false);
    expect(cache.get('token-a')).toBeUndefined();
    cache.set('token-b', entry('s2', 'u2'), cache.generation());
    cache.resume();
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is off with a time to live of 0', () => {
    const cache = listeningCache(0);
    cache.set('token-a', entry('s1', 'u1'), cache.generation());
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('keeps at most max tokens, and its indexes forget the ones pushed out', () => {
    const cache = listeningCache(10_000, 2);
    cache.set('t1', entry('s1', 'u1'), cache.generation());
    cache.set('t2', entry('s2', 'u1'), cache.generation());
    cache.set('t3', entry('s3', 'u1'), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('t1')).toBeUndefined();
    // t1's session id no longer points at a token: invalidating it leaves the others alone.
    cache.invalidateSession('s1');
    expect(cache.get('t2')).toBeDefined();
    expect(cache.get('t3')).toBeDefined();
  });

  it('keeps the index right when a token is stored again for another session', () => {
    const cache = listeningCache();
    cache.set('t1', entry('s1', 'u1'), cache.generation());
    cache.set('t1', entry('s1', 'u1'), cache.generation());
    cache.invalidateUser('u1');
    expect(cache.get('t1')).toBeUndefined();
  });
});
