import dayjs, { type Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import { useHydrated } from '../hooks/use-hydrated';

dayjs.extend(relativeTime);
dayjs.extend(utc);

const DATE = 'MMM D, YYYY';

/**
 * Dates as the reader's clock shows them. The server knows neither the reader's time zone nor when a (cached) page
 * is read, and hydration must render what the server did: until the page is hydrated, dates are absolute and in
 * UTC; the reader's own zone and relative times ('3 days ago') follow at once.
 */
export function useReaderTime() {
  const isHydrated = useHydrated();
  const at = (iso: string): Dayjs => (isHydrated ? dayjs(iso) : dayjs.utc(iso));
  const valid = (iso: string, format: (value: Dayjs) => string) => {
    const value = at(iso);
    return value.isValid() ? format(value) : '';
  };
  return {
    /** 'Mar 4, 2025'. */
    date: (iso: string) => valid(iso, (value) => value.format(DATE)),
    /** '3 days ago' (snippet cards, SPEC §9). */
    relative: (iso: string) => valid(iso, (value) => (isHydrated ? value.fromNow() : value.format(DATE))),
    /** 'Mar 4, 2025 at 3:04 PM' (comments). */
    dateTime: (iso: string) =>
      valid(iso, (value) => value.format(`${DATE} [at] h:mm A${isHydrated ? '' : ' [UTC]'}`)),
    /** 'January 2025' (SPEC §9: member since shows month and year). */
    monthYear: (iso: string) => valid(iso, (value) => value.format('MMMM YYYY')),
    /** The full local date and time, for a tooltip; none until the reader's zone is known. */
    full: (iso: string) => (isHydrated ? new Date(iso).toLocaleString() : undefined),
  };
}
