/** Reads the `exp` claim (seconds since the epoch) of a JWT without verifying it; null when absent or unreadable. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number')
      return claims.exp;
    return null;
  } catch {
    return null;
  }
}

/** SPEC §4: a token counts only while its expiry has not passed. A token without `exp` does not count. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > now;
}
