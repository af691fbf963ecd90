/**
 * Dates on the moderation pages, in the reader's zone and language. These pages are drawn in the browser only (they
 * are behind sign-in), so there is no server rendering to match, unlike lib/reader-time; and not importing that
 * module keeps it in one chunk with what the public pages load beside it (their first load's budget, decision 027).
 */
export const staffTime = {
  date: (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }),
  dateTime: (iso: string) =>
    new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  monthYear: (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'long', year: 'numeric' }),
};
