/** `3...7` (or `3..7`): the two revision numbers, or null when the range is not one. */
export function rangeOf(range: string | undefined): { from: number; to: number } | null {
  const match = /^(\d{1,9})\.{2,3}(\d{1,9})$/.exec(range ?? '');
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  return from >= 1 && to >= 1 ? { from, to } : null;
}
