import { Signer, type UnsignResult } from '@fastify/cookie';

const MAX_REMEMBERED = 10_000;

/**
 * The session cookie's signer, remembering what it has worked out: every request's cookie would
 * otherwise cost an HMAC for the same answer each time (the profile under load showed it). Only
 * cookies found valid with the current secret are remembered, so a flood of forged cookies costs
 * what it did and fills nothing.
 */
export class RememberingSigner {
  private readonly signer: Signer;
  /** signed cookie value -> session id */
  private readonly verified = new Map<string, string>();
  /** session id -> signed cookie value */
  private readonly signed = new Map<string, string>();

  constructor(secret: string) {
    this.signer = new Signer(secret);
  }

  sign(value: string): string {
    return this.signed.get(value) ?? this.signer.sign(value);
  }

  unsign(input: string): UnsignResult {
    const value = this.verified.get(input);
    if (value !== undefined) return { valid: true, renew: false, value };
    const result = this.signer.unsign(input);
    if (result.valid && !result.renew) {
      if (this.verified.size >= MAX_REMEMBERED) {
        this.verified.clear();
        this.signed.clear();
      }
      this.verified.set(input, result.value);
      this.signed.set(result.value, input);
    }
    return result;
  }
}
