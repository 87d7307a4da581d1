import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * ANZSRC 2020 Fields of Research, read from the CSV kept in the repository (contracts/data).
 * Node-only (reads a file): services may use it; the web app gets codes from the API instead.
 */
export interface ForCodeRecord {
  code: string;
  title: string;
  level: 2 | 4 | 6;
  parentCode: string | null;
}

/** Splits one CSV line, honouring double quotes (titles contain commas). */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

const SMALL_WORDS = new Set(['and', 'of', 'the', 'in', 'for', 'to']);
// Divisions are written in capitals in the CSV; show them as titles ("Agricultural, Veterinary and Food Sciences").
const titleCase = (s: string) =>
  s === s.toUpperCase()
    ? s
        .toLowerCase()
        .split(' ')
        .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
        .join(' ')
    : s;

/** The codes in a copy of the CSV's text (its header line first), in file order. */
export function parseForCodesCsv(text: string): ForCodeRecord[] {
  const records: ForCodeRecord[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    // Division rows are `30,TITLE,,`; group rows `,3001,Title,`; field rows `,,300101,Title`.
    const [a, b, c, d] = splitCsvLine(line).map((s) => s.trim());
    if (a) records.push({ code: a, title: titleCase(b ?? ''), level: 2, parentCode: null });
    else if (b) records.push({ code: b, title: c ?? '', level: 4, parentCode: b.slice(0, 2) });
    else if (c) records.push({ code: c, title: d ?? '', level: 6, parentCode: c.slice(0, 4) });
  }
  return records;
}

let cache: ForCodeRecord[] | null = null;

/** All 2,203 codes: 23 divisions (2 digits), 213 groups (4) and 1,967 fields (6), in file order. */
export function loadForCodes(): ForCodeRecord[] {
  // Resolved here rather than at import: Vite rewrites `new URL(..., import.meta.url)` into a page
  // address, and the web tests import this module only for `parseForCodesCsv`.
  cache ??= parseForCodesCsv(
    readFileSync(fileURLToPath(new URL('../data/anzsrc-for-2020.csv', import.meta.url)), 'utf8'),
  );
  return cache;
}
