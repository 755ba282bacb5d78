/**
 * Bearer JWTs (HS256, jose). The token names the user, their token version (bumped to end all sessions),
 * its session (ended by a logout) and the time of the login it descends from; rights are read from the
 * database per request.
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  userId: number;
  /** users.token_version when the token was issued; a bumped version ends the session. */
  tokenVersion: number;
  /** The login this session started with (seconds since the epoch); refreshes keep it. */
  loginAt: number;
  /** Random, set at login and kept by refreshes: names the session's staff_sessions row. */
  sessionId: string;
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
  /** No session lasts longer than this after its login, refreshes or not. */
  readonly sessionMaxHours: number;
}

/** A session id as newSessionId makes it (base64url); anything else in a token is refused. */
const SESSION_ID = /^[\w-]{16,64}$/;

/** A new session's id: 16 random bytes. */
export const newSessionId = () => randomBytes(16).toString('base64url');

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export function createTokenService(
  secret: string,
  durationMinutes: number,
  sessionMaxHours: number,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const maxSeconds = sessionMaxHours * 3600;
  const nowSeconds = (now?: number) => Math.floor((now ?? Date.now()) / 1000);
  return {
    durationMinutes,
    sessionMaxHours,
    async sign({ userId, tokenVersion, loginAt, sessionId }, now) {
      const iat = nowSeconds(now);
      // A refresh never reaches past the end of the session: then a new login is needed.
      const exp = Math.min(iat + durationMinutes * 60, loginAt + maxSeconds);
      if (exp - iat < 60) return null;
      const token = await new SignJWT({ ver: tokenVersion, lat: loginAt, sid: sessionId })
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
          requiredClaims: ['exp', 'iat', 'sub', 'ver', 'lat', 'sid'],
          ...(now !== undefined ? { currentDate: new Date(now) } : {}),
        });
        const userId = Number(payload.sub);
        const { ver, lat, exp, sid } = payload;
        if (!Number.isInteger(userId) || userId <= 0 || !isCount(ver) || !isCount(lat)) return null;
        if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return null;
        const t = nowSeconds(now);
        // Issued (or forged with our key) beyond the session cap: refused all the same.
        if (lat > t + 60 || t >= lat + maxSeconds || (exp ?? 0) > lat + maxSeconds) return null;
        return { userId, tokenVersion: ver, loginAt: lat, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
