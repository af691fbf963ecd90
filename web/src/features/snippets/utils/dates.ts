import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** '3 days ago' (snippet cards, SPEC §9). */
export function fromNow(date: string): string {
  return dayjs(date).fromNow();
}

/** 'Mar 4, 2025'. */
export function formatDate(date: string): string {
  return dayjs(date).format('MMM D, YYYY');
}
