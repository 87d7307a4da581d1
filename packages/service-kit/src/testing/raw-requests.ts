import { STATUS_CODES } from 'node:http';
import { connect } from 'node:net';
import { expect } from 'vitest';
import { errorCatalogue, type CatalogueCode } from '@app/contracts/errors';

/**
 * Sends `request` to `address` byte for byte (what an HTTP library would refuse to send: a broken
 * header, a bad method) and reads the answer until the server closes the connection.
 */
export function sendRawRequest(address: string, request: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), text: body });
    });
    socket.on('error', reject);
  });
}

/** A framework's or library's wording, which no answer to a client may carry. */
export const FRAMEWORK_WORDS =
  /FST_|Client Error|not a valid url component|max param length|invalid characters|Unexpected token|Unexpected end|Body cannot be empty|expected object|statusCode/;

/** Asserts an answer is the error catalogue's under `code` (status, code, sentence) and nothing else. */
export function expectCatalogueAnswer(status: number, text: string, code: CatalogueCode): void {
  expect(text).not.toMatch(FRAMEWORK_WORDS);
  const entry = errorCatalogue[code];
  expect({ status, ...(JSON.parse(text) as object) }).toEqual({
    status: entry.status,
    error: STATUS_CODES[entry.status],
    code,
    message: entry.message,
  });
}
