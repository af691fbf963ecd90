import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_DURATION_MS, useCountUp } from './use-count-up';

/** Animation frames driven by the test: `advance(ms)` runs the frames of that much time. */
function fakeFrames() {
  let now = 0;
  let callbacks = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
  return {
    advance(ms: number, frameMs = 16) {
      for (let elapsed = 0; elapsed < ms; elapsed += frameMs) {
        now += frameMs;
        const due = callbacks;
        callbacks = new Map();
        act(() => due.forEach((callback) => callback(now)));
      }
    },
    pending: () => callbacks.size,
  };
}

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion') ? reduce : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('useCountUp (home counters)', () => {
  beforeEach(() => preferReducedMotion(false));
  afterEach(() => vi.unstubAllGlobals());

  it('counts upward from 0 when the value arrives, and stops exactly on it', () => {
    const frames = fakeFrames();
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), {
      initialProps: { target: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ target: 100 });
    frames.advance(COUNT_UP_DURATION_MS / 3);
    const partway = result.current;
    expect(partway).toBeGreaterThan(0);
    expect(partway).toBeLessThan(100);
    frames.advance(COUNT_UP_DURATION_MS / 3);
    expect(result.current).toBeGreaterThanOrEqual(partway);
    frames.advance(COUNT_UP_DURATION_MS);
    expect(result.current).toBe(100);
    expect(frames.pending()).toBe(0);
  });

  it('continues from where it is when the value arrives later (contributors)', () => {
    const frames = fakeFrames();
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), {
      initialProps: { target: 0 },
    });
    frames.advance(100);
    expect(result.current).toBe(0);
    rerender({ target: 8 });
    frames.advance(COUNT_UP_DURATION_MS + 50);
    expect(result.current).toBe(8);
  });

  it('renders a value known at the first render as it is (as the server did), then climbs to it from 0', () => {
    const frames = fakeFrames();
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const value = useCountUp(100);
      seen.push(value);
      return value;
    });
    expect(seen[0]).toBe(100);
    frames.advance(COUNT_UP_DURATION_MS / 3);
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(100);
    frames.advance(COUNT_UP_DURATION_MS);
    expect(result.current).toBe(100);
  });

  it('shows the value at once when reduced motion is preferred', () => {
    preferReducedMotion(true);
    const frames = fakeFrames();
    const { result } = renderHook(() => useCountUp(100));
    expect(result.current).toBe(100);
    expect(frames.pending()).toBe(0);
  });
});
