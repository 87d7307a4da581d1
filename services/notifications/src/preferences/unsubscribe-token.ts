import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * One-click unsubscribe tokens: `<userId>.<signature>`, the signature an HMAC-SHA256 of the user
 * id under a key derived from INTERNAL_AUTH_SECRET (so this key signs nothing else). They do not
 * expire: a link in an old email must still work (RFC 8058), and all it can do is stop emails.
 */
export function unsubscribeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'research-connect', 'notifications/unsubscribe/v1', 32));
}

const sign = (userId: string, key: Buffer) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');

export function signUnsubscribeToken(userId: string, key: Buffer): string {
  return `${userId}.${sign(userId, key)}`;
}

const UserId = z.uuid();

/** The user id the token was made for, or null when it is malformed or was not signed by us. */
export function verifyUnsubscribeToken(token: string | undefined, key: Buffer): string | null {
  if (!token) return null;
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const userId = token.slice(0, dot);
  if (!UserId.safeParse(userId).success) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(userId, key));
  if (given.length !== expected.length) return null;
  return timingSafeEqual(given, expected) ? userId : null;
}
