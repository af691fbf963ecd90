import { describe, expect, it } from 'vitest';
import { readerTime, timeAgo } from './reader-time';

// Built from local parts, so the expectations hold in any time zone.
const afternoon = new Date(2025, 2, 4, 15, 5).toISOString();
const morning = new Date(2025, 0, 9, 9, 30).toISOString();

describe('readerTime once hydrated (the reader’s zone)', () => {
  const time = readerTime(true, () => Date.parse(afternoon) + 3 * 24 * 3600_000);

  it("formats 'MMM D, YYYY', 'MMM D, YYYY at h:mm A' with plain spaces, and 'MMMM YYYY'", () => {
    expect(time.date(afternoon)).toBe('Mar 4, 2025');
    expect(time.dateTime(afternoon)).toBe('Mar 4, 2025 at 3:05 PM');
    expect(time.dateTime(morning)).toBe('Jan 9, 2025 at 9:30 AM');
    expect(time.monthYear(morning)).toBe('January 2025');
    expect(time.full(afternoon)).toBe('Mar 4, 2025 at 3:05 PM');
  });

  it('writes noon and midnight as 12 PM and 12 AM', () => {
    expect(time.dateTime(new Date(2025, 4, 1, 12, 0).toISOString())).toBe('May 1, 2025 at 12:00 PM');
    expect(time.dateTime(new Date(2025, 8, 30, 0, 7).toISOString())).toBe('Sep 30, 2025 at 12:07 AM');
  });

  it('says how long ago', () => {
    expect(time.relative(afternoon)).toBe('3 days ago');
  });

  it('gives nothing for a value that is not a date', () => {
    for (const format of [time.date, time.dateTime, time.monthYear, time.relative])
      expect(format('soon')).toBe('');
  });
});

describe('readerTime before hydration (what the server rendered)', () => {
  const time = readerTime(false);

  it('is absolute and in UTC', () => {
    expect(time.date('2025-03-04T23:30:00.000Z')).toBe('Mar 4, 2025');
    expect(time.relative('2025-03-04T23:30:00.000Z')).toBe('Mar 4, 2025');
    expect(time.dateTime('2025-03-04T23:30:00.000Z')).toBe('Mar 4, 2025 at 11:30 PM UTC');
    expect(time.monthYear('2025-01-01T00:30:00.000Z')).toBe('January 2025');
    expect(time.full('2025-03-04T23:30:00.000Z')).toBeUndefined();
  });
});

describe('timeAgo', () => {
  it('uses the words and thresholds of dayjs, which the cards used before', () => {
    const now = Date.parse('2025-06-01T12:00:00.000Z');
    const s = 1000;
    const min = 60 * s;
    const h = 60 * min;
    const d = 24 * h;
    const cases: [number, string][] = [
      [0, 'a few seconds ago'],
      [44 * s, 'a few seconds ago'],
      [45 * s, 'a minute ago'],
      [89 * s, 'a minute ago'],
      [90 * s, '2 minutes ago'],
      [44 * min, '44 minutes ago'],
      [45 * min, 'an hour ago'],
      [90 * min, '2 hours ago'],
      [21 * h, '21 hours ago'],
      [22 * h, 'a day ago'],
      [35 * h, 'a day ago'],
      [36 * h, '2 days ago'],
      [48 * h, '2 days ago'],
      [25 * d, '25 days ago'],
      [26 * d, 'a month ago'],
      [45 * d, 'a month ago'],
      [46 * d, '2 months ago'],
      [320 * d, 'a year ago'],
      [345 * d, 'a year ago'],
      [2 * 365 * d, '2 years ago'],
    ];
    for (const [elapsed, words] of cases) {
      expect([elapsed, timeAgo(new Date(now - elapsed), now)]).toEqual([elapsed, words]);
    }
  });

  it('counts a date ahead of the clock as now', () => {
    const now = Date.parse('2025-06-01T12:00:00.000Z');
    expect(timeAgo(new Date(now + 5000), now)).toBe('a few seconds ago');
  });
});
