/**
 * A count with thousands separators, as en-US writes it ('12,345'), the way SPEC §2's counters show them. By hand
 * rather than with Intl.NumberFormat: the first Intl object of a page loads ICU's data, some 40 ms of main thread
 * while the page hydrates (see reader-time.ts).
 */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
