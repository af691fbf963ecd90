/** The SQLSTATE of a PostgreSQL error, whether raw (pg, PGlite) or wrapped by Drizzle in a DrizzleQueryError. */
export function postgresError(
  error: unknown,
): { code: string; constraint?: unknown; message?: unknown } | null {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as { code: string };
    }
    current = candidate.cause;
  }
  return null;
}

/** PostgreSQL's unique_violation: the constraint's name ('' when unknown), or null for any other error. */
export function uniqueViolationConstraint(error: unknown): string | null {
  const found = postgresError(error);
  if (found?.code !== '23505') return null;
  if (typeof found.constraint === 'string') return found.constraint;
  // PGlite does not fill `constraint`; its message names it.
  const named = typeof found.message === 'string' ? /constraint "([^"]+)"/.exec(found.message) : null;
  return named?.[1] ?? '';
}
