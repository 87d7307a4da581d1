import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ForCode } from '@app/contracts/profile/http';

// The contracts' own loader resolves its CSV with `new URL(..., import.meta.url)`, which Vite
// rewrites into a page address under jsdom; these tests read the same file by path instead.
const CSV = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../contracts/data/anzsrc-for-2020.csv',
);

function cells(line: string): string[] {
  const out: string[] = [];
  const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) && m[0] !== '') {
    out.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!);
    if (m[2] === '') break;
  }
  return out;
}

const SMALL_WORDS = new Set(['and', 'of', 'the', 'in', 'for', 'to']);
const titleCase = (s: string) =>
  s === s.toUpperCase()
    ? s
        .toLowerCase()
        .split(' ')
        .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
        .join(' ')
    : s;

/** All 2,203 ANZSRC 2020 FoR codes as `GET /api/classification-codes/for` gives them. */
export function allForCodes(): ForCode[] {
  const codes: ForCode[] = [];
  for (const line of readFileSync(CSV, 'utf8').split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    // Division rows are `30,TITLE,,`; group rows `,3001,Title,`; field rows `,,300101,Title`.
    const [a, b, c, d] = cells(line).map((x) => x.trim());
    const [code, text] = a ? [a, titleCase(b ?? '')] : b ? [b, c ?? ''] : [c, d ?? ''];
    if (!code) continue;
    const level = code.length as 2 | 4 | 6;
    codes.push({
      id: `id-${code}`,
      code,
      title: text,
      level,
      parentCode: level === 2 ? null : code.slice(0, level - 2),
    });
  }
  return codes;
}
