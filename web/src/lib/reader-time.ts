import { useHydrated } from '../hooks/use-hydrated';

/** The formats of SPEC §9 in one time zone (the reader's when `timeZone` is undefined), from the browser's Intl. */
function formatsIn(timeZone: string | undefined) {
  return {
    day: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
    time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
    monthYear: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone }),
  };
}

const IN_UTC = formatsIn('UTC');
let inReaderZone: ReturnType<typeof formatsIn> | null = null;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.4375 * DAY;
const YEAR = 365.25 * DAY;

/**
 * '3 days ago', in the words and at the thresholds of dayjs's relativeTime, which the cards used before: 'a few
 * seconds ago' up to 44 s, 'a minute ago', '5 minutes ago', 'an hour ago', '3 hours ago', 'a day ago', '4 days ago',
 * 'a month ago', '2 months ago', 'a year ago', '2 years ago'. A date ahead of the clock counts as now.
 */
export function timeAgo(date: Date, now: number): string {
  const elapsed = Math.max(0, now - date.getTime());
  const count = (unit: number) => Math.round(elapsed / unit);
  const ago = (n: number, one: string, unit: string) => (n <= 1 ? `${one} ago` : `${n} ${unit}s ago`);
  if (count(SECOND) <= 44) return 'a few seconds ago';
  if (count(SECOND) <= 89) return 'a minute ago';
  if (count(MINUTE) <= 44) return ago(count(MINUTE), 'a minute', 'minute');
  if (count(MINUTE) <= 89) return 'an hour ago';
  if (count(HOUR) <= 21) return ago(count(HOUR), 'an hour', 'hour');
  if (count(HOUR) <= 35) return 'a day ago';
  if (count(DAY) <= 25) return ago(count(DAY), 'a day', 'day');
  if (count(DAY) <= 45) return 'a month ago';
  if (count(MONTH) <= 10) return ago(count(MONTH), 'a month', 'month');
  if (count(MONTH) <= 17) return 'a year ago';
  return ago(count(YEAR), 'a year', 'year');
}

/**
 * Dates as the reader's clock shows them, before (`isHydrated` false: absolute and in UTC, as the server rendered
 * them) or after hydration (the reader's zone, relative times). Each gives '' for a value that is not a date.
 */
export function readerTime(isHydrated: boolean, now: () => number = Date.now) {
  const formats = isHydrated ? (inReaderZone ??= formatsIn(undefined)) : IN_UTC;
  const valid = (iso: string, format: (value: Date) => string) => {
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? '' : format(value);
  };
  return {
    /** 'Mar 4, 2025'. */
    date: (iso: string) => valid(iso, (value) => formats.day.format(value)),
    /** '3 days ago' (snippet cards, SPEC §9). */
    relative: (iso: string) =>
      valid(iso, (value) => (isHydrated ? timeAgo(value, now()) : formats.day.format(value))),
    /** 'Mar 4, 2025 at 3:04 PM' (comments); ICU's narrow space before PM becomes the SPEC's plain one. */
    dateTime: (iso: string) =>
      valid(
        iso,
        (value) =>
          `${formats.day.format(value)} at ${formats.time.format(value).replace(/\s/g, ' ')}${isHydrated ? '' : ' UTC'}`,
      ),
    /** 'January 2025' (SPEC §9: member since shows month and year). */
    monthYear: (iso: string) => valid(iso, (value) => formats.monthYear.format(value)),
    /** The full local date and time, for a tooltip; none until the reader's zone is known. */
    full: (iso: string) => (isHydrated ? new Date(iso).toLocaleString() : undefined),
  };
}

/**
 * Dates as the reader's clock shows them. The server knows neither the reader's time zone nor when a (cached) page
 * is read, and hydration must render what the server did: until the page is hydrated, dates are absolute and in
 * UTC; the reader's own zone and relative times ('3 days ago') follow at once. No date library: Intl does it.
 */
export function useReaderTime() {
  return readerTime(useHydrated());
}
