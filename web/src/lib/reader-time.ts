import { useHydrated, useHydratedHere } from '../hooks/use-hydrated';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date's calendar and clock in one zone: UTC, or the reader's (the Date's local fields). */
function partsOf(value: Date, inUtc: boolean) {
  return inUtc
    ? {
        year: value.getUTCFullYear(),
        month: value.getUTCMonth(),
        day: value.getUTCDate(),
        hours: value.getUTCHours(),
        minutes: value.getUTCMinutes(),
      }
    : {
        year: value.getFullYear(),
        month: value.getMonth(),
        day: value.getDate(),
        hours: value.getHours(),
        minutes: value.getMinutes(),
      };
}

/**
 * SPEC §9's formats, which are fixed English ones ('Mar 4, 2025', '3:04 PM', 'January 2025'), from the Date's own
 * fields: no Intl, whose first formatter costs a page some 40 ms of main thread (ICU's data) before it can hydrate.
 */
function formatsIn(inUtc: boolean) {
  return {
    day: (value: Date) => {
      const { year, month, day } = partsOf(value, inUtc);
      return `${MONTHS[month]!.slice(0, 3)} ${day}, ${year}`;
    },
    time: (value: Date) => {
      const { hours, minutes } = partsOf(value, inUtc);
      return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
    },
    monthYear: (value: Date) => {
      const { year, month } = partsOf(value, inUtc);
      return `${MONTHS[month]} ${year}`;
    },
  };
}

const IN_UTC = formatsIn(true);
const IN_READER_ZONE = formatsIn(false);

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
  const formats = isHydrated ? IN_READER_ZONE : IN_UTC;
  const valid = (iso: string, format: (value: Date) => string) => {
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? '' : format(value);
  };
  return {
    /** 'Mar 4, 2025'. */
    date: (iso: string) => valid(iso, formats.day),
    /** '3 days ago' (snippet cards, SPEC §9). */
    relative: (iso: string) =>
      valid(iso, (value) => (isHydrated ? timeAgo(value, now()) : formats.day(value))),
    /** 'Mar 4, 2025 at 3:04 PM' (comments). */
    dateTime: (iso: string) =>
      valid(iso, (value) => `${formats.day(value)} at ${formats.time(value)}${isHydrated ? '' : ' UTC'}`),
    /** 'January 2025' (SPEC §9: member since shows month and year). */
    monthYear: (iso: string) => valid(iso, formats.monthYear),
    /** The date and time on the reader's clock, for a tooltip; none until the reader's zone is known. */
    full: (iso: string) =>
      isHydrated ? valid(iso, (value) => `${formats.day(value)} at ${formats.time(value)}`) : undefined,
  };
}

/**
 * Dates as the reader's clock shows them. The server knows neither the reader's time zone nor when a (cached) page
 * is read, and hydration must render what the server did: until the page is hydrated, dates are absolute and in
 * UTC; the reader's own zone and relative times ('3 days ago') follow at once. No date library, and no Intl (above).
 */
export function useReaderTime() {
  const isPageHydrated = useHydrated();
  // A part hydrated after the page (the comments) renders the server's dates while it hydrates.
  const isHydratedHere = useHydratedHere();
  return readerTime(isPageHydrated && isHydratedHere);
}
