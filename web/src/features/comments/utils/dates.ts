import dayjs from 'dayjs';

/** SPEC §9: comments show 'MMM D, YYYY at h:mm A' (local time). */
export function formatCommentDate(date: string): string {
  const value = dayjs(date);
  return value.isValid() ? value.format('MMM D, YYYY [at] h:mm A') : '';
}
