/** Bearer JWTs (HS256, jose). The token only names the user; rights are read from the database per request. */
import { jwtVerify, SignJWT } from 'jose';

export interface TokenService {
  sign(userId: number): Promise<string>;
  /** Returns the user id, or null for a missing, forged or expired token. */
  verify(token: string): Promise<number | null>;
  readonly durationMinutes: number;
}

export function createTokenService(secret: string, durationMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    durationMinutes,
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${durationMinutes}m`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        return Number.isInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
