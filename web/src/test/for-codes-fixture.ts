import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseForCodesCsv } from '@app/contracts/for-codes-data';
import type { ForCode } from '@app/contracts/profile/http';

// The contracts' own loader resolves its CSV with `new URL(..., import.meta.url)`, which Vite
// rewrites into a page address under jsdom; these tests read the same file by path instead.
const CSV = resolve(dirname(fileURLToPath(import.meta.url)), '../../../contracts/data/anzsrc-for-2020.csv');

/** All 2,203 ANZSRC 2020 FoR codes as `GET /api/classification-codes/for` gives them. */
export function allForCodes(): ForCode[] {
  return parseForCodesCsv(readFileSync(CSV, 'utf8')).map((c) => ({ id: `id-${c.code}`, ...c }));
}
