/**
 * A researcher's search document is a PostgreSQL tsvector (see migrations: name A, interests B,
 * department C, institution D, both as typed and as English stems). The finders read it in its
 * text form, `'lexeme':1A,4B 'other':7`, and keep each lexeme with the weights it appears under.
 */

/** Weights as bits, so that "found under A or B" is one mask test. */
export const WEIGHT = { A: 8, B: 4, C: 2, D: 1 } as const;
export const ANY_WEIGHT = WEIGHT.A | WEIGHT.B | WEIGHT.C | WEIGHT.D;

export interface DocumentLexeme {
  lexeme: string;
  /** The weights of its positions, as WEIGHT bits. */
  weights: number;
}

// A quoted lexeme, as PostgreSQL writes it: '' and \x are escapes inside the quotes.
const QUOTED = String.raw`'((?:''|\\.|[^'\\])*)'`;
const unquote = (quoted: string) => quoted.replace(/''/g, "'").replace(/\\(.)/g, '$1');
// A document entry: a quoted lexeme, then optionally its positions: 3, 4A, 9C...
const ENTRY = new RegExp(`${QUOTED}(?::([0-9A-D,]+))?`, 'y');
const SEPARATOR = /\s*/y;

/**
 * The lexemes of a tsvector's text form. A position without a letter has weight D; a lexeme
 * without positions (a stripped vector) matches a search restricted to any weight, as it does in
 * PostgreSQL.
 */
export function parseSearchDocument(text: string): DocumentLexeme[] {
  const out: DocumentLexeme[] = [];
  let at = 0;
  while (at < text.length) {
    SEPARATOR.lastIndex = at;
    SEPARATOR.exec(text);
    at = SEPARATOR.lastIndex;
    if (at >= text.length) break;
    ENTRY.lastIndex = at;
    const m = ENTRY.exec(text);
    if (!m) throw new Error(`Unreadable search document at ${at}: ${text.slice(at, at + 40)}`);
    at = ENTRY.lastIndex;
    const [, quoted = '', positions] = m; // (the quoted group always takes part)
    out.push({ lexeme: unquote(quoted), weights: positions ? positionWeights(positions) : ANY_WEIGHT });
  }
  return out;
}

function positionWeights(positions: string): number {
  let weights = 0;
  for (const p of positions.split(',')) {
    const letter = p.at(-1)!;
    weights |= letter in WEIGHT ? WEIGHT[letter as keyof typeof WEIGHT] : WEIGHT.D;
  }
  return weights;
}

/**
 * A search word's prefix query (`to_tsquery(dictionary, 'word:*')`) in its text form, e.g.
 * `'comput':*`: the lexemes every one of which must start a lexeme of the document. Empty when the
 * dictionary dropped the word (an English stop word). A query of another shape (which a word of
 * letters and digits does not produce) yields its lexemes all the same, so it matches at least
 * what PostgreSQL would.
 */
export function parsePrefixQuery(text: string): string[] {
  return [...text.matchAll(new RegExp(QUOTED, 'g'))].map(([, quoted = '']) => unquote(quoted));
}
