/**
 * Bearer JWTs (HS256, jose). The token names the user, their token version (bumped to end all sessions)
 * and the time of the login it descends from; rights are read from the database per request.
 */
import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  userId: number;
  /** users.token_version when the token was issued; a bumped version ends the session. */
  tokenVersion: number;
  /** The login this session started with (seconds since the epoch); refreshes keep it. */
  loginAt: number;
}

export interface IssuedToken {
  token: string;
  /** Minutes the token is valid: the configured lifetime, less near the end of the session. */
  minutes: number;
}

export interface TokenService {
  /** A token for the session, or null when the session has reached its maximum length. */
  sign(claims: SessionClaims, now?: number): Promise<IssuedToken | null>;
  /** The claims, or null for a missing, forged, expired, expiry-less or too old token. */
  verify(token: string, now?: number): Promise<SessionClaims | null>;
  readonly durationMinutes: number;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export function createTokenService(
  secret: string,
  durationMinutes: number,
  sessionMaxHours = 12,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const maxSeconds = sessionMaxHours * 3600;
  const nowSeconds = (now?: number) => Math.floor((now ?? Date.now()) / 1000);
  return {
    durationMinutes,
    async sign({ userId, tokenVersion, loginAt }, now) {
      const iat = nowSeconds(now);
      // A refresh never reaches past the end of the session: then a new login is needed.
      const exp = Math.min(iat + durationMinutes * 60, loginAt + maxSeconds);
      if (exp - iat < 60) return null;
      const token = await new SignJWT({ ver: tokenVersion, lat: loginAt })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, minutes: Math.floor((exp - iat) / 60) };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub', 'ver', 'lat'],
          ...(now !== undefined ? { currentDate: new Date(now) } : {}),
        });
        const userId = Number(payload.sub);
        const { ver, lat, exp } = payload;
        if (!Number.isInteger(userId) || userId <= 0 || !isCount(ver) || !isCount(lat)) return null;
        const t = nowSeconds(now);
        // Issued (or forged with our key) beyond the session cap: refused all the same.
        if (lat > t + 60 || t >= lat + maxSeconds || (exp ?? 0) > lat + maxSeconds) return null;
        return { userId, tokenVersion: ver, loginAt: lat };
      } catch {
        return null;
      }
    },
  };
}
