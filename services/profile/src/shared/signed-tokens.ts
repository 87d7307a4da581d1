import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { HttpError } from '@app/service-kit';

const UPLOAD_URL_EXPIRED = 'This upload address has expired. Request a new one and upload the image again.';
const UPLOAD_URL_INVALID = 'This upload address is not valid. Request a new one from the profile page.';

const OAUTH_STATE_TTL_SECONDS = 600;
const MAC_BYTES = 16;
const UUID_BYTES = 16;

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');
const uuidText = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** What a token carries: a subject, a second id (image id or nonce) and an expiry. */
interface Sealed {
  userId: string;
  other: Buffer;
  expiresAt: number;
}

/**
 * A compact HMAC token: `user id (16) | other (16) | expiry in s (4)` and a 128-bit HMAC over
 * them, 70 base64url characters. Upload addresses carry one in a path segment, where a JWT would
 * be too long.
 */
class TokenKind {
  constructor(private readonly key: Buffer) {}

  seal(userId: string, other: Buffer, expiresAt: number): string {
    const payload = Buffer.alloc(UUID_BYTES * 2 + 4);
    uuidBytes(userId).copy(payload, 0);
    other.copy(payload, UUID_BYTES);
    payload.writeUInt32BE(Math.floor(expiresAt / 1000), UUID_BYTES * 2);
    return Buffer.concat([payload, this.mac(payload)]).toString('base64url');
  }

  /** The contents when the MAC is right (expiry not checked), else null. */
  open(token: string): Sealed | null {
    const bytes = /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, 'base64url') : Buffer.alloc(0);
    const payloadBytes = UUID_BYTES * 2 + 4;
    if (bytes.length !== payloadBytes + MAC_BYTES) return null;
    const payload = bytes.subarray(0, payloadBytes);
    if (!timingSafeEqual(bytes.subarray(payloadBytes), this.mac(payload))) return null;
    return {
      userId: uuidText(payload.subarray(0, UUID_BYTES)),
      other: payload.subarray(UUID_BYTES, UUID_BYTES * 2),
      expiresAt: payload.readUInt32BE(UUID_BYTES * 2) * 1000,
    };
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}

/**
 * The short-lived signed tokens of this service: upload addresses (bind a user, a new image id and
 * an expiry) and ORCID OAuth states (bind the user who started "Connect with ORCID"). Keys are
 * derived per purpose from the internal secret, so no token passes for another kind.
 */
export class SignedTokens {
  private readonly upload: TokenKind;
  private readonly state: TokenKind;
  private readonly proven: TokenKind;

  constructor(secret: string) {
    const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
    this.upload = new TokenKind(derive('profile:image-upload:v1'));
    this.state = new TokenKind(derive('profile:orcid-oauth-state:v1'));
    this.proven = new TokenKind(derive('profile:orcid-proven:v1'));
  }

  signUpload(userId: string, ttlSeconds: number, now = Date.now()): { token: string; imageId: string } {
    const imageId = randomUUID();
    return { token: this.upload.seal(userId, uuidBytes(imageId), now + ttlSeconds * 1000), imageId };
  }

  /** The user and image an upload token is for; 403 when it expired or was tampered with. */
  verifyUpload(
    token: string,
    opts: { ignoreExpiry?: boolean; now?: number } = {},
  ): { userId: string; imageId: string } {
    const sealed = this.upload.open(token);
    if (!sealed) throw new HttpError(403, 'UPLOAD_URL_INVALID', UPLOAD_URL_INVALID);
    if (!opts.ignoreExpiry && sealed.expiresAt <= (opts.now ?? Date.now())) {
      throw new HttpError(403, 'UPLOAD_URL_EXPIRED', UPLOAD_URL_EXPIRED);
    }
    return { userId: sealed.userId, imageId: uuidText(sealed.other) };
  }

  signOAuthState(userId: string, now = Date.now()): string {
    return this.state.seal(userId, randomBytes(UUID_BYTES), now + OAUTH_STATE_TTL_SECONDS * 1000);
  }

  /** True when the state was issued by us, in the last ten minutes, to this user. */
  isOAuthStateFor(state: string, userId: string, now = Date.now()): boolean {
    const sealed = this.state.open(state);
    return sealed !== null && sealed.expiresAt > now && sealed.userId === userId;
  }

  /**
   * Says that `userId` proved `orcidId` through ORCID in the last ten minutes, for a link that
   * waits for their confirmation (it would take the iD from another account's typed claim). The
   * iD's 16 characters, without hyphens, fill the token's second field.
   */
  signProvenOrcid(userId: string, orcidId: string, now = Date.now()): string {
    const digits = Buffer.from(orcidId.replace(/-/g, ''), 'ascii');
    return this.proven.seal(userId, digits, now + OAUTH_STATE_TTL_SECONDS * 1000);
  }

  /** The iD a proof token vouches for, when it is ours, unexpired and this user's; else null. */
  provenOrcidFor(token: string, userId: string, now = Date.now()): string | null {
    const sealed = this.proven.open(token);
    if (!sealed || sealed.expiresAt <= now || sealed.userId !== userId) return null;
    return sealed.other.toString('ascii').replace(/^(.{4})(.{4})(.{4})(.{4})$/, '$1-$2-$3-$4');
  }
}
