import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { RememberingSigner } from '../src/session/cookie-signer';

const SECRET = 'test-session-secret-0123456789abcdefghij';

describe('the session cookie signer', () => {
  it('answers as the plain signer does, the first time and every time after', () => {
    const plain = new Signer(SECRET);
    const remembering = new RememberingSigner(SECRET);
    const valid = plain.sign('session-1');
    const inputs = [
      valid,
      `${valid.slice(0, -2)}xx`, // signature tampered with
      `session-2${valid.slice(valid.indexOf('.'))}`, // another id under session-1's signature
      'session-1', // not signed at all
      new Signer('another-secret-0123456789abcdefghijklmn').sign('session-1'),
    ];
    for (let round = 0; round < 3; round++)
      for (const input of inputs) expect(remembering.unsign(input)).toEqual(plain.unsign(input));
    expect(remembering.sign('session-1')).toBe(valid);
    expect(remembering.sign('session-3')).toBe(plain.sign('session-3'));
  });

  it('keeps answering right past the number of cookies it remembers', () => {
    const remembering = new RememberingSigner(SECRET);
    const plain = new Signer(SECRET);
    for (let i = 0; i < 10_001; i++) remembering.unsign(`forged-${i}.signature`);
    for (let i = 0; i < 10_001; i++) remembering.unsign(plain.sign(`session-${i}`));
    expect(remembering.unsign(plain.sign('session-10000'))).toEqual({
      valid: true,
      renew: false,
      value: 'session-10000',
    });
    expect(remembering.unsign('forged-1.signature')).toMatchObject({ valid: false });
  });
});
