import { useEffect, useRef, useState } from 'react';

/** How long a counter takes to reach its value. */
export const COUNT_UP_DURATION_MS = 1200;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Ease-out cubic: fast at first, settling on the value. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that animates upward to `target` on animation frames (SPEC §2 Home: counters animate upward when their
 * figures arrive); when the target changes it continues from where it is. With reduced motion preferred, it shows the target at once.
 */
export function useCountUp(target: number, durationMs: number = COUNT_UP_DURATION_MS): number {
  const isReduced = prefersReducedMotion() || durationMs <= 0 || typeof requestAnimationFrame === 'undefined';
  // The first render shows the figure itself: the server-rendered HTML carries it, and hydration must render what
  // the server did. The climb from 0 starts once the page runs.
  const [value, setValue] = useState(target);
  // Where the animation stands, for one that starts while another is under way.
  const valueRef = useRef(0);

  useEffect(() => {
    const from = valueRef.current;
    if (from === target) return;
    if (isReduced) return;
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      valueRef.current = Math.round(from + (target - from) * easeOut(progress));
      setValue(valueRef.current);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, isReduced]);

  return isReduced ? target : value;
}
