import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenClaims {
  /** The member's id. */
  userId: string;
  /** The sessions row that keeps this token alive. */
  sessionId: string;
}

/** Signs and checks the bearer tokens. The algorithm is pinned so a token cannot choose its own. */
export interface TokenService {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid, unexpired token, or null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    sign: ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
