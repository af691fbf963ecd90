import { hkdfSync } from 'node:crypto';
import {
  LIMITS,
  OAUTH_LIMITS,
  OAUTH_PROVIDERS,
  USERNAME_PATTERN,
  isReservedUsername,
} from '@cloud-snippets/contract';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';

/** The cookie that carries one sign-in attempt from leaving for the provider to coming back (decision 054). */
export const FLOW_COOKIE = 'cs_oauth_flow';
export const FLOW_COOKIE_PATH = '/api/auth/oauth';

const flowSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string().nullable(),
  /** The same-site path to go to once signed in. */
  redirect: z.string().nullable(),
  /** Set when a signed-in member links the provider: whose account, and the session that asked. */
  link: z.object({ userId: z.string(), sessionId: z.string() }).nullable(),
});
export type OAuthFlow = z.infer<typeof flowSchema>;

/**
 * Seals an attempt into the cookie's value and opens it again: encrypted and authenticated (A256GCM) with a key
 * derived from the token secret, which every app process shares, so the callback may reach any of them. Expired,
 * altered or foreign values open to null.
 */
export function createFlowSealer(secret: Uint8Array) {
  const key = new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), 'cloud-snippets oauth flow', 32));
  return {
    seal: (flow: OAuthFlow): Promise<string> =>
      new EncryptJWT({ flow })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${OAUTH_LIMITS.flowMinutes}m`)
        .encrypt(key),
    open: async (value: string | undefined): Promise<OAuthFlow | null> => {
      if (!value) return null;
      try {
        const { payload } = await jwtDecrypt(value, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          requiredClaims: ['exp'],
        });
        const parsed = flowSchema.safeParse(payload.flow);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The Set-Cookie header of the flow cookie; `value` null clears it. */
export function flowCookieHeader(value: string | null, secure: boolean): string {
  const maxAge = value === null ? 0 : OAUTH_LIMITS.flowMinutes * 60;
  // Lax: the provider sends the browser back with a top-level GET, which Lax cookies go along with.
  return `${FLOW_COOKIE}=${value ?? ''}; Path=${FLOW_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A username made from the provider's name, within the register form's rules: allowed characters only, at least
 * LIMITS.usernameMin long, not reserved. Numbered variants follow it, in case it is taken.
 */
export function usernameCandidates(preferred: string | null, email: string): string[] {
  const clean = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^[_-]+|[_-]+$/g, '')
      .slice(0, LIMITS.usernameMax);
  let base = clean(preferred ?? '') || clean(email.split('@')[0] ?? '') || 'member';
  if (base.length < LIMITS.usernameMin || isReservedUsername(base))
    base = `${base}_dev`.slice(-LIMITS.usernameMax);
  const numbered = (suffix: string) => `${base.slice(0, LIMITS.usernameMax - suffix.length)}${suffix}`;
  const candidates = [base, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => numbered(`_${n}`))];
  for (let i = 0; i < 5; i++) candidates.push(numbered(`_${Math.floor(1000 + Math.random() * 9000)}`));
  return candidates.filter((name) => USERNAME_PATTERN.test(name) && !isReservedUsername(name));
}
