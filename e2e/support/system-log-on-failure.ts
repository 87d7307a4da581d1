import { closeSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { repoRoot } from '../../scripts/lib/system';

/**
 * When a browser test fails, print what the system logged (warnings and errors) while it ran, so a
 * CI failure can be read from the test output alone.
 */
const LOG = path.join(repoRoot, 'test-results', 'e2e-system.log');
const MAX_LINES = 80;
let startOffset = 0;

const logSize = (): number => {
  try {
    return statSync(LOG).size;
  } catch {
    return 0;
  }
};

function logSince(offset: number): string {
  const length = logSize() - offset;
  if (length <= 0) return '';
  const fd = openSync(LOG, 'r');
  try {
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, offset);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

beforeEach(() => {
  startOffset = logSize();
});

afterEach((context) => {
  if (context.task.result?.state !== 'fail') return;
  const lines = logSince(startOffset).trimEnd().split('\n').filter(Boolean);
  const shown = lines.slice(-MAX_LINES);
  console.error(
    `System log during "${context.task.name}" (${lines.length} lines${lines.length > MAX_LINES ? `, last ${MAX_LINES}` : ''}):\n` +
      (shown.length ? shown.join('\n') : '(nothing logged)'),
  );
});
